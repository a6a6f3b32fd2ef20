import { Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { site } from "~/content/site";
import { openDatabase, setDatabase } from "~/lib/db.server";
import { startOutboxWorker } from "~/lib/email/worker.server";
import { getEnv } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { nonceContext } from "~/lib/request-context";
import { prepareDatabase } from "../db/prepare.ts";
import { healthRoutes } from "./health.ts";
import { securityHeaders } from "./security.ts";
import { staticAssets } from "./static.ts";

type Variables = { nonce: string };

export function createHonoApp({ dev }: { dev: boolean }) {
  const handleRequest = createRequestHandler(
    () => import("virtual:react-router/server-build"),
    dev ? "development" : "production",
  );
  const app = new Hono<{ Variables: Variables }>();
  app.use(securityHeaders({ dev }));
  app.use(compress());
  app.route("/", healthRoutes());
  if (!dev) app.use(staticAssets("./build/client"));
  app.all("*", (c) => {
    const context = new RouterContextProvider();
    context.set(nonceContext, c.get("nonce"));
    return handleRequest(c.req.raw, context);
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
