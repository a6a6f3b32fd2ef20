import type { MetaDescriptor } from "react-router";
import { brand } from "~/content/brand";
import type { RouteMeta } from "~/content/route-meta";

export interface BuildMetaOptions extends Partial<RouteMeta> {
  /** The page's path. */
  pathname: string;
  /**
   * The path's entry in app/content/route-meta.ts. The root loader returns it (routeMetaFromMatches):
   * the table stays on the server instead of in every page's JavaScript (ADR 064).
   */
  routeMeta: RouteMeta;
  /** The site's public origin without a trailing slash (SITE_URL). */
  siteUrl: string;
  /** Asks search engines not to index the page. */
  noindex?: boolean;
}

/** Normalises a pathname: no trailing slash except for the root. */
export function normalizePathname(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** Turns a site-relative path into an absolute URL; absolute URLs are kept. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${siteUrl.replace(/\/$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}

/** "Careers" becomes "Careers | Quillstack"; titles naming the site are kept as they are. */
export function fullTitle(title: string): string {
  return title.includes(brand.name) ? title : `${title} | ${brand.name}`;
}

/**
 * The meta descriptors of a page: title, description, keywords, canonical link, Open Graph and
 * Twitter card. Values come from the page's route-meta entry (or the default), then overrides.
 */
export function buildMeta({
  pathname,
  siteUrl,
  routeMeta,
  noindex = false,
  ...overrides
}: BuildMetaOptions): MetaDescriptor[] {
  const defined = Object.fromEntries(
    Object.entries(overrides).filter(([, value]) => value !== undefined),
  ) as Partial<RouteMeta>;
  const meta: RouteMeta = { ...routeMeta, ...defined };
  const title = fullTitle(meta.title);
  const canonical = absoluteUrl(siteUrl, meta.canonical ?? normalizePathname(pathname));
  const ogImage = absoluteUrl(siteUrl, meta.ogImage);
  const twitterImage = absoluteUrl(siteUrl, meta.twitterImage);
  return [
    { title },
    { name: "description", content: meta.description },
    ...(meta.keywords.length > 0 ? [{ name: "keywords", content: meta.keywords.join(", ") }] : []),
    ...(noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:site_name", content: brand.name },
    { property: "og:type", content: meta.ogType },
    { property: "og:title", content: title },
    { property: "og:description", content: meta.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: ogImage },
    { property: "og:image:alt", content: title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:site", content: `@${brand.handle}` },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: meta.description },
    { name: "twitter:image", content: twitterImage },
  ];
}

/** Fallback origin when the root loader's data is not available (e.g. an error render). */
const fallbackSiteUrl = `https://${brand.domain}`;

interface MetaArgsLike {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/** The site URL the root loader returned, read from a meta function's matches. */
export function siteUrlFromMatches(matches: MetaArgsLike["matches"]): string {
  const rootData = matches.find((match) => match?.id === "root")?.loaderData;
  if (rootData && typeof rootData === "object" && "siteUrl" in rootData) {
    const { siteUrl } = rootData as { siteUrl: unknown };
    if (typeof siteUrl === "string" && siteUrl) return siteUrl;
  }
  return fallbackSiteUrl;
}

/** Without the root loader's data (it failed): the site's name and default image. */
const fallbackRouteMeta: RouteMeta = {
  title: brand.name,
  description: brand.tagline,
  keywords: [],
  ogImage: "/og/default.png",
  twitterImage: "/og/default.png",
  ogType: "website",
};

/** The page's route-meta entry the root loader returned, read from a meta function's matches. */
export function routeMetaFromMatches(matches: MetaArgsLike["matches"]): RouteMeta {
  const rootData = matches.find((match) => match?.id === "root")?.loaderData;
  if (rootData && typeof rootData === "object" && "routeMeta" in rootData) {
    const { routeMeta } = rootData as { routeMeta: unknown };
    if (routeMeta && typeof routeMeta === "object" && "title" in routeMeta)
      return routeMeta as RouteMeta;
  }
  return fallbackRouteMeta;
}

/**
 * A route's `meta` export in one line: `export const meta: Route.MetaFunction = (args) => pageMeta(args);`
 * Overrides (e.g. a post's title from loader data) replace the route-meta entry's fields.
 */
export function pageMeta(
  args: MetaArgsLike,
  overrides: Omit<BuildMetaOptions, "pathname" | "siteUrl" | "routeMeta"> = {},
): MetaDescriptor[] {
  return buildMeta({
    pathname: args.location.pathname,
    siteUrl: siteUrlFromMatches(args.matches),
    routeMeta: routeMetaFromMatches(args.matches),
    ...overrides,
  });
}
