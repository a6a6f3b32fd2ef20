import type { JsonLdObject } from "./json-ld";
import { absoluteUrl } from "./meta";

/** One step of a breadcrumb trail; the last one (the page itself) has no path. */
export interface Crumb {
  name: string;
  path?: string;
}

/**
 * The trail as a schema.org BreadcrumbList. Every item names its URL: a crumb without a path is
 * the current page, at `currentUrl`.
 */
export function breadcrumbJsonLd(
  crumbs: readonly Crumb[],
  siteUrl: string,
  currentUrl: string,
): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.path ? absoluteUrl(siteUrl, crumb.path) : absoluteUrl(siteUrl, currentUrl),
    })),
  };
}
