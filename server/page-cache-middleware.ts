import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gunzipSync, gzip } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/compress";
import { isbot } from "isbot";
import { flashCookieName } from "~/lib/flash.server";
import { errorFields, logger } from "~/lib/logger.server";
import { themeCookieName } from "~/lib/theme";
import { parseVisitorSlot, type VisitorSlot } from "~/lib/visitor-slots";
import { type Encoding, negotiateEncoding } from "./compression.ts";
import { inlineScriptHashes } from "./inline-scripts.ts";
import type { CachedPage, PageCache } from "./page-cache.ts";
import type { SecurityVariables } from "./security.ts";

export interface PageCacheMiddlewareOptions {
  cache: PageCache;
  /** Asks for the time of the next scheduled content change (the cache waits for it). */
  refreshStableUntil(): Promise<void> | void;
  /**
   * The parts of a shared page that are the request's signed-in user's own, or null without a
   * valid session (ADR 091, 097). Without it signed-in visitors bypass the cache.
   */
  signedInParts?(request: Request, slots: readonly VisitorSlot[]): Promise<SignedInParts | null>;
}

/** A signed-in visitor's parts of a shared page. */
export interface SignedInParts {
  /** The header's account entry, for the content of the account slot. */
  accountEntry: string;
  /** The markup of each visitor slot asked for, in their order; undefined keeps the page's own. */
  slots: readonly (string | undefined)[];
}

/**
 * Paths whose pages belong to someone (accounts, staff, invitations, APIs): never cached. Tested on
 * the pathname followed by the search, so a query string also ends the first segment.
 */
const privatePaths = /^\/(?:admin|user|api|invite|applications)(?:[/?]|$)/;
/** better-auth's cookies (the session and its cache), plain or with the __Secure- prefix. */
const sessionCookies = /(?:^|;\s*)(?:__Secure-)?better-auth\.[\w.-]+=/;
const flashCookie = new RegExp(`(?:^|;\\s*)${flashCookieName}=`);
const privateCacheControl = /(?:^|,)\s*(?:private|no-store)\s*(?:,|$)/i;
/**
 * Marks of a page rendered with a failure in it, which later visitors must not inherit: React's
 * boundary left for the client to render (the `$RX` instruction when it failed after its fallback
 * was sent, the `<!--$!-->` comment when it failed before: a crawler's complete document, or an
 * error while the shell rendered), and React Router's encoding of a deferred loader promise that
 * was rejected or timed out (an `<Await>` showing its error element, in a document or in the
 * `.data` of a client navigation).
 */
const failureMarks = ["$RX", "<!--$!-->", "SanitizedError"];
/** Documents and React Router's data responses: their text is read for failure marks. */
const renderedTypes = /^\s*text\/(?:html|x-script)\b/i;
const defaultCacheControl = "public, no-cache";
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The cookie header holds a session or another cookie that makes the page personal. */
export function hasPersonalCookie(cookies: string): boolean {
  return sessionCookies.test(cookies) || flashCookie.test(cookies);
}

const withoutSessionCookies = (cookies: string) =>
  cookies
    .split(";")
    .filter((cookie) => !sessionCookies.test(cookie.trim()))
    .join(";");

function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

/** Reads one request header by its lowercase name; undefined when absent. */
export type HeaderReader = (name: string) => string | undefined;

/** User agents are few: each one's crawler test (a long regex) is remembered, up to this many. */
const rememberedAgents = 1000;
/** Longer user agents are tested each time rather than kept (real ones are 100-300 characters). */
const longestRememberedAgent = 512;
const crawlerAgents = new Map<string, boolean>();

/** isbot(), remembered per user agent in a bounded map (the oldest entry makes room). */
export function isCrawler(agent: string): boolean {
  const known = crawlerAgents.get(agent);
  if (known !== undefined) return known;
  const crawler = isbot(agent);
  if (agent.length <= longestRememberedAgent) {
    if (crawlerAgents.size >= rememberedAgents) {
      crawlerAgents.delete(crawlerAgents.keys().next().value as string);
    }
    crawlerAgents.set(agent, crawler);
  }
  return crawler;
}

/** How many user agents isCrawler() remembers now (for tests). */
export function rememberedCrawlerAgents(): number {
  return crawlerAgents.size;
}

/**
 * The cache key of a request given by its method, its URL's pathname and search (as `new URL()`
 * gives them) and its headers, or undefined when its answer may be personal.
 */
