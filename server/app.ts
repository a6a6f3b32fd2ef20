import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { site } from "~/content/site";
import { type Database, openDatabase, setDatabase } from "~/lib/db.server";
import { startOutboxWorker } from "~/lib/email/worker.server";
import { getEnv } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { registerSiteGauges } from "~/lib/metrics.server";
import { nonceContext } from "~/lib/request-context";
import { startRetentionJob } from "~/lib/retention.server";
import { withOutageStatus } from "~/lib/service-unavailable.server";
import {
  notePageCacheAnswer,
  type RequestTrace,
  routePatterns,
  withAccessLog,
} from "./access-log.ts";
import { clientAddress } from "./client-address.ts";
import { compression } from "./compression.ts";
import { followContentChanges } from "./content-changes.ts";
import { healthRoutes } from "./health.ts";
import { startMetricsServer } from "./metrics.ts";
import { PageCache } from "./page-cache.ts";
import { type PageCacheHits, pageCacheHits } from "./page-cache-hits.ts";
import { type PageCacheMiddlewareOptions, pageCache } from "./page-cache-middleware.ts";
import { prepareDatabase } from "./prepare-database.ts";
import { privateResponses } from "./private-responses.ts";
import { redirects } from "./redirects.ts";
import { limitSearchRenders, type RenderLimitOptions } from "./render-limits.ts";
import {
  bodySizeLimit,
  formBodiesForPages,
  refuseNulInAddress,
  sameOriginMutations,
} from "./request-guards.ts";
import { requestId } from "./request-id.ts";
import {
  resolveSecurityOptions,
  type SecurityOptions,
  type SecurityVariables,
  securityHeaders,
} from "./security.ts";
import { signedInParts } from "./signed-in-parts.ts";
import { staticAssets } from "./static.ts";
import { type WarmUp, warmUpPages } from "./warm-up.ts";

export interface HonoAppOptions {
  dev: boolean;
  /** The React Router build to serve; the app's own by default (tests pass a small one). */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** Serve anonymous pages and feeds from this cache (production; see server/page-cache.ts). */
  pageCache?: PageCacheMiddlewareOptions;
  /** The security headers' options; by default development or not and the configured SITE_URL. */
  security?: SecurityOptions;
  /** Concurrent search renders allowed per client and overall (server/render-limits.ts). */
  renderLimits?: RenderLimitOptions;
  /** While true, `/readyz` says the process is not ready (its pages are warming up). */
  warming?: () => boolean;
}

/** The security headers' options of the site as configured. */
export function siteSecurityOptions(dev: boolean): SecurityOptions {
  return resolveSecurityOptions({ dev, siteUrl: getEnv().SITE_URL });
}

/**
 * React Router's handler of a build that does not change. Given a function, React Router loads
 * the build and ranks its route table again on every request (for development's reloads); in
 * production the build is loaded and its tables are built once.
 */
function productionHandler(build: ServerBuild | (() => Promise<ServerBuild>)) {
  if (typeof build !== "function") return createRequestHandler(build, "production");
  let handler: Promise<ReturnType<typeof createRequestHandler>> | undefined;
  return async (...args: Parameters<ReturnType<typeof createRequestHandler>>) => {
    handler ??= build().then(
      (loaded) => createRequestHandler(loaded, "production"),
      (error: unknown) => {
        handler = undefined;
        throw error;
      },
    );
    return (await handler)(...args);
  };
}

export function createHonoApp({
  dev,
  build = () => import("virtual:react-router/server-build"),
  pageCache: pageCacheOptions,
  security = siteSecurityOptions(dev),
  renderLimits,
  warming,
}: HonoAppOptions) {
  const handleRequest = dev ? createRequestHandler(build, "development") : productionHandler(build);
  const env = getEnv();
  const app = new Hono<{ Variables: SecurityVariables }>();
  app.use(requestId());
  app.use(notePageCacheAnswer());
  app.use(clientAddress({ trustProxy: env.TRUST_PROXY }));
  app.use(securityHeaders(security));
  app.use(compression());
  app.use(redirects());
  app.use(
    sameOriginMutations({
      siteUrl: env.SITE_URL,
      trustedOrigins: (env.TRUSTED_ORIGINS ?? "")
        .split(",")
        .map((origin) => origin.trim())
        .filter(Boolean),
    }),
  );
  app.use(bodySizeLimit());
  app.use(formBodiesForPages());
  app.use(refuseNulInAddress());
  app.route("/", healthRoutes({ warming }));
  if (!dev) app.use(staticAssets("./build/client"));
  app.use(privateResponses());
  if (pageCacheOptions) app.use(pageCache(pageCacheOptions));
  app.use(limitSearchRenders(renderLimits));
  app.all("*", async (c) => {
    const context = new RouterContextProvider();
    context.set(nonceContext, c.get("nonce"));
    // A database outage during the request becomes 503 with Retry-After.
    return withOutageStatus(await handleRequest(c.req.raw, context), context);
  });
  return app;
}

