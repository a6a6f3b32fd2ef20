/**
 * The routes whose pages need nothing in the browser but the shell's widgets (ADR 046): the
 * server sends them without React Router's scripts, and `./static-page` starts the widgets.
 * A page converted later joins this list; the budget test (tests/budgets/page-budgets.test.ts)
 * holds every route listed here to the static pages' budget. A route with parameters maps to one
 * address it serves (shell.spec visits each).
 */
export const staticRoutes = {
  "routes/content/privacy-policy": "/privacy-policy",
  "routes/content/terms-and-conditions": "/terms-and-conditions",
  "routes/content/cookies-policy": "/cookies-policy",
  "routes/content/remote-work-policy": "/remote-work-policy",
  "routes/content/our-story": "/our-story",
  "routes/content/credits": "/credits",
  "routes/marketing/certifications": "/certifications",
  "routes/marketing/ai-use-cases": "/ai-use-cases",
  "routes/marketing/contact": "/contact",
  "routes/marketing/hire-talent": "/hire-talent",
  "routes/marketing/outsource-project": "/outsource-project",
  "routes/marketing/product": "/products/ecommerce-blueprint",
  "routes/marketing/service": "/services/web-development",
  "routes/marketing/services": "/services",
  "routes/marketing/amazon-web-services": "/amazon-web-services",
  "routes/marketing/azure-services": "/azure-services",
  "routes/marketing/google-cloud-services": "/google-cloud-services",
  "routes/knowledge/categories": "/knowledge-center/categories",
  "routes/knowledge/legacy-post": "/post/an-address-of-the-old-site",
  "routes/tags/tags": "/tags",
  "routes/tags/tag": "/tags/react",
  "routes/knowledge/knowledge-center": "/knowledge-center",
  "routes/knowledge/blog": "/blog",
  "routes/knowledge/category": "/knowledge-center/categories/web-development",
  "routes/knowledge/post": "/knowledge-center/logistics-data-platform-case-study",
  "routes/knowledge/blog-post": "/blog/react-server-components-in-production",
  "routes/careers/careers": "/careers",
  "routes/careers/internship": "/internship",
  "routes/careers/job": "/careers/job/senior-full-stack-engineer-react-node",
  "routes/careers/job-without-slug": "/careers/job",
  "routes/marketing/home": "/",
  "routes/search/search": "/search?q=react",
} as const satisfies Record<string, string>;

export function isStaticRoute(routeId: string): boolean {
  return Object.hasOwn(staticRoutes, routeId);
}

/**
 * How a page is sent: "hydrated" with React Router's scripts, or "shared": without them (ADR
 * 046), the same page for every visitor but the header's account entry and the visitor slots
 * (lib/visitor-slots.ts), which the page cache fills in for a signed-in one (ADR 091, 097).
 */
export type StaticPageKind = "hydrated" | "shared";

/** The kind of the page of these matched routes (the root's id included or not). */
export function staticPageKind(routeIds: readonly string[]): StaticPageKind {
  const pageRoutes = routeIds.filter((id) => id !== "root");
  return pageRoutes.length > 0 && pageRoutes.every(isStaticRoute) ? "shared" : "hydrated";
}
