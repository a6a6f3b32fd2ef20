import {
  ArrowDownUpIcon,
  BarChart3Icon,
  BriefcaseIcon,
  CalculatorIcon,
  Columns3Icon,
  DownloadIcon,
  FilterIcon,
  GroupIcon,
  HeartPulseIcon,
  LayersIcon,
  PaintbrushIcon,
  PencilLineIcon,
  SigmaIcon,
  SmartphoneIcon,
  TableIcon,
} from "lucide-react";
import { site } from "../site.ts";
import type { IconCard, ProductHeroCopy } from "./types.ts";

export interface PricingPlan {
  name: string;
  price: string;
  /** What the price covers: "per year", "one-time per organization/tenant". */
  terms: string;
  features: readonly string[];
  /** The enquiry dialog's page type of the plan's button; none for the free plan. */
  pageType?: "premium-support" | "enterprise-license";
  cta: string;
}

export interface ProfessionalService {
  name: string;
  price: string;
  description: string;
}

export interface TabulatorFeature extends IconCard {
  category: "Data & Layout" | "Interaction" | "Formatting" | "Sharing";
}

/** Pricing, exactly as specified (spec part 2, section 9). */
export const tabulatorPricing = [
  {
    name: "Free",
    price: "Free",
    terms: "from the marketplace",
    features: [
      "Every table feature in the visual",
      "Unlimited reports and users",
      "Community documentation",
    ],
    cta: "Get it from the marketplace",
  },
  {
    name: "Premium Support Plan",
    price: "$1,500",
    terms: "per year",
    features: [
      "Priority support with a reply in one business day",
      "Report design guidance from our BI engineers",
      "Early access to new releases",
    ],
    pageType: "premium-support",
    cta: "Get Premium Support",
  },
  {
    name: "Enterprise License",
    price: "$5,000",
    terms: "one-time per organization/tenant",
    features: ["Perpetual license", "Unlimited team usage", "Full source code access"],
    pageType: "enterprise-license",
    cta: "Request Enterprise License",
  },
] as const satisfies readonly PricingPlan[];

/** Professional services, exactly as specified. */
export const tabulatorServices = [
  {
    name: "Advanced Report Design",
    price: "$1,000-$5,000",
    description:
      "Pixel-perfect financial statements, matrix layouts and drill-through reports built with the visual.",
  },
  {
    name: "Automation & Integration",
    price: "$1,000-$10,000",
    description:
      "Data flows, scheduled refreshes and write-back integrations connecting your reports to the systems behind them.",
  },
  {
    name: "Training & Enablement",
    price: "$500-$2,500",
    description:
      "Hands-on workshops that teach your analysts to design, style and maintain table reports on their own.",
  },
  {
    name: "Enterprise Advisory",
    price: "$100-$200 per hour or retainer",
    description:
      "Architecture reviews, governance and performance tuning for BI teams running hundreds of reports.",
  },
  {
    name: "Customization & Styling",
    price: "$2,500 one-time",
    description:
      "Your brand's fonts, colours and conditional formats packaged as a reusable theme for every report.",
  },
] as const satisfies readonly ProfessionalService[];

/** Traction figures (spec part 2, section 9). */
export const tabulatorStats = {
  satisfaction: "90%",
  fasterReports: "30%",
  adopters: [
    { industry: "Finance", share: 30 },
    { industry: "Healthcare", share: 20 },
    { industry: "Manufacturing", share: 20 },
    { industry: "Marketing", share: 15 },
    { industry: "Other", share: 15 },
  ],
} as const;