export function requestCacheKey(
  method: string,
  pathAndSearch: string,
  header: HeaderReader,
): string | undefined {
  if (method !== "GET" && method !== "HEAD") return undefined;
  if (header("authorization") !== undefined || header("range") !== undefined) return undefined;
  if (privatePaths.test(pathAndSearch)) return undefined;
  const cookies = header("cookie") ?? "";
  if (hasPersonalCookie(cookies)) return undefined;
  // Crawlers get complete documents, browsers streamed ones (entry.server.tsx).
  const reader = isCrawler(header("user-agent") ?? "") ? "crawler" : "browser";
  const theme = cookieValue(cookies, themeCookieName) ?? "";
  return `${reader} ${theme} ${pathAndSearch}`;
}

/** A Fetch request's headers as a HeaderReader. */
export const fetchHeaders =
  (headers: Headers): HeaderReader =>
  (name) =>
    headers.get(name) ?? undefined;

/** The cache key of a request, or undefined when its answer may be personal. */
export function pageCacheKey(request: Request): string | undefined {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  const url = new URL(request.url);
  return requestCacheKey(request.method, url.pathname + url.search, fetchHeaders(request.headers));
}

/**
 * For a request with a session cookie (and no other personal cookie), the key of the page the
 * same request gets without its session: a shared page of it is this visitor's page but for the
 * account slot (ADR 091). Undefined otherwise.
 */
export function signedInPageKey(request: Request): string | undefined {
  const cookies = request.headers.get("cookie") ?? "";
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  if (!sessionCookies.test(cookies) || flashCookie.test(cookies)) return undefined;
  const url = new URL(request.url);
  const header = fetchHeaders(request.headers);
  return requestCacheKey(request.method, url.pathname + url.search, (name) =>
    name === "cookie" ? withoutSessionCookies(cookies) : header(name),
  );
}

const staffPaths = /^\/admin(?:[/.]|$)/;
const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** A request that may change content: a form or action posted to the staff area. */
function isStaffWrite(request: Request): boolean {
  return !safeMethods.has(request.method) && staffPaths.test(new URL(request.url).pathname);
}

function isStorable(response: Response): boolean {
  const type = response.headers.get("content-type") ?? "";
  return (
    response.status === 200 &&
    response.body !== null &&
    !response.headers.has("set-cookie") &&
    !response.headers.has("content-encoding") &&
    !privateCacheControl.test(response.headers.get("cache-control") ?? "") &&
    COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)
  );
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function toCachedPage(
  response: Response,
  identity: Uint8Array<ArrayBuffer>,
): Promise<CachedPage | null> {
  const type = response.headers.get("content-type") ?? "";
  const isHtml = type.startsWith("text/html");
  const text = renderedTypes.test(type) ? new TextDecoder().decode(identity) : "";
  if (failureMarks.some((mark) => text.includes(mark))) return null;
  const [gzipped, brotli] = await Promise.all([
    // Brotli 5 is within 3% of brotli 9 on our pages at an eighth of the time; gzip likewise.
    gzipAsync(identity, { level: 6 }),
    brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  ]);
  const headers = [...response.headers].filter(([name]) => name !== "content-length");
  if (!response.headers.has("cache-control")) headers.push(["cache-control", defaultCacheControl]);
  return {
    headers,
    identityLength: identity.byteLength,
    gzip: new Uint8Array(gzipped),
    br: new Uint8Array(brotli),
    etag: createHash("sha256").update(identity).digest("base64url").slice(0, 27),
    scriptHashes: isHtml ? inlineScriptHashes(text) : [],
    accountSlot: isHtml && text.includes(sharedAccountSlot),
    storedAt: Date.now(),
  };
}

/** The account slot of a page that is the same for every signed-in visitor but its slots. */
const sharedAccountSlot = 'data-account-slot="shared"';
const slotEnd = Buffer.from("</div>");
const visitorSlotMark = Buffer.from('data-visitor-slot="');

/** Bytes of a page, from `start` to `end`, to be replaced with `markup`. */
export interface PagePart {
  start: number;
  end: number;
  markup: string;
}

/**
 * Where the content of a page's shared account slot lies, or null when it has none. The slot holds
 * the signed-out entry, a link without a <div> (components/account-menu.tsx).
 */
export function accountSlotContent(html: Buffer): { start: number; end: number } | null {
  const slot = html.indexOf(sharedAccountSlot);
  if (slot < 0) return null;
  const start = html.indexOf(">", slot) + 1;
  const end = html.indexOf(slotEnd, start);
  return start === 0 || end < 0 ? null : { start, end };
}

/**
 * The visitor slots of a page (lib/visitor-slots.ts), each with where its whole element lies:
 * from its start tag to the first closing tag of its name, which its content never holds.
 */
