// A burst of searches must not take the instance down: past the limit a search is answered 429
// at once, and /readyz answers from a connection of its own while every pooled one is held.
// Runs against a PostgreSQL server of its own.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { createElement } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, getDb, openDatabase, setDatabase } from "~/lib/db.server";
import { setLogLevel } from "~/lib/logger.server";
import { type PostgresServer, startPostgres } from "../tests/support/postgres-server";
import { createHonoApp } from "./app";
import { onePageBuild } from "./test-build";

const poolSize = 2;
const Results = () => createElement("p", null, "Search results");

describe("search burst", () => {
  let server: PostgresServer;
  let database: Database;
  let dataDir: string;
  let app: ReturnType<typeof createHonoApp>;
  let rendering = 0;
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });

  /** A search render that holds a pooled connection until the test releases it. */
  async function heldSearch() {
    return getDb().transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      rendering += 1;
      await released;
      return { held: true };
    });
  }

  beforeAll(async () => {
    setLogLevel("silent");
    server = await startPostgres();
    dataDir = mkdtempSync(path.join(tmpdir(), "site-render-limits-"));
    database = openDatabase({ databaseUrl: server.url, dataDir, poolSize, poolWaitMs: 1_000 });
    await database.migrate();
    setDatabase(database);
    app = createHonoApp({
      dev: false,
      build: onePageBuild({ path: "search", Page: Results, loader: heldSearch }),
      renderLimits: { perClient: poolSize, overall: 10 },
    });
  }, 120_000);

  afterAll(async () => {
    release();
    setDatabase(undefined);
    setLogLevel("info");
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    server?.destroy();
  });

  it("answers the search past the limit 429 with Retry-After, and /readyz 200 beside the held ones", async () => {
    const held = [app.request("/search?q=kubernetes"), app.request("/search?q=react")];
    // Both renders hold a connection each: the pool has none left.
    await expect.poll(() => rendering).toBe(poolSize);

    const extra = await app.request("/search?q=cloud");
    expect(extra.status).toBe(429);
    expect(extra.headers.get("Retry-After")).toBe("2");
    expect(await extra.text()).toMatch(/Too many searches at once/);

    const ready = await app.request("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ok", database: "ok", storage: "ok" });

    release();
    for (const response of await Promise.all(held)) {
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("Search results");
    }
    // The held renders are done: the next search renders again.
    expect((await app.request("/search?q=cloud")).status).toBe(200);
  });

  it("ends a statement running past the statement timeout", async () => {
    const strict = openDatabase({ databaseUrl: server.url, dataDir, statementTimeoutMs: 200 });
    try {
      await expect(strict.db.execute(sql`select pg_sleep(2)`)).rejects.toMatchObject({
        cause: expect.objectContaining({ code: "57014" }),
      });
    } finally {
      await strict.close();
    }
  });
});