/** The 12 feature cards, in four categories of three. */
export const tabulatorFeatures = [
  {
    category: "Data & Layout",
    icon: TableIcon,
    title: "Flexible table layouts",
    description: "Flat tables, grouped rows and matrix-style layouts from the same visual.",
  },
  {
    category: "Data & Layout",
    icon: GroupIcon,
    title: "Row grouping",
    description: "Group by any field, with collapsible groups and subtotals per level.",
  },
  {
    category: "Data & Layout",
    icon: Columns3Icon,
    title: "Frozen columns and headers",
    description: "Keep identifiers and headers in view while scrolling wide or long tables.",
  },
  {
    category: "Interaction",
    icon: ArrowDownUpIcon,
    title: "Multi-column sorting",
    description: "Sort by several columns at once, in the order your readers choose.",
  },
  {
    category: "Interaction",
    icon: FilterIcon,
    title: "In-table filtering",
    description: "Header filters for text, numbers and dates without extra slicers on the page.",
  },
  {
    category: "Interaction",
    icon: PencilLineIcon,
    title: "Column resizing and reordering",
    description: "Readers drag columns to the width and order they need for their analysis.",
  },
  {
    category: "Formatting",
    icon: PaintbrushIcon,
    title: "Conditional formatting",
    description: "Colour scales, icons and data bars driven by rules or by measures.",
  },
  {
    category: "Formatting",
    icon: SigmaIcon,
    title: "Calculated totals",
    description: "Sums, averages, counts and custom aggregations in group and table footers.",
  },
  {
    category: "Formatting",
    icon: BarChart3Icon,
    title: "Inline sparklines",
    description: "Small trend charts inside cells, next to the numbers they explain.",
  },
  {
    category: "Sharing",
    icon: DownloadIcon,
    title: "Export to CSV and Excel",
    description: "Readers take exactly the rows they filtered, formatted as they see them.",
  },
  {
    category: "Sharing",
    icon: SmartphoneIcon,
    title: "Responsive on every screen",
    description: "Tables adapt to phone and tablet layouts in the mobile apps.",
  },
  {
    category: "Sharing",
    icon: LayersIcon,
    title: "Paginated and virtual scrolling",
    description: "Hundreds of thousands of rows stay fast with virtual rendering.",
  },
] as const satisfies readonly TabulatorFeature[];

/** Who the visual is for. */
export const tabulatorAudiences = [
  {
    icon: CalculatorIcon,
    title: "Finance teams",
    description: "Profit and loss statements, budgets and variance reports with exact layouts.",
  },
  {
    icon: BarChart3Icon,
    title: "BI developers",
    description: "One visual instead of stacks of workarounds for grouping, totals and styling.",
  },
  {
    icon: BriefcaseIcon,
    title: "Business analysts",
    description: "Sort, filter and export the exact rows a question needs, without a developer.",
  },
  {
    icon: HeartPulseIcon,
    title: "Operations and healthcare reporting",
    description: "Dense operational tables that stay readable, with alerts coloured by rules.",
  },
] as const satisfies readonly IconCard[];

export const tabulatorCapabilities = [
  "Works with import, DirectQuery and composite models",
  "Respects row-level security of the dataset",
  "Keyboard navigation and screen-reader labels in the table",
  "Themes that follow the report's colours",
  "Tooltips and drill-through from any cell",
  "Bookmarks remember sorting, filters and column order",
];

/** Tabulator: the custom table visual for Power BI. */
export const tabulator = {
  slug: "tabulator-powerbi",
  name: "Tabulator for Power BI",
  hero: {
    eyebrow: "Custom table visual for Power BI",
    title: "The table visual your reports have been missing",
    lead: "Tabulator brings grouping, frozen columns, conditional formatting, inline sparklines and Excel export to Power BI in one certified-style custom visual. Install it free from the marketplace; add support, an enterprise license or our services when you need them.",
  } satisfies ProductHeroCopy,
  /** The marketplace listing and the documentation (external, opened in a new tab). */
  marketplaceUrl:
    "https://appsource.microsoft.com/en-us/marketplace/apps?search=Tabulator&product=power-bi-visuals",
  documentationUrl: `${site.social.find((profile) => profile.network === "github")?.url ?? `https://${site.domain}`}/tabulator-powerbi#readme`,
} as const;
