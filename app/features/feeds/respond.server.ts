import { createHash } from "node:crypto";

/** How long browsers and proxies may reuse a feed without asking again. */
export const feedMaxAgeSeconds = 300;

/** A strong ETag from the body: the same bytes always give the same tag. */
export function bodyETag(body: string): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
}

/**
 * Whether If-None-Match names this ETag. Weak comparison (RFC 9110 13.1.2): `W/"x"` matches
 * `"x"`, because compression turns our strong tag into a weak one on the way out.
 */
export function ifNoneMatchMatches(header: string | null, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, "");
  return header
    .split(",")
    .map((tag) => tag.trim())
    .some((tag) => tag === "*" || tag.replace(/^W\//, "") === opaque);
}

/**
 * A cacheable text response (feeds, sitemaps): Content-Type, `Cache-Control: public,
 * max-age=300` and an ETag; a request whose If-None-Match already names the body gets 304.
 */
export function cachedTextResponse(
  request: Request,
  body: string,
  contentType: string,
  { maxAge = feedMaxAgeSeconds }: { maxAge?: number } = {},
): Response {
  const etag = bodyETag(body);
  const headers = new Headers({
    "Cache-Control": `public, max-age=${maxAge}`,
    ETag: etag,
  });
  if (ifNoneMatchMatches(request.headers.get("If-None-Match"), etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Type", contentType);
  return new Response(request.method === "HEAD" ? null : body, { status: 200, headers });
}
