import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { site } from "~/content/site";
import { openDatabase, setDatabase } from "~/lib/db.server";
import { startOutboxWorker } from "~/lib/email/worker.server";
import { getEnv } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { nonceContext } from "~/lib/request-context";
import { withOutageStatus } from "~/lib/service-unavailable.server";
import { prepareDatabase } from "../db/prepare.ts";
import { clientAddress } from "./client-address.ts";
import { compression } from "./compression.ts";
import { healthRoutes } from "./health.ts";
import { redirects } from "./redirects.ts";
import { formBodiesForPages, refuseNulInAddress, sameOriginMutations } from "./request-guards.ts";
import { securityHeaders } from "./security.ts";
import { staticAssets } from "./static.ts";

type Variables = { nonce: string };

export interface HonoAppOptions {
  dev: boolean;
  /** The React Router build to serve; the app's own by default (tests pass a small one). */
  build?: ServerBuild | (() => Promise<ServerBuild>);
}

export function createHonoApp({
  dev,
  build = () => import("virtual:react-router/server-build"),
}: HonoAppOptions) {
  const handleRequest = createRequestHandler(build, dev ? "development" : "production");
  const env = getEnv();
  const app = new Hono<{ Variables: Variables }>();
  app.use(clientAddress({ trustProxy: env.TRUST_PROXY }));
  app.use(securityHeaders({ dev, siteUrl: env.SITE_URL }));
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
  app.use(formBodiesForPages());
  app.use(refuseNulInAddress());
  app.route("/", healthRoutes());
  if (!dev) app.use(staticAssets("./build/client"));
  app.all("*", async (c) => {
    const context = new RouterContextProvider();
    context.set(nonceContext, c.get("nonce"));
    // A database outage during the request becomes 503 with Retry-After.
    return withOutageStatus(await handleRequest(c.req.raw, context), context);
  });
  return app;
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
  });
  const app = createHonoApp({ dev });
  return {
    app,
    env,
    async stop() {
      await outbox.stop();
      await database.close();
      setDatabase(undefined);
    },
  };
}
