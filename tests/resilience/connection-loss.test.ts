// The PostgreSQL pool when the server drops a connection that is checked out (between a
// transaction's statements, as a restart or pg_terminate_backend does): that transaction fails
// with a transient error (answered 503) and the process goes on; the pool opens a new connection.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Database, isTransientDbError, openDatabase } from "~/lib/db.server";
import { setLogLevel } from "~/lib/logger.server";
import { type PostgresServer, startPostgres } from "../support/postgres-server.ts";
import { queryDb, sleep } from "../support/site-visitors.ts";

let postgres: PostgresServer;
let dataDir: string;
let database: Database;

beforeAll(async () => {
  setLogLevel("silent");
  postgres = await startPostgres();
  dataDir = mkdtempSync(path.join(tmpdir(), "site-connection-loss-"));
  database = openDatabase({ databaseUrl: postgres.url, dataDir, poolSize: 1 });
});

afterAll(async () => {
  await database?.close();
  postgres?.destroy();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  setLogLevel("info");
});

it("fails the transaction whose connection was terminated, and serves the next query", async () => {
  const transaction = database.db.transaction(async (tx) => {
    const result = await tx.execute(sql`select pg_backend_pid() as pid`);
    const [{ pid }] = (result as unknown as { rows: [{ pid: number }] }).rows;
    await queryDb(postgres.url, "select pg_terminate_backend($1)", [pid]);
    // The server's "terminating connection" message reaches the client while no query runs.
    await sleep(300);
    await tx.execute(sql`select 1`);
  });
  const failure = await transaction.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(isTransientDbError(failure)).toBe(true);

  await database.ping();
});
