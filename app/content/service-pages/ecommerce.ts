/** /services/ecommerce: online stores, marketplaces and the integrations that run them. */
import type { ServicePageData } from "./types";

const page = {
  slug: "ecommerce",
  title: "E-commerce Solutions",
  description:
    "Online stores and marketplaces that convert: headless storefronts, custom checkout flows, and the payment, inventory and ERP integrations that keep orders moving through peak season. We build on Shopify, WooCommerce, Magento and BigCommerce or fully custom, and migrate existing stores without losing search rankings.",
  shortDescription: "Online stores, marketplaces and the integrations that run them.",
  technologies: [
    "Shopify",
    "WooCommerce",
    "Magento",
    "BigCommerce",
    "Stripe",
    "PayPal",
    "Next.js",
    "React",
    "TypeScript",
    "Node.js",
    "Liquid",
    "PHP",
    "WordPress",
    "GraphQL",
    "Algolia",
    "Elasticsearch",
    "Redis",
    "PostgreSQL",
    "MySQL",
    "Salesforce",
    "Cloudflare",
    "Vercel",
    "PCI DSS",
    "Lighthouse",
    "Playwright",
  ],
  technologyTitle: "E-commerce platforms and tools",
  technologyDescription:
    "Hosted platforms when speed to market matters, headless or custom builds when the catalogue, pricing or checkout outgrows them. Payments, search and fulfilment are connected through tested integrations, not copy-pasted plugins.",
  services: [
    {
      title: "Store Setup and Custom Themes",
      description:
        "A Shopify, WooCommerce, BigCommerce or Magento store configured for your catalogue, with a custom theme that matches your brand instead of a lightly edited template.",
      icon: "Store",
      features: [
        "Theme development in Liquid, PHP or React",
        "Catalogue import with variants, bundles and metafields",
        "Tax, shipping zones and multi-currency set-up",
        "Accessible product and category templates",
        "Page speed tuned for mobile shoppers",
        "Training for your merchandising team",
      ],
    },
    {
      title: "Headless Commerce",
      description:
        "A Next.js storefront on top of your commerce platform's APIs, for brands that need content-rich pages, sub-second navigation and full control over the front end.",
      icon: "Layers",
      features: [
        "Next.js storefronts on Shopify Storefront API or BigCommerce GraphQL",
        "Content from a headless CMS beside the catalogue",
        "Edge caching with instant cache purges on price changes",
        "Server-rendered product pages for search engines",
        "Preview environments for every campaign",
        "Core Web Vitals budgets enforced in CI",
      ],
    },
    {
      title: "Checkout and Payments",
      description:
        "Checkout flows that remove friction and payment integrations that handle the awkward cases: partial refunds, split shipments, subscriptions and failed renewals.",
      icon: "CreditCard",
      features: [
        "Stripe, PayPal, Apple Pay and Google Pay",
        "Subscriptions, pre-orders and buy-now-pay-later",
        "Guest checkout and one-page checkout",
        "3-D Secure and fraud screening rules",
        "PCI DSS scope kept minimal with hosted fields",
        "Abandoned-cart recovery emails",
        "Invoices and B2B payment terms",
      ],
    },
    {
      title: "ERP, Inventory and Fulfilment Integrations",
      description:
        "Orders, stock levels and shipping updates flowing between your store, warehouse, ERP and carriers, with retries and alerts instead of overnight spreadsheets.",
      icon: "Truck",
      features: [
        "ERP and accounting synchronisation",
        "Real-time stock across warehouses and shops",
        "Carrier labels, tracking and returns portals",
        "Product information management feeds",
        "Webhook processing with idempotent retries",
        "Marketplace feeds for Amazon and Google Shopping",
      ],
    },
    {
      title: "Platform Migration",
      description:
        "Move from an ageing Magento 1, a custom PHP shop or another platform to a modern stack with every product, customer and order carried across and search rankings intact.",
      icon: "RefreshCw",
      features: [
        "Product, customer and order history migration",
        "URL mapping with 301 redirects for every old page",
        "Structured data and sitemap checks before go-live",
        "Password-safe customer account migration",
        "Rehearsed cut-over with a rollback plan",
        "Traffic and conversion comparison after launch",
      ],
    },
    {
      title: "Conversion and Search Optimisation",
      description:
        "Faster pages, better on-site search and cleaner funnels for an existing store, measured with analytics and A/B tests rather than opinions.",
      icon: "TrendingUp",
      features: [
        "Algolia or Elasticsearch product search with synonyms",
        "Faceted navigation that search engines can crawl",
        "Funnel analysis and A/B testing",
        "Product recommendations and bundles",
        "Image optimisation and lazy loading",
        "Accessibility fixes that widen your audience",
      ],
    },
  ],
  features: [
    "Hosted, headless or fully custom: the platform chosen for your catalogue and growth",
    "Checkout and payments with PCI DSS scope kept to a minimum",
    "Inventory, ERP, shipping and marketplace integrations",
    "Product search with typo tolerance, synonyms and facets",
    "Fast, accessible storefronts on mobile networks",
    "SEO-safe migrations with redirects and structured data",
    "Load testing before Black Friday and other peaks",
    "Analytics and conversion tracking from launch day",
  ],
  benefits: [
    "A store on a hosted platform live in as little as 2-4 weeks",
    "Higher conversion from faster pages and a shorter checkout",
    "Fewer overselling and fulfilment errors with real-time stock",
    "Search rankings and customer accounts kept through a migration",
    "E-commerce specialists matched to your project in under 48 hours",
    "A 30-day satisfaction guarantee on every engagement",
  ],
  process: [
    {
      step: 1,
      title: "Commerce Discovery",
      description:
        "We review your catalogue, order volumes, payment and fulfilment set-up and current analytics, then recommend a platform and architecture with a costed plan.",
    },
    {
      step: 2,
      title: "Experience Design",
      description:
        "Home, category, product, cart and checkout designs built from your customers' journeys and tested on phones before development starts.",
    },
    {
      step: 3,
      title: "Build and Integrate",
      description:
        "Theme or storefront development alongside payments, search and back-office integrations, with a staging store your team can shop on every sprint.",
    },
    {
      step: 4,
      title: "Launch and Optimise",
      description:
        "A rehearsed go-live with redirects and monitoring in place, followed by load tests before peak season and a monthly optimisation backlog.",
    },
  ],
  faqs: [
    {
      question: "How long does it take to launch an online store?",
      answer:
        "A store on Shopify, WooCommerce or BigCommerce with a custom theme and standard payments typically goes live in 2-4 weeks. A complex build, such as a headless storefront, a marketplace, B2B pricing or several ERP integrations, typically takes 2-6 months.",
    },
    {
      question: "Which platform should we choose?",
      answer:
        "Shopify suits most direct-to-consumer brands that want low maintenance; WooCommerce suits stores already built around WordPress content; Magento and BigCommerce suit large catalogues and B2B needs. When pricing, checkout or catalogue rules outgrow all of them, a headless or custom build is worth the extra cost. We explain the trade-offs in the discovery report.",
    },
    {
      question: "Will we lose search rankings if we migrate?",
      answer:
        "Not if the migration is planned. We map every old URL to its new page with 301 redirects, keep structured data and metadata, check the sitemap before launch and compare traffic for the weeks after go-live.",
    },
    {
      question: "Is the checkout secure and PCI compliant?",
      answer:
        "Yes. Card data is handled by the payment provider's hosted fields or checkout, so it never touches your servers, which keeps your PCI DSS scope to the simplest self-assessment. We add 3-D Secure, fraud rules and security headers on top.",
    },
    {
      question: "Can you connect the store to our ERP and warehouse?",
      answer:
        "Yes. We build integrations with ERP, accounting, warehouse and carrier systems through their APIs or file feeds, with queues, retries and alerts so an outage on one side never loses an order.",
    },
  ],
  externalResources: [
    {
      title: "Shopify Developer Documentation",
      description:
        "Guides for themes, apps, the Storefront API and checkout extensibility on Shopify.",
      url: "https://shopify.dev/docs",
      category: "documentation",
      icon: "BookOpen",
    },
    {
      title: "WooCommerce Developer Docs",
      description:
        "Extending WooCommerce: the REST API, hooks, blocks and store performance guidance.",
      url: "https://developer.woocommerce.com/docs/",
      category: "documentation",
      icon: "Code",
    },
    {
      title: "PCI Security Standards Council",
      description:
        "The PCI DSS requirements and self-assessment questionnaires for merchants that accept cards.",
      url: "https://www.pcisecuritystandards.org/",
      category: "security",
      icon: "ShieldCheck",
    },
    {
      title: "Schema.org Product",
      description:
        "The structured-data vocabulary for products, offers and reviews that search engines read.",
      url: "https://schema.org/Product",
      category: "standards",
      icon: "Tag",
    },
    {
      title: "Stripe Documentation",
      description:
        "Payments, subscriptions, webhooks and strong customer authentication with Stripe.",
      url: "https://docs.stripe.com/",
      category: "tools",
      icon: "CreditCard",
    },
    {
      title: "Baymard Institute Checkout Research",
      description:
        "Large-scale usability research on cart and checkout design and why shoppers abandon.",
      url: "https://baymard.com/research/checkout-usability",
      category: "research",
      icon: "Search",
    },
    {
      title: "Store launch checklist",
      description: "Our pre-launch checklist, shared with clients during the build.",
      category: "tools",
    },
  ],
  blogCategoryIds: ["web-development", "case-studies"],
  articlesTag: "E-commerce",
  blogTags: ["E-commerce", "Shopify", "WooCommerce"],
  jobCategoryIds: ["engineering", "design"],
  jobTags: ["Shopify", "WooCommerce", "E-commerce"],
  contactDialog: { pageType: "ecommerce-development", defaultService: "ecommerce-development" },
  industryUseCases: [
    {
      title: "Fashion and Apparel",
      description:
        "Size guides, colour swatches, lookbooks and easy returns for brands selling across web, social and marketplaces.",
    },
    {
      title: "Grocery and Food Delivery",
      description:
        "Delivery-slot booking, substitutions and real-time stock for stores whose catalogue changes every day.",
    },
    {
      title: "B2B and Wholesale",
      description:
        "Customer-specific price lists, quick order forms, quotes and payment on account, connected to your ERP.",
    },
    {
      title: "Consumer Electronics",
      description:
        "Large catalogues with detailed specifications, comparison tables, bundles and extended warranties at checkout.",
    },
    {
      title: "Health and Beauty",
      description:
        "Subscriptions, samples and loyalty programmes for replenishable products, with ingredient filters and reviews.",
    },
    {
      title: "Multi-Vendor Marketplaces",
      description:
        "Seller onboarding, commission rules, split payouts and moderation for platforms that bring many merchants together.",
    },
  ],
} satisfies ServicePageData;

export default page;
