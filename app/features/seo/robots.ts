import { absoluteUrl } from "~/lib/page-meta";
import { noindexPrefixes } from "./sitemap-pages";

/**
 * robots.txt (RFC 9309): everything may be crawled except the noindex areas, and the sitemap
 * index is named. /search is disallowed too: its result pages are noindex, and every query
 * string makes a new URL, an endless space crawlers would otherwise spend their budget on (the
 * WebSite SearchAction markup does not need the pages crawled). Rules match by prefix, so
 * "/user" also covers /user/login and friends.
 */
export function buildRobotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...noindexPrefixes.map((prefix) => `Disallow: ${prefix}`),
    "",
    `Sitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
