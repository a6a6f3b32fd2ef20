import { absoluteUrl } from "~/lib/page-meta";
import type { JsonLdObject } from "./json-ld";

/** One step of a breadcrumb trail; the last one is the page itself and needs no path. */
export interface Crumb {
  name: string;
  path?: string;
}

/**
 * The trail as a schema.org BreadcrumbList. The last item is the current page, at `currentUrl`;
 * an earlier crumb without a page (a grouping) is listed by name only.
 */
export function breadcrumbJsonLd(
  crumbs: readonly Crumb[],
  siteUrl: string,
  currentUrl: string,
): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => {
      const last = index === crumbs.length - 1;
      const path = crumb.path ?? (last ? currentUrl : undefined);
      return {
        "@type": "ListItem",
        position: index + 1,
        name: crumb.name,
        item: path ? absoluteUrl(siteUrl, path) : undefined,
      };
    }),
  };
}
