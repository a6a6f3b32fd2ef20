import type { MiddlewareHandler } from "hono";
import { clientAddressHeader } from "./client-address.ts";

/**
 * Pages whose query string asks for a search or a filter (and their `.data` for client
 * navigations): every distinct query is a fresh render with full-text queries behind it.
 */
const searchPages = /^\/(?:search|knowledge-center|careers|tags\/[^/]+)(?:\.data|\/)?$/;

export interface RenderLimitOptions {
  /** Searches one client may have rendering at once. */
  perClient: number;
  /** Searches rendering at once in this process. */
  overall: number;
}

/**
 * Two cores render a handful of search pages at once; the rest of a burst only queues behind
 * them (and behind them every other page). A visitor typing rarely has more than one search in
 * flight, so three per client pass ordinary use; twelve overall keep the pool and the CPU for
 * the rest of the site.
 */
export const defaultRenderLimits: RenderLimitOptions = { perClient: 3, overall: 12 };
const retryAfterSeconds = 2;
/** A render counts at most this long (a slow reader's page, a stream never finished). */
const maxCountedMs = 30_000;

/**
 * Limits concurrent renders of search and filter pages per client and overall, from the request
 * to the last byte of the page; past the limit the answer is 429 with Retry-After. Placed after
 * the page cache: a cached search costs nothing and is not counted.
 */
export function limitSearchRenders({
  perClient,
  overall,
}: RenderLimitOptions = defaultRenderLimits): MiddlewareHandler {
  const runningByClient = new Map<string, number>();
  let running = 0;
  return async (c, next) => {
    const isSearch =
      (c.req.method === "GET" || c.req.method === "HEAD") &&
      searchPages.test(c.req.path) &&
      new URL(c.req.url).search !== "";
    if (!isSearch) return next();
    const client = c.req.header(clientAddressHeader) ?? "unknown";
    const mine = runningByClient.get(client) ?? 0;
    if (mine >= perClient || running >= overall) {
      return new Response("Too many searches at once. Please try again in a moment.", {
        status: 429,
        headers: {
          "content-type": "text/plain; charset=utf-8",
          "cache-control": "no-store",
          "retry-after": String(retryAfterSeconds),
        },
      });
    }
    running += 1;
    runningByClient.set(client, mine + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      running -= 1;
      const left = (runningByClient.get(client) ?? 1) - 1;
      if (left === 0) runningByClient.delete(client);
      else runningByClient.set(client, left);
    };
    try {
      await next();
    } catch (error) {
      release();
      throw error;
    }
    const body = c.res.body;
    if (!body) return release();
    c.res = new Response(releasedWhenSent(body, release), c.res);
    // A visitor reading the page very slowly does not hold a place for longer.
    setTimeout(release, maxCountedMs).unref();
  };
}

/**
 * The page goes on rendering while its HTML streams: the render counts until its last byte is
 * sent, or the visitor goes away.
 */
function releasedWhenSent(body: ReadableStream<Uint8Array>, release: () => void) {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          release();
          controller.close();
        } else {
          controller.enqueue(value);
        }
      } catch (error) {
        release();
        controller.error(error);
      }
    },
    cancel(reason) {
      release();
      return reader.cancel(reason);
    },
  });
}
