import { Hono } from "hono";
import { getDatabase, withDbRetry } from "~/lib/db.server";
import { getStorage } from "~/lib/storage.server";

/** A key no upload has: asking for it shows the storage answers without reading a file. */
const storageProbeKey = "readiness-probe";

/**
 * `/healthz` says the process answers (liveness: restart it when this fails); `/readyz` says it
 * can serve pages, as the database and the file storage answer and its pages are warmed up
 * (readiness: send it traffic).
 */
export function healthRoutes({ warming = () => false }: { warming?: () => boolean } = {}) {
  const routes = new Hono();
  routes.get("/healthz", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ status: "ok" });
  });
  routes.get("/readyz", async (c) => {
    c.header("Cache-Control", "no-store");
    const [database, storage] = await Promise.all([
      answers(() => withDbRetry(() => getDatabase().ping(), { attempts: 1 })),
      answers(() => getStorage().get(storageProbeKey)),
    ]);
    const pagesWarming = warming();
    const ready = database && storage && !pagesWarming;
    if (!ready) c.header("Retry-After", pagesWarming ? "2" : "30");
    return c.json(
      {
        status: ready ? "ok" : "unavailable",
        database: database ? "ok" : "unreachable",
        storage: storage ? "ok" : "unreachable",
        ...(pagesWarming ? { pages: "warming up" } : {}),
      },
      ready ? 200 : 503,
    );
  });
  return routes;
}

async function answers(check: () => Promise<unknown>): Promise<boolean> {
  try {
    await check();
    return true;
  } catch {
    return false;
  }
}
