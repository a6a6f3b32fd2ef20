import type { MiddlewareHandler } from "hono";
import { type Redirect, redirects as siteRedirects } from "~/content/redirects";

/** Finds the target of a normalised pathname in the redirect table, parameters filled in. */
export type RedirectMatcher = (pathname: string) => string | undefined;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Compiles the table once: literal paths go in a map, patterns with parameters become regexes. */
export function createRedirectMatcher(table: readonly Redirect[]): RedirectMatcher {
  const literals = new Map<string, string>();
  const patterns: Array<{ regex: RegExp; redirect: Redirect }> = [];
  for (const redirect of table) {
    if (!redirect.from.includes(":")) {
      literals.set(redirect.from.toLowerCase(), redirect.to);
      continue;
    }
    const source = redirect.from
      .split(/(:[A-Za-z]\w*)/)
      .map((part) => (part.startsWith(":") ? `(?<${part.slice(1)}>[^/]+)` : escapeRegExp(part)))
      .join("");
    patterns.push({ regex: new RegExp(`^${source}$`, "i"), redirect });
  }
  return (pathname) => {
    const literal = literals.get(pathname.toLowerCase());
    if (literal !== undefined) return literal;
    for (const { regex, redirect } of patterns) {
      const params = regex.exec(pathname)?.groups;
      if (!params) continue;
      const excluded = Object.entries(redirect.except ?? {}).some(([name, values]) =>
        values.includes((params[name] ?? "").toLowerCase()),
      );
      if (excluded) continue;
      return redirect.to.replace(/:([A-Za-z]\w*)/g, (_, name: string) => params[name] ?? "");
    }
    return undefined;
  };
}

/**
 * Collapses repeated slashes and removes a trailing slash (`/careers/` -> `/careers`).
 * Collapsing also keeps `//host/` from ever becoming a protocol-relative Location.
 */
export function normalizePathname(pathname: string): string {
  const collapsed = pathname.replace(/\/{2,}/g, "/");
  if (collapsed.length > 1 && collapsed.endsWith("/")) return collapsed.slice(0, -1);
  return collapsed;
}

/** Where a path should be answered from: the table's target, else the normalised path if it differs. */
export function redirectTarget(pathname: string, match: RedirectMatcher): string | undefined {
  const normalized = normalizePathname(pathname);
  return match(normalized) ?? (normalized === pathname ? undefined : normalized);
}

/** Puts the query string before the target's fragment: `/contact#faq` + `?a=1` -> `/contact?a=1#faq`. */
function withSearch(target: string, search: string): string {
  const hashAt = target.indexOf("#");
  if (hashAt === -1) return `${target}${search}`;
  return `${target.slice(0, hashAt)}${search}${target.slice(hashAt)}`;
}

export type RedirectAnswer =
  /** A document or asset request: answer 301 with this Location. */
  | { kind: "document"; location: string }
  /** A React Router client navigation (`/path.data`): tell the client router where to go. */
  | { kind: "data"; location: string };

/**
 * Decides whether `url` is redirected. Client-side navigations fetch `{path}.data`
 * (or `{path}/_.data` for a trailing slash); they get React Router's redirect answer so a link to
 * an old URL still lands on the new page without a full reload.
 */
export function resolveRedirect(url: URL, match: RedirectMatcher): RedirectAnswer | undefined {
  const { pathname } = url;
  if (pathname.endsWith(".data")) {
    const page = pathname.endsWith("/_.data")
      ? pathname.slice(0, -"_.data".length)
      : pathname.slice(0, -".data".length);
    const target = page ? redirectTarget(page, match) : undefined;
    if (target === undefined) return undefined;
    const params = new URLSearchParams(url.search);
    params.delete("_routes");
    const search = params.size > 0 ? `?${params}` : "";
    return { kind: "data", location: withSearch(target, search) };
  }
  const target = redirectTarget(pathname, match);
  if (target === undefined) return undefined;
  return { kind: "document", location: withSearch(target, url.search) };
}

/** Permanent redirects may be cached, but not forever, so a mistake in the table can be fixed. */
const redirectCacheControl = "public, max-age=86400";

/** Answers redirects and aliases with 301 before React Router sees the request. */
export function redirects(table: readonly Redirect[] = siteRedirects): MiddlewareHandler {
  const match = createRedirectMatcher(table);
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const answer = resolveRedirect(new URL(c.req.url), match);
    if (!answer) return next();
    c.header("Cache-Control", redirectCacheControl);
    if (answer.kind === "data") {
      return c.body(null, 204, {
        "X-Remix-Redirect": answer.location,
        "X-Remix-Status": "301",
      });
    }
    return c.redirect(answer.location, 301);
  };
}