const pageMaxAgeMs = 5 * 60_000;

/**
 * Follows content writes from every instance: they empty the in-process caches and the page
 * cache. No page cache in development or when set to 0 MB.
 */
async function followContent(
  database: Database,
  { dev, megabytes }: { dev: boolean; megabytes: number },
) {
  const cache =
    dev || megabytes === 0
      ? undefined
      : new PageCache({ maxBytes: megabytes * 1024 * 1024, maxAgeMs: pageMaxAgeMs });
  const changes = await followContentChanges(database, cache);
  return {
    pageCache: cache && {
      cache,
      refreshStableUntil: changes.refreshStableUntil,
      signedInParts,
    },
    stop: changes.stop,
  };
}

/**
 * The app as a Node request listener: page-cache hits are written straight to the response before
 * the app sees them; every request gets its id and its access line (server/access-log.ts).
 */
export function siteListener(
  app: { fetch: (request: Request) => Response | Promise<Response> },
  {
    hits,
    routeOf,
    traceRequest,
  }: {
    hits?: PageCacheHits;
    routeOf: (pathname: string) => string;
    traceRequest?: (method: string) => RequestTrace;
  },
) {
  const listener = getRequestListener(app.fetch);
  return withAccessLog(
    hits
      ? (request, response) => hits(request, response, () => listener(request, response))
      : listener,
    { routeOf, traceRequest },
  );
}

/** Opens and prepares the database, starts background work, and returns the app to serve. */
export async function startSite({ dev }: { dev: boolean }) {
  const env = getEnv();
  const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  setDatabase(database);
  await prepareDatabase(database);
  logger.info("database ready", { kind: database.kind });
  const outbox = startOutboxWorker({
    db: database.db,
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM ?? `${site.name} <${site.email}>`,
    dkim:
      env.DKIM_DOMAIN && env.DKIM_SELECTOR && env.DKIM_PRIVATE_KEY
        ? {
            domainName: env.DKIM_DOMAIN,
            keySelector: env.DKIM_SELECTOR,
            privateKey: env.DKIM_PRIVATE_KEY,
          }
        : undefined,
  });
  const retentionJob = startRetentionJob(database.db);
  // The OpenTelemetry SDK is loaded only when traces have somewhere to go.
  const tracing = env.OTEL_EXPORTER_OTLP_ENDPOINT
    ? (await import("./tracing.ts")).startTracing(env.OTEL_EXPORTER_OTLP_ENDPOINT)
    : undefined;
  const contentChanges = await followContent(database, { dev, megabytes: env.PAGE_CACHE_MB });
  const security = siteSecurityOptions(dev);
  // Warming up needs the page cache; it starts once the process listens (server.js).
  const warmsUp = env.WARM_UP_PAGES && contentChanges.pageCache !== undefined;
  let warmUp: WarmUp | undefined;
  const app = createHonoApp({
    dev,
    pageCache: contentChanges.pageCache,
    security,
    warming: () => warmsUp && (warmUp?.warming ?? true),
  });
  const { routes } = await import("virtual:react-router/server-build");
  registerSiteGauges({
    db: database.db,
    pageCacheBytes: () => contentChanges.pageCache?.cache.heldBytes ?? 0,
    poolWaiting: database.poolWaiting,
  });
  const metricsServer =
    env.METRICS_PORT === undefined
      ? undefined
      : await startMetricsServer(env.METRICS_PORT, env.HOST);
  return {
    app,
    /** The Node request listener (server.js): page-cache hits, the app, and the access log. */
    listener: siteListener(app, {
      hits: contentChanges.pageCache && pageCacheHits({ ...contentChanges.pageCache, security }),
      routeOf: routePatterns(routes),
      traceRequest: tracing?.traceRequest,
    }),
    env,
    /** Asks the listening process at `origin` for its pages once (WARM_UP_PAGES, ADR 074). */
    warmUp(origin: string) {
      if (warmsUp && contentChanges.pageCache) {
        warmUp ??= warmUpPages(origin, contentChanges.pageCache);
      }
    },
    async stop() {
      warmUp?.stop();
      metricsServer?.close();
      await contentChanges.stop();
      await outbox.stop();
      await retentionJob.stop();
      await database.close();
      await tracing?.stop();
      setDatabase(undefined);
    },
  };
}
