// The pool gauge as Prometheus reads it: a query that finds every pooled PostgreSQL connection
// taken shows as waiting, and leaves the count when a connection comes back.
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Database, openDatabase } from "~/lib/db.server";
import { registerSiteGauges } from "~/lib/metrics.server";
import { type PostgresServer, startPostgres } from "../tests/support/postgres-server.ts";
import { startMetricsServer } from "./metrics.ts";

describe("db_pool_waiting_queries", () => {
  let postgres: PostgresServer;
  let dataDir: string;
  let database: Database;
  let metricsServer: Server;

  const waitingQueries = async () => {
    const port = (metricsServer.address() as AddressInfo).port;
    const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    return Number(/^db_pool_waiting_queries (\d+)$/m.exec(metrics)?.[1]);
  };

  beforeAll(async () => {
    postgres = await startPostgres();
    dataDir = mkdtempSync(path.join(tmpdir(), "pool-metrics-"));
    database = openDatabase({ databaseUrl: postgres.url, dataDir, poolSize: 1 });
    registerSiteGauges({ db: database.db, poolWaiting: database.poolWaiting });
    metricsServer = await startMetricsServer(0, "127.0.0.1");
  }, 60_000);

  afterAll(async () => {
    await new Promise((resolve) => metricsServer?.close(resolve));
    await database?.close();
    postgres?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("shows the queries waiting while the pool's one connection is held, and none after", async () => {
    expect(await waitingQueries()).toBe(0);
    const held = Promise.withResolvers<void>();
    const connectionTaken = Promise.withResolvers<void>();
    // A transaction keeps the only connection until released.
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      connectionTaken.resolve();
      await held.promise;
    });
    await connectionTaken.promise;
    // Two more queries (a drizzle query runs when awaited, hence the async callback).
    const queued = [1, 2].map(async () => database.db.execute(sql`select 2`));
    try {
      // pg-pool queues them at once; the gauge reads its queue.
      await vi.waitFor(() => expect(database.poolWaiting?.()).toBe(2));
      expect(await waitingQueries()).toBe(2);
    } finally {
      held.resolve();
    }
    await transaction;
    await Promise.all(queued);
    expect(await waitingQueries()).toBe(0);
  });
});
