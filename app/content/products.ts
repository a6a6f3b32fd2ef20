/** The company's own digital products, one page each under /products/{slug}. */

export interface ProductSummary {
  slug: string;
  title: string;
  /**
   * One sentence: what the product is, naming the platform it works with. The header's Products
   * menu, the page's meta description and its structured data all read it.
   */
  summary: string;
  /** The page's title in search results. */
  metaTitle: string;
}

export const products = [
  {
    slug: "project-hive-management",
    metaTitle: "Project Hive Management: Project Tracking in Google Sheets, No Monthly Fees",
    title: "Project Hive Management",
    summary:
      "A project-management template for Google Sheets with Apps Script automation, set up once for your team and free of monthly fees.",
  },
  {
    slug: "ecommerce-blueprint",
    metaTitle: "E-commerce Blueprint: Core Features, Platform Strategy and UI/UX Checklist",
    title: "E-commerce Blueprint",
    summary:
      "A guide package for building an online store: core features checklist, platform strategy blueprint and UI/UX checklist.",
  },
  {
    slug: "tabulator-powerbi",
    metaTitle: "Tabulator for Power BI: Custom Table Visual, Support and Enterprise License",
    title: "Tabulator for Power BI",
    summary:
      "A custom table visual for Power BI reports, free from Microsoft AppSource, with premium support, an enterprise license and professional services.",
  },
  {
    slug: "lockboxy",
    metaTitle: "Lockboxy: Self-Hosted Data Governance and Security for Notion",
    title: "Lockboxy",
    summary:
      "A self-hosted data governance and security layer for Notion, with custom roles, row-level access and PII masking.",
  },
  {
    slug: "suchify",
    metaTitle: "Suchify: Store Management App for Retail Shops and Dairies",
    title: "Suchify",
    summary:
      "A store-management app for small retail shops and dairies: inventory, sales, invoices, promotions and dashboards.",
  },
] as const satisfies readonly ProductSummary[];

export type ProductSlug = (typeof products)[number]["slug"];

/** The product's one-sentence description: the menu, the meta description and the page's data. */
export function productSummary(slug: ProductSlug): string {
  return products.find((product) => product.slug === slug)?.summary ?? "";
}

export function findProduct(slug: string | undefined): (typeof products)[number] | undefined {
  return products.find((product) => product.slug === slug);
}
