import { getRouteMeta, routeMetaPaths } from "~/content/route-meta";
import { absoluteUrl } from "~/lib/page-meta";
import type { SitemapUrl } from "./sitemap";

/**
 * Areas search engines must not index: accounts, staff screens, endpoints and search results
 * (those pages say noindex; robots.txt keeps crawlers out of them as well).
 */
export const noindexPrefixes = ["/user", "/admin", "/api", "/search", "/unsubscribe"] as const;

function underPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The legal pages' effective and last-updated date (spec part 2): their one real date. */
export const legalPagesUpdated = new Date("2024-01-01T00:00:00Z");

const knownDates: Record<string, Date> = {
  "/privacy-policy": legalPagesUpdated,
  "/terms-and-conditions": legalPagesUpdated,
  "/cookies-policy": legalPagesUpdated,
};

/**
 * The site's fixed pages (marketing, services, products, content, legal, the knowledge-center
 * and careers entry pages): every path with its own metadata in app/content/route-meta.ts, less
 * the noindex areas and aliases whose canonical is another page (/blog is /knowledge-center).
 */
export function staticPagePaths(paths: readonly string[] = routeMetaPaths): string[] {
  return paths.filter((path) => {
    if (noindexPrefixes.some((prefix) => underPrefix(path, prefix))) return false;
    const { canonical } = getRouteMeta(path);
    return canonical === undefined || canonical === path;
  });
}

/**
 * The fixed pages as sitemap URLs. Only the legal pages carry a lastmod: the others have no
 * recorded date, and an invented one would teach crawlers to ignore it.
 */
export function staticPageUrls(siteUrl: string): SitemapUrl[] {
  return staticPagePaths().map((path) => ({
    loc: absoluteUrl(siteUrl, path),
    lastmod: knownDates[path],
  }));
}