export function visitorSlotElements(
  html: Buffer,
): { slot: VisitorSlot; start: number; end: number }[] {
  const elements: { slot: VisitorSlot; start: number; end: number }[] = [];
  for (
    let at = html.indexOf(visitorSlotMark);
    at >= 0;
    at = html.indexOf(visitorSlotMark, at + 1)
  ) {
    const valueStart = at + visitorSlotMark.length;
    const valueEnd = html.indexOf('"', valueStart);
    const start = html.lastIndexOf("<", at);
    const name = /^[a-z][a-z0-9-]*/.exec(html.toString("latin1", start + 1, at))?.[0];
    const slot = parseVisitorSlot(html.toString("utf8", valueStart, valueEnd));
    const close = name ? html.indexOf(`</${name}>`, valueEnd) : -1;
    if (slot && name && close >= 0) elements.push({ slot, start, end: close + name.length + 3 });
  }
  return elements;
}

/**
 * The page with each part's bytes replaced by its markup (parts in the page's order, apart).
 * Works on the bytes: the page is never decoded into a string and encoded again (ADR 096).
 */
export function replaceParts(html: Buffer, parts: readonly PagePart[]): Buffer<ArrayBuffer> {
  const pieces: Buffer[] = [];
  let from = 0;
  for (const part of parts) {
    pieces.push(html.subarray(from, part.start), Buffer.from(part.markup));
    from = part.end;
  }
  pieces.push(html.subarray(from));
  return Buffer.concat(pieces) as Buffer<ArrayBuffer>;
}

/**
 * A shared page for a signed-in visitor: the cached page with their account entry and their
 * visitor slots, uncompressed (the compression middleware compresses it as a rendered page) and
 * private (privateResponses); null without a valid session.
 */
async function signedInResponse(
  page: CachedPage,
  request: Request,
  partsOf: NonNullable<PageCacheMiddlewareOptions["signedInParts"]>,
): Promise<Response | null> {
  const html = gunzipSync(page.gzip);
  const account = accountSlotContent(html);
  if (!account) return null;
  const slots = visitorSlotElements(html);
  const own = await partsOf(
    request,
    slots.map((element) => element.slot),
  );
  if (!own) return null;
  const parts: PagePart[] = [{ ...account, markup: own.accountEntry }];
  slots.forEach((element, index) => {
    const markup = own.slots[index];
    if (markup !== undefined) parts.push({ start: element.start, end: element.end, markup });
  });
  parts.sort((a, b) => a.start - b.start);
  const headers = new Headers(page.headers.filter(([name]) => name !== "etag"));
  headers.set("Vary", "Accept-Encoding, Cookie");
  headers.set("X-Page-Cache", "signed-in");
  return new Response(request.method === "HEAD" ? null : replaceParts(html, parts), {
    status: 200,
    headers,
  });
}

const weakPrefix = /^W\//;

/** The ETag its handler gave the page (a feed's), without W/: kept, so misses and hits agree. */
function ownETag(page: CachedPage): string | undefined {
  return page.headers
    .find(([name]) => name === "etag")?.[1]
    .trim()
    .replace(weakPrefix, "");
}

/**
 * The page's ETag in one encoding: its handler's, weak when compressed as on a miss (see
 * compression.ts), or else the cache's own, one per encoding.
 */
function etagOf(page: CachedPage, encoding: Encoding | undefined): string {
  const own = ownETag(page);
  if (own) return encoding ? `W/${own}` : own;
  return `"${page.etag}${encoding ? `-${encoding}` : ""}"`;
}

/**
 * If-None-Match matches any encoding of the page (weak comparison, as RFC 9110 asks), or the ETag
 * its handler gave it (a feed's), which a client may hold from the response that filled the cache.
 * Without If-None-Match, If-Modified-Since is compared with the page's Last-Modified (feeds).
 */
export function isNotModified(page: CachedPage, header: HeaderReader): boolean {
  const ifNoneMatch = header("if-none-match");
  if (ifNoneMatch) {
    const own = ownETag(page);
    return ifNoneMatch.split(",").some((candidate) => {
      const tag = candidate.trim().replace(weakPrefix, "");
      return tag === "*" || tag.replace(/-(?:br|gzip)"$/, '"') === `"${page.etag}"` || tag === own;
    });
  }
  const since = Date.parse(header("if-modified-since") ?? "");
  const lastModified = Date.parse(
    page.headers.find(([name]) => name === "last-modified")?.[1] ?? "",
  );
  return Number.isFinite(since) && Number.isFinite(lastModified) && lastModified <= since;
}

/** The body a hit sends in `encoding` (identity when undefined: the gzip copy unpacked). */
export function hitBody(page: CachedPage, encoding: Encoding | undefined): Uint8Array<ArrayBuffer> {
  return encoding ? page[encoding] : new Uint8Array(gunzipSync(page.gzip));
}

/**
 * The headers of a hit before the security headers are added: the page's own, its ETag in the
 * encoding, Vary, X-Page-Cache, and Content-Encoding and Content-Length (none on a 304, which has
 * no Content-Type either).
 */
export function hitHeaders(
  page: CachedPage,
  encoding: Encoding | undefined,
  notModified: boolean,
): Headers {
  const headers = new Headers(page.headers);
  headers.set("ETag", etagOf(page, encoding));
  headers.set("Vary", "Accept-Encoding, Cookie");
  headers.set("X-Page-Cache", "hit");
  if (notModified) {
    headers.delete("content-type");
    return headers;
  }
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(encoding ? page[encoding].byteLength : page.identityLength));
  return headers;
}

