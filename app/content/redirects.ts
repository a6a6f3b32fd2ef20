/**
 * Permanent redirects and aliases, answered with 301 by the server before React Router
 * (server/redirects.ts). Decision record: docs/decisions/002-redirects-and-aliases.md.
 *
 * `from` is a path pattern: literal text plus `:name` parameters, each matching one non-empty
 * path segment part (no `/`). `to` may use the same parameters. Matching ignores letter case,
 * and a trailing slash on the request is removed first, so `/jobs/` goes straight to `/careers`.
 * Every target is a page's canonical URL: no redirect leads to another redirect.
 */

export type SitePath = `/${string}`;

export interface Redirect {
  from: SitePath;
  to: SitePath;
  /** Parameter values that must not match (for example feed files under /jobs/). */
  except?: Readonly<Record<string, readonly string[]>>;
}

/** Short and former names of the product pages (aliases): one canonical URL each. */
const productAliases: Redirect[] = [
  { from: "/suchify", to: "/products/suchify" },
  { from: "/tabulator-powerbi", to: "/products/tabulator-powerbi" },
  { from: "/project-hive-management", to: "/products/project-hive-management" },
  { from: "/ecommerce-blueprint", to: "/products/ecommerce-blueprint" },
  { from: "/project-hive-management-tracker", to: "/products/project-hive-management" },
  { from: "/ecommerce-mindmap", to: "/products/ecommerce-blueprint" },
  { from: "/lockboxy", to: "/products/lockboxy" },
  { from: "/products/project-hive", to: "/products/project-hive-management" },
];

/** Service URLs of the previous site. */
const legacyServices: Redirect[] = [
  { from: "/services/product-development", to: "/services" },
  { from: "/services/api-development--integration", to: "/services/api-services" },
  { from: "/services/ai-for-daily-life", to: "/services/ai-daily-life" },
  { from: "/services/rpa--process-automation", to: "/services/rpa-automation" },
  { from: "/services/virtual-reality--ar", to: "/services/virtual-reality" },
  { from: "/services/qa--testing-automation", to: "/services/qa-automation" },
  { from: "/services/e-commerce-development", to: "/services/ecommerce" },
  { from: "/services/ai--data-annotation-services", to: "/services/ai-data" },
  { from: "/services/cloud--devops", to: "/services/cloud-devops" },
  { from: "/services/blockchain--dapps", to: "/services/blockchain-dapps" },
];

const careers: Redirect[] = [
  { from: "/jobs", to: "/careers" },
  { from: "/join-:product", to: "/careers" },
  {
    from: "/jobs/:slug",
    to: "/careers/job/:slug",
    // The job feeds live under /jobs/ too; they are files, not job slugs.
    except: { slug: ["feed.xml", "atom.xml", "feed.json", "indeed.xml"] },
  },
];

/** The spec's article redirect route: /articles/{slug} to the post, /articles to the list. */
const articles: Redirect[] = [
  { from: "/articles", to: "/knowledge-center" },
  { from: "/articles/:slug", to: "/knowledge-center/:slug" },
];

export const redirects: readonly Redirect[] = [
  { from: "/home", to: "/" },
  { from: "/hire-remote-talent", to: "/hire-talent" },
  { from: "/outsourcing-projects", to: "/outsource-project" },
  ...productAliases,
  ...legacyServices,
  { from: "/faq", to: "/contact#faq" },
  ...careers,
  ...articles,
];
