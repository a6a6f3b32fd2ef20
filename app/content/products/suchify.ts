import {
  BadgePercentIcon,
  BoxesIcon,
  ChartNoAxesCombinedIcon,
  HandCoinsIcon,
  HeadsetIcon,
  MilkIcon,
  ReceiptTextIcon,
  ShoppingBasketIcon,
  SmartphoneIcon,
  SparklesIcon,
} from "lucide-react";
import { site } from "../site.ts";
import type { IconCard, ProductHeroCopy, ProductStep } from "./types.ts";

export const suchifyFeatures = [
  {
    icon: BoxesIcon,
    title: "Inventory tracking",
    description:
      "Stock levels update with every sale and delivery, with alerts before a product runs out.",
  },
  {
    icon: ShoppingBasketIcon,
    title: "Sales tracking",
    description: "Every sale recorded in seconds at the counter, by product, customer and payment.",
  },
  {
    icon: ReceiptTextIcon,
    title: "Invoice generation",
    description:
      "Professional invoices and receipts with your logo and tax details, shared instantly.",
  },
  {
    icon: BadgePercentIcon,
    title: "Promotions",
    description:
      "Discounts, bundles and loyalty offers set up in a few taps and applied at checkout.",
  },
  {
    icon: ChartNoAxesCombinedIcon,
    title: "Dashboards",
    description: "Today's sales, best sellers and margins at a glance, daily, weekly and monthly.",
  },
  {
    icon: MilkIcon,
    title: "Made for dairies",
    description: "Daily milk deliveries, subscriptions and monthly customer accounts built in.",
  },
] as const satisfies readonly IconCard[];

export const suchifyWhyChoose = [
  {
    icon: SmartphoneIcon,
    title: "Runs on the phone you have",
    description: "No special hardware: the app works on an ordinary phone, tablet or laptop.",
  },
  {
    icon: HandCoinsIcon,
    title: "Priced for small shops",
    description: "Six months free to start, then a Pro tier only when you need unlimited scale.",
  },
  {
    icon: SparklesIcon,
    title: "Simple from day one",
    description: "Set up in an afternoon; staff learn the counter screen in minutes.",
  },
  {
    icon: HeadsetIcon,
    title: "Support that answers",
    description: "Help by chat and email from a team that knows retail, replying within 24 hours.",
  },
] as const satisfies readonly IconCard[];

export const suchifySteps = [
  {
    title: "Set up your store",
    description: "Add your products, prices and opening stock, or import them from a spreadsheet.",
  },
  {
    title: "Manage and track",
    description: "Record sales and deliveries, send invoices and run promotions from the counter.",
  },
  {
    title: "Analyze and grow",
    description:
      "Use the dashboards to restock smarter, spot best sellers and plan your next offer.",
  },
] as const satisfies readonly ProductStep[];

/** The plans: the 6-month free starter period, then Pro for unlimited scale. */
export const suchifyPlans = [
  {
    name: "Starter",
    price: "Free for 6 months",
    features: [
      "Inventory, sales and invoices",
      "Promotions and dashboards",
      "One store and up to 3 staff accounts",
    ],
  },
  {
    name: "Pro",
    price: "For unlimited scale",
    features: [
      "Unlimited products, staff and stores",
      "Advanced reports and exports",
      "Priority support",
    ],
  },
] as const;

/** Suchify: a store-management app for small retail shops and dairies. */
export const suchify = {
  slug: "suchify",
  name: "Suchify",
  pageType: "suchify",
  defaultService: "suchify",
  /** The product's own site (external). */
  siteUrl: `https://suchify.${site.domain}`,
  freeMonths: 6,
  hero: {
    eyebrow: "Store management for shops and dairies",
    title: "Run your shop or dairy from one simple app",
    lead: "Suchify tracks inventory and sales, generates invoices, runs promotions and shows how your store is doing on clear dashboards. Start free for 6 months; move to Pro when you grow.",
  } satisfies ProductHeroCopy,
} as const;
