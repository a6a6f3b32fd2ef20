import { createHash } from "node:crypto";
import { type FeedFormat, type FeedModel, feedContentTypes, renderFeed } from "./feed";

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
 * Whether If-Modified-Since is at or after the last change. HTTP dates have whole seconds, so
 * the change is compared without its milliseconds; an unreadable date never matches.
 */
export function notModifiedSince(header: string | null, lastModified: Date): boolean {
  if (!header) return false;
  const since = Date.parse(header);
  if (Number.isNaN(since)) return false;
  return Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

export interface CachedTextOptions {
  maxAge?: number;
  /** The newest change behind the body: sent as Last-Modified and checked by If-Modified-Since. */
  lastModified?: Date;
}

/**
 * A cacheable text response (feeds, sitemaps): Content-Type, `Cache-Control: public,
 * max-age=300` and an ETag (and Last-Modified when given). A request whose If-None-Match
 * already names the body gets 304; without If-None-Match, so does one whose If-Modified-Since
 * is not older than Last-Modified (RFC 9110 13.2.2: the ETag wins when both are sent).
 */
export function cachedTextResponse(
  request: Request,
  body: string,
  contentType: string,
  { maxAge = feedMaxAgeSeconds, lastModified }: CachedTextOptions = {},
): Response {
  const etag = bodyETag(body);
  const headers = new Headers({
    "Cache-Control": `public, max-age=${maxAge}`,
    ETag: etag,
  });
  const dated = lastModified && lastModified.getTime() > 0 ? lastModified : undefined;
  if (dated) headers.set("Last-Modified", dated.toUTCString());
  const ifNoneMatch = request.headers.get("If-None-Match");
  const notModified = ifNoneMatch
    ? ifNoneMatchMatches(ifNoneMatch, etag)
    : dated !== undefined && notModifiedSince(request.headers.get("If-Modified-Since"), dated);
  if (notModified) {
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Type", contentType);
  return new Response(request.method === "HEAD" ? null : body, { status: 200, headers });
}

/** A feed in one format, with ETag, Last-Modified (its newest item) and 304s. */
export function feedResponse(request: Request, model: FeedModel, format: FeedFormat): Response {
  return cachedTextResponse(request, renderFeed(model, format), feedContentTypes[format], {
    lastModified: model.updated,
  });
}
