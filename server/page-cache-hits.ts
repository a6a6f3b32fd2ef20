import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { requestScope } from "~/lib/logger.server";
import { type Encoding, negotiateEncoding } from "./compression.ts";
import type { CachedPage } from "./page-cache.ts";
import {
  type HeaderReader,
  hitBody,
  hitHeaders,
  isNotModified,
  type PageCacheMiddlewareOptions,
  requestCacheKey,
} from "./page-cache-middleware.ts";
import { requestIdHeader } from "./request-id.ts";
import {
  isHttps,
  type ResolvedSecurityOptions,
  resolveSecurityOptions,
  type SecurityOptions,
  securityHeaderList,
} from "./security.ts";

export interface PageCacheHitsOptions extends PageCacheMiddlewareOptions {
  /** The options the app's security headers use (server/app.ts), so a hit carries the same. */
  security: SecurityOptions;
}

/** Answers the request from the page cache, or calls `next` to hand it to the app. */
export type PageCacheHits = (
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
) => void;

/**
 * A Host header @hono/node-server takes as it is (its own test): with any other, the app decides
 * (it may answer 400).
 */
const plainHost = /^[a-z0-9._-]+(?::(?:[1-5]\d{3,4}|[6-9]\d{3}))?$/;

/**
 * A request target that `new URL()` gives back unchanged as pathname and search: unreserved and
 * sub-delimiter characters only (no `'`, which a query has encoded; no `%` in the path, where
 * `%2e` is a dot), and a query that is not empty. Dot segments are tested apart.
 */
const plainTarget = /^\/[\w\-.~!$&()*+,;=:@/]*(?:\?[\w\-.~!$&()*+,;=:@/?%]+)?$/;
const dotSegment = /\/\.\.?(?:[/?]|$)/;

/**
 * The pathname and search of a request as the app sees them (`new URL()` of the URL the adapter
 * builds from the Host header and the request target), or undefined for a request the adapter
 * might refuse or read differently: no plain Host, a target that is not a path, a backslash.
 */
export function requestAddress(
  host: string | undefined,
  target: string | undefined,
): string | undefined {
  if (!host || !plainHost.test(host) || !target?.startsWith("/") || target.includes("\\")) {
    return undefined;
  }
  if (plainTarget.test(target) && !dotSegment.test(target)) return target;
  try {
    const url = new URL(`http://${host}${target}`);
    return url.pathname + url.search;
  } catch {
    return undefined;
  }
}

/**
 * Headers a hit reads that Node's `headers` and a Fetch request read apart when repeated: Node
 * keeps the first User-Agent or If-Modified-Since where a Fetch request joins them all.
 */
const readApartWhenRepeated = new Set(["user-agent", "if-modified-since", "cookie"]);

/**
 * The request's headers by name, or undefined when one of those read apart is repeated: such a
 * request goes to the app to be read as it always is. Other repeats (a proxy's second
 * X-Forwarded-For) are joined alike by both.
 */
function singleHeaders(request: IncomingMessage): HeaderReader | undefined {
  const { headers, rawHeaders } = request;
  if (Object.keys(headers).length * 2 !== rawHeaders.length) {
    const seen = new Set<string>();
    for (let index = 0; index < rawHeaders.length; index += 2) {
      const name = (rawHeaders[index] as string).toLowerCase();
      if (!readApartWhenRepeated.has(name)) continue;
      if (seen.has(name)) return undefined;
      seen.add(name);
    }
  }
  return (name) => {
    const value = headers[name];
    return typeof value === "string" ? value : undefined;
  };
}

const encodings: ReadonlyArray<Encoding | undefined> = [undefined, "gzip", "br"];

/**
 * Every header of a hit as `writeHead` takes them, name and value in turn, in the order and case
 * the app's answer has: the hit's headers with the security headers set on them, as the security
 * middleware sets them, iterated as the adapter iterates a response's Headers.
 */
function completeHeaders(
  page: CachedPage,
  encoding: Encoding | undefined,
  notModified: boolean,
  https: boolean,
  security: ResolvedSecurityOptions,
): string[] {
  const headers = hitHeaders(page, encoding, notModified);
  const securityHeaders = securityHeaderList({
    nonce: "",
    scriptHashes: page.scriptHashes,
    https,
    options: security,
  });
  for (const [name, value] of securityHeaders) headers.set(name, value);
  return [...headers].flat();
}

/**
 * Serves page-cache hits straight to Node's response, before the request becomes a Fetch request
 * and passes the app's middleware, none of which changes a hit's answer (ADR 018 addendum): the
 * complete header list of each page, encoding, status and scheme is built once, from the same
 * functions the app's middleware uses, and kept with the page. Anything else (a miss, a personal
 * or unusual request, a cache that is not serving) goes to `next` unchanged.
 */
export function pageCacheHits({ cache, security }: PageCacheHitsOptions): PageCacheHits {
  const options = resolveSecurityOptions(security);
  const prepared = new WeakMap<CachedPage, Array<string[] | undefined>>();

  function headersFor(
    page: CachedPage,
    encoding: Encoding | undefined,
    notModified: boolean,
    https: boolean,
  ): string[] {
    let variants = prepared.get(page);
    if (!variants) {
      variants = [];
      prepared.set(page, variants);
    }
    const index = encodings.indexOf(encoding) * 4 + (notModified ? 2 : 0) + (https ? 1 : 0);
    let headers = variants[index];
    if (!headers) {
      headers = completeHeaders(page, encoding, notModified, https, options);
      variants[index] = headers;
    }
    return headers;
  }

  /** A hit's headers with an id of its own, where the app's sorted headers would have it. */
  function withRequestId(headers: string[]): string[] {
    let at = 0;
    while (at < headers.length && (headers[at] ?? "").toLowerCase() < requestIdHeader) at += 2;
    const scope = requestScope.getStore();
    if (scope) scope.pageCache = "hit";
    const id = scope?.requestId ?? randomUUID();
    return [...headers.slice(0, at), requestIdHeader, id, ...headers.slice(at)];
  }

  function answer(
    page: CachedPage,
    request: IncomingMessage,
    response: ServerResponse,
    header: HeaderReader,
  ) {
    const https = isHttps({
      forwardedProto: header("x-forwarded-proto"),
      protocol: (request.socket as { encrypted?: boolean }).encrypted ? "https:" : "http:",
      siteUrl: options.siteUrl,
    });
    const encoding = negotiateEncoding(header("accept-encoding"));
    if (isNotModified(page, header)) {
      response.writeHead(304, withRequestId(headersFor(page, encoding, true, https)));
      response.end();
      return;
    }
    response.writeHead(200, withRequestId(headersFor(page, encoding, false, https)));
    if (request.method === "HEAD") response.end();
    else response.end(hitBody(page, encoding));
  }

  return (request, response, next) => {
    const { method } = request;
    if (method !== "GET" && method !== "HEAD") return next();
    const address = requestAddress(request.headers.host, request.url);
    const header = address === undefined ? undefined : singleHeaders(request);
    const key = header && requestCacheKey(method, address as string, header);
    // A cache that is not serving is left to the app's middleware, which also asks for the next
    // scheduled change when that is what it waits for.
    if (!key || !header || !cache.isActive()) return next();
    // A change notification that arrived together with this request is read first.
    setImmediate(() => {
      const page = cache.get(key);
      if (!page) return next();
      try {
        answer(page, request, response, header);
      } catch (error) {
        if (response.headersSent) response.destroy(error as Error);
        else next();
      }
    });
  };
}
