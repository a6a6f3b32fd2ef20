import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { MiddlewareHandler } from "hono";
import { LRUCache } from "lru-cache";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { logger, type RequestScope, requestScope } from "~/lib/logger.server";
import { pageCacheRequests, requestDuration } from "~/lib/metrics.server";

type NodeListener = (request: IncomingMessage, response: ServerResponse) => void;

/** Paths whose route pattern is remembered (the pages visited most; others are matched again). */
const rememberedPaths = 2000;

/** Paths the Hono server answers itself, before React Router (server/app.ts). */
const serverRoutes = new Set(["/healthz", "/readyz", "/metrics"]);

/**
 * The route pattern a path matches (`/careers/job/:slug`), read from the app's own route table,
 * so that a log line or a metric names the page and never the path or query a visitor typed.
 * Page-cache hits, which never reach React Router, are named the same way.
 */
export function routePatterns(routes: ServerBuild["routes"]): (pathname: string) => string {
  const entries = Object.values(routes).filter((route) => route !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    entries
      .filter((route) => route.parentId === parentId)
      .map(
        (route) =>
          ({
            id: route.id,
            path: route.path,
            index: route.index,
            caseSensitive: route.caseSensitive,
            children: route.index ? undefined : childrenOf(route.id),
          }) as RouteObject,
      );
  const tree = childrenOf(undefined);
  // matchRoutes ranks the whole route table on every call (~0.5 ms): each path's answer is kept.
  const known = new LRUCache<string, string>({ max: rememberedPaths });
  return (pathname) => {
    if (serverRoutes.has(pathname)) return pathname;
    if (pathname.startsWith("/assets/")) return "/assets/*";
    const remembered = known.get(pathname);
    if (remembered !== undefined) return remembered;
    const matches = matchRoutes(tree, pathname) ?? [];
    const segments = matches.map((match) => match.route.path).filter(Boolean);
    const pattern = `/${segments.join("/")}`.replace(/\/{2,}/g, "/");
    known.set(pathname, pattern);
    return pattern;
  };
}

/** A finished request as its trace span records it (server/tracing.ts). */
export interface RequestSpan {
  method: string;
  route: string;
  status: number;
  requestId: string;
}

/** A request's trace span: `run` handles the request inside it, `end` records how it went. */
export interface RequestTrace {
  run<T>(handle: () => T): T;
  end(request: RequestSpan): void;
}

interface AccessEntry {
  method: string;
  route: string;
  status: number;
  durationMs: number;
  /** "hit" or "miss" when the page cache had a say in the answer. */
  pageCache?: string;
}

/**
 * Gives each request its id (kept in `requestScope` for every log line written while it is
 * handled, and sent back as X-Request-Id); when its response is done, writes one access line,
 * counts it in the metrics and, when tracing is on, ends its span (started with the request, so
 * that the spans of its database queries are its children).
 */
export function withAccessLog(
  listener: NodeListener,
  {
    routeOf,
    traceRequest,
  }: { routeOf: (pathname: string) => string; traceRequest?: (method: string) => RequestTrace },
): NodeListener {
  return (request, response) => {
    const started = performance.now();
    const requestTrace = traceRequest?.(request.method ?? "GET");
    const scope: RequestScope = { requestId: randomUUID() };
    response.once("close", () => {
      const entry: AccessEntry = {
        method: request.method ?? "GET",
        route: routeOf(new URL(request.url ?? "/", "http://site.invalid").pathname),
        status: response.statusCode,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        pageCache: scope.pageCache,
      };
      logger.info("request", {
        ...entry,
        requestId: scope.requestId,
        ...(response.writableFinished ? {} : { aborted: true }),
      });
      requestDuration.observe(
        { method: entry.method, route: entry.route, status_class: `${String(entry.status)[0]}xx` },
        entry.durationMs / 1000,
      );
      if (entry.pageCache) pageCacheRequests.inc({ result: entry.pageCache });
      requestTrace?.end({
        method: entry.method,
        route: entry.route,
        status: entry.status,
        requestId: scope.requestId,
      });
    });
    const handle = () => listener(request, response);
    requestScope.run(scope, () => (requestTrace ? requestTrace.run(handle) : handle()));
  };
}

/** Notes the page cache's answer (its X-Page-Cache header) for the access line. */
export function notePageCacheAnswer(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const scope = requestScope.getStore();
    const answer = c.res.headers.get("x-page-cache");
    if (scope && answer) scope.pageCache = answer;
  };
}
