import { LayoutTemplateIcon, ListChecksIcon, NetworkIcon } from "lucide-react";
import type { IconCard, ProductHeroCopy } from "./types.ts";

export interface PlatformCategory {
  title: string;
  description: string;
  examples: readonly string[];
}

export interface ChecklistSection {
  title: string;
  items: readonly string[];
}

/** The 16 core features every store needs, as the guide lists them. */
export const coreFeatures = [
  "Product catalogue with categories and filters",
  "Fast, typo-tolerant product search",
  "Product pages with galleries, variants and stock status",
  "Shopping cart that persists across devices",
  "Guest checkout and customer accounts",
  "Multiple payment gateways and digital wallets",
  "Shipping rates, zones and delivery options",
  "Taxes calculated by region",
  "Order tracking and status notifications",
  "Inventory management with low-stock alerts",
  "Discount codes, promotions and gift cards",
  "Ratings and customer reviews",
  "Wishlists and recently viewed products",
  "Abandoned-cart recovery emails",
  "Analytics and sales reports",
  "SEO settings, sitemaps and structured data",
] as const;

/** The six categories of the platform strategy blueprint. */
export const platformCategories = [
  {
    title: "Hosted SaaS platforms",
    description:
      "Subscription platforms that handle hosting, security and updates, for the fastest launch with the least maintenance.",
    examples: ["Shopify", "BigCommerce"],
  },
  {
    title: "Open-source platforms",
    description:
      "Self-hosted software you fully control and extend, with a large ecosystem of plugins and developers.",
    examples: ["WooCommerce", "Magento Open Source"],
  },
  {
    title: "Headless commerce",
    description:
      "A commerce back end behind APIs with your own storefront, for custom experiences and top performance.",
    examples: ["Storefront APIs", "Custom React storefront"],
  },
  {
    title: "Custom-built stores",
    description:
      "A store written for your business when catalogue, pricing or fulfilment rules fit no platform.",
    examples: ["Custom website", "Custom back office"],
  },
  {
    title: "Marketplaces and multi-vendor",
    description:
      "Platforms where many sellers list products, with commissions, payouts and vendor dashboards.",
    examples: ["Multi-vendor extensions", "Marketplace builds"],
  },
  {
    title: "Mobile commerce apps",
    description:
      "Native or cross-platform shopping apps with push notifications, saved carts and one-tap payments.",
    examples: ["Cross-platform app", "Platform-specific app"],
  },
] as const satisfies readonly PlatformCategory[];

/** The UI/UX checklist's four sections. */
export const uxChecklist = [
  {
    title: "Homepage",
    items: [
      "A clear value proposition above the fold",
      "Visible search and category navigation",
      "Featured collections and best sellers",
      "Trust signals: reviews, guarantees, secure payment",
    ],
  },
  {
    title: "Product Pages",
    items: [
      "High-quality images with zoom and alternative text",
      "Price, variants and stock status near the buy button",
      "Shipping costs and delivery dates before checkout",
      "Reviews and answers to common questions",
    ],
  },
  {
    title: "Cart & Checkout",
    items: [
      "Editable cart with a running total",
      "Guest checkout with as few fields as possible",
      "Progress indicator and clear error messages",
      "Several payment methods and an order summary",
    ],
  },
  {
    title: "Responsive Design",
    items: [
      "Touch targets of at least 44 by 44 pixels",
      "Readable text without zooming on small screens",
      "Fast loading on mobile networks",
      "Navigation and filters that work with one hand",
    ],
  },
] as const satisfies readonly ChecklistSection[];

/** E-commerce Blueprint: the guide package and the custom development enquiry. */
export const ecommerceBlueprint = {
  slug: "ecommerce-blueprint",
  name: "E-commerce Blueprint",
  pageType: "ecommerce-blueprint",
  defaultService: "ecommerce-blueprint",
  hero: {
    eyebrow: "E-commerce planning package",
    title: "Plan your online store before you build it",
    lead: "The E-commerce Blueprint is the checklist we use on our own store projects: the features every shop needs, how to choose a platform, and the UI/UX details that decide whether visitors buy. Use it to brief your team, or let us build the store for you.",
  } satisfies ProductHeroCopy,
  included: [
    {
      icon: ListChecksIcon,
      title: "Core Features Guide",
      description: `${coreFeatures.length}+ features every store needs, each with why it matters and what good looks like.`,
    },
    {
      icon: NetworkIcon,
      title: "Platform Structure",
      description: `${platformCategories.length} categories of platforms compared on cost, control, speed to launch and scalability.`,
    },
    {
      icon: LayoutTemplateIcon,
      title: "UI/UX Checklist",
      description: `${uxChecklist.length} sections of checks for the pages that turn visitors into customers.`,
    },
  ] satisfies readonly IconCard[],
} as const;
