// A database outage must not take the site down: pages that need the database answer 503 with
// the error screen and Retry-After, /readyz answers 503 (/healthz stays 200), and once PostgreSQL is back the same
// running app answers 200 again. Runs against a PostgreSQL server of its own (it stops it).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { createElement } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, getDb, openDatabase, setDatabase, withDbRetry } from "~/lib/db.server";
import { setLogLevel } from "~/lib/logger.server";
import { type PostgresServer, startPostgres } from "../tests/support/postgres-server";
import { createHonoApp } from "./app";
import { onePageBuild } from "./test-build";

const OpenPositions = () => createElement("p", null, "Open positions, read from the database");

/**
 * The app's real server (headers, compression, redirects, health, React Router with the app's
 * entry.server and root error boundary) serving a two-route build: a page whose loader reads the
 * database, as the knowledge center and careers pages do.
 */
async function readOpenPositions() {
  const result = await withDbRetry(() =>
    getDb().execute(sql`select count(*)::int as count from app_meta`),
  );
  return { rows: (result as unknown as { rows: unknown[] }).rows.length };
}

function buildWithDatabasePage(loader: () => Promise<unknown> = readOpenPositions) {
  return onePageBuild({ path: "open-positions", Page: OpenPositions, loader });
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

describe("database outage", () => {
  let server: PostgresServer;
  let database: Database;
  let dataDir: string;
  let app: ReturnType<typeof createHonoApp>;

  beforeAll(async () => {
    setLogLevel("silent");
    server = await startPostgres();
    dataDir = mkdtempSync(path.join(tmpdir(), "site-resilience-"));
    database = openDatabase({ databaseUrl: server.url, dataDir, poolSize: 2 });
    await database.migrate();
    setDatabase(database);
    app = createHonoApp({ dev: false, build: buildWithDatabasePage() });
  }, 120_000);

  afterAll(async () => {
    setDatabase(undefined);
    setLogLevel("info");
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await database?.close();
    server?.destroy();
  });

  it("answers 503 while PostgreSQL is down and recovers without a restart", async () => {
    expect((await app.request("/readyz")).status).toBe(200);
    const before = await app.request("/open-positions");
    expect(before.status).toBe(200);
    expect(await before.text()).toContain("Open positions, read from the database");

    server.stop();
    try {
      // Alive, so not restarted; not ready, so sent no traffic.
      expect((await app.request("/healthz")).status).toBe(200);
      const ready = await app.request("/readyz");
      expect(ready.status).toBe(503);
      expect(ready.headers.get("Retry-After")).toBe("30");
      expect(await ready.json()).toEqual({
        status: "unavailable",
        database: "unreachable",
        storage: "ok",
      });

      const page = await app.request("/open-positions");
      expect(page.status).toBe(503);
      expect(page.headers.get("Retry-After")).toBe("30");
      expect(page.headers.get("Cache-Control")).toBe("no-store");
      expect(page.headers.get("Content-Security-Policy")).toContain("require-trusted-types-for");
      const html = await page.text();
      expect(html).toContain("Something Went Wrong");
      expect(html).toContain("Our team has been notified.");
      expect(html).toContain("Reload Page");

      // A client-side navigation's data request gets the same status.
      const data = await app.request("/open-positions.data");
      expect(data.status).toBe(503);
      expect(data.headers.get("Retry-After")).toBe("30");

      // Pages that do not need the database keep their own status.
      const missing = await app.request("/no-such-page");
      expect(missing.status).toBe(404);
      expect(missing.headers.get("Retry-After")).toBeNull();
      expect(await missing.text()).toContain("Page Not Found");
    } finally {
      server.start();
    }

    const recovered = await eventually(
      async () => (await app.request("/open-positions")).status === 200,
    );
    expect(recovered).toBe(true);
    expect((await app.request("/readyz")).status).toBe(200);
    const after = await app.request("/open-positions");
    expect(after.status).toBe(200);
    expect(after.headers.get("Retry-After")).toBeNull();
  });

  it("does not turn other server errors into 503", async () => {
    const failing = buildWithDatabasePage(async () => {
      await getDb().execute(sql`select * from no_such_table`);
      return {};
    });
    const broken = createHonoApp({ dev: false, build: failing });
    const response = await broken.request("/open-positions");
    expect(response.status).toBe(500);
    expect(response.headers.get("Retry-After")).toBeNull();
    expect(await response.text()).toContain("Something Went Wrong");
  });
});
