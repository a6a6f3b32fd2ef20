import { Hono } from "hono";
import { getDatabase, withDbRetry } from "~/lib/db.server";

/** `/healthz` answers 200 only when the database answers a query. */
export function healthRoutes() {
  const routes = new Hono();
  routes.get("/healthz", async (c) => {
    c.header("Cache-Control", "no-store");
    try {
      await withDbRetry(() => getDatabase().ping(), { attempts: 1 });
      return c.json({ status: "ok", database: "ok" });
    } catch {
      c.header("Retry-After", "30");
      return c.json({ status: "unavailable", database: "unreachable" }, 503);
    }
  });
  return routes;
}