function cachedResponse(page: CachedPage, request: Request): Response {
  const header = fetchHeaders(request.headers);
  const encoding = negotiateEncoding(header("accept-encoding"));
  const notModified = isNotModified(page, header);
  const headers = hitHeaders(page, encoding, notModified);
  if (notModified) return new Response(null, { status: 304, headers });
  const body = request.method === "HEAD" ? null : hitBody(page, encoding);
  return new Response(body, { status: 200, headers });
}

/**
 * Serves anonymous pages and feeds from the page cache, with an ETag per encoding and 304 for a
 * matching If-None-Match. A miss is streamed to the visitor as usual while a copy is read to the
 * end, compressed once, and stored with the hashes of its inline scripts for the CSP.
 */
export function pageCache({
  cache,
  refreshStableUntil,
  signedInParts,
}: PageCacheMiddlewareOptions): MiddlewareHandler<{ Variables: SecurityVariables }> {
  /** The shared page of a signed-in visitor's request with their own parts, or null. */
  async function forSignedInVisitor(c: Context<{ Variables: SecurityVariables }>) {
    const key = signedInParts && cache.isActive() ? signedInPageKey(c.req.raw) : undefined;
    // Most signed-in requests are for pages the cache does not share: they go on at once.
    if (!key || !cache.get(key)?.accountSlot) return null;
    // A change notification that arrived together with this request is read first.
    await new Promise(setImmediate);
    const page = cache.get(key);
    if (!page?.accountSlot) return null;
    // A failed lookup (the database away) is the app's to answer, as for any signed-in request.
    const response = signedInParts
      ? await signedInResponse(page, c.req.raw, signedInParts).catch(() => null)
      : null;
    if (response) c.set("scriptHashes", page.scriptHashes);
    return response;
  }

  // Pages being rendered for the cache: visitors who miss the same page meanwhile wait for that
  // render instead of each rendering it again (a cold cache under a burst renders each page once).
  const rendering = new Map<string, Promise<CachedPage | null>>();
  return async (c, next) => {
    const key = pageCacheKey(c.req.raw);
    if (!key) {
      const signedIn = await forSignedInVisitor(c);
      if (signedIn) return signedIn;
      await next();
      // A staff member's write: emptied before the answer leaves, so their next look at the public
      // pages shows it even before the write's NOTIFY is read (other instances wait for that).
      if (isStaffWrite(c.req.raw) && c.res.status < 400) cache.invalidate();
      return;
    }
    if (cache.needsStableUntil()) refreshStableUntil();
    // A change notification that arrived together with this request is read first.
    if (cache.isActive()) await new Promise(setImmediate);
    const page = cache.get(key) ?? (await rendering.get(key));
    if (page) {
      c.set("scriptHashes", page.scriptHashes);
      return cachedResponse(page, c.req.raw);
    }
    if (c.req.method !== "GET" || rendering.has(key) || !cache.isActive()) {
      await next();
      return;
    }
    let settle: (page: CachedPage | null) => void = () => {};
    rendering.set(
      key,
      new Promise((resolve) => {
        settle = resolve;
      }),
    );
    const generation = cache.generation;
    let stored: Promise<CachedPage | null> = Promise.resolve(null);
    try {
      await next();
      const response = c.res;
      if (isStorable(response) && response.body) {
        const [toVisitor, toCache] = response.body.tee();
        c.res = new Response(toVisitor, response);
        c.res.headers.set("X-Page-Cache", "miss");
        stored = readAll(toCache)
          .then((identity) => toCachedPage(response, identity))
          .then((cached) => (cached && cache.set(key, cached, generation) ? cached : null))
          .catch((error: unknown) => {
            logger.warn("page not cached", { path: c.req.path, ...errorFields(error) });
            return null;
          });
      }
    } finally {
      stored.then(settle).finally(() => rendering.delete(key));
    }
  };
}
