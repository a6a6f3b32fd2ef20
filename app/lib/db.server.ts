import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "../../db/schema/index.ts";
import { getEnv } from "./env.server.ts";
import { logger } from "./logger.server.ts";
import { type ChannelListener, listenWithReconnect } from "./pg-listener.server.ts";

export type Schema = typeof schema;
/** The query API shared by the PGlite and node-postgres drivers. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Anything that can run a query: the database or an open transaction. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** Queries waiting for a free pooled connection (PostgreSQL; PGlite has no pool). */
  poolWaiting?: () => number;
  /** Follows NOTIFYs on `channel` (from any connection or instance); resolves to a stop function. */
  listen(channel: string, listener: ChannelListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Connections to PostgreSQL per process (DATABASE_POOL_SIZE, default 20). */
  poolSize?: number;
  /** How long a query waits for a free connection before failing (DATABASE_POOL_WAIT_MS). */
  poolWaitMs?: number;
  /** PostgreSQL ends a statement running longer than this (DATABASE_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs?: number;
}

/*
 * Pool defaults (DATABASE_POOL_SIZE 20, DATABASE_POOL_WAIT_MS 10 s, in env.server.ts) for one app process on a small machine (2 cores) beside one PostgreSQL server.
 * PostgreSQL's queries here take milliseconds; a connection is mostly held while this process is
 * busy between a transaction's statements (rendering other pages, a sign-up hashing its password
 * inside better-auth's transaction). Under a burst the 10 connections of before were all held
 * that way and requests waiting more than 3 s for one failed (503), although PostgreSQL itself
 * was idle. 20 connections (two instances: 40 of PostgreSQL's default 100) and a 10 s wait let a
 * burst queue instead; a stopped server still fails at once (connection refused), so outages are
 * not answered later. Both can be set per deployment.
 */
/*
 * The statement timeout (DATABASE_STATEMENT_TIMEOUT_MS, 15 s): the site's queries take
 * milliseconds; a statement still running after 15 s is a runaway (a pathological search) holding
 * a connection other pages wait for. Migrations run on their own connection without it.
 */

const migrationsFolder = path.resolve("db/migrations");

/**
 * PostgreSQL settings of the embedded database, which lives in this process's memory (a WASM heap
 * that never shrinks). initdb's defaults are sized for a server: 128 MB of shared buffers, all of
 * them touched in time. The site's data is a few MB to tens of MB, and pages read beyond the
 * buffers come from the OS's file cache, which does not count against the process.
 */
const pgliteSettings = ["shared_buffers=16MB"];

function openPglite(dataDir: string): Database {
  const directory = path.join(dataDir, "pglite");
  mkdirSync(directory, { recursive: true });
  const client = new PGlite(directory, {
    startParams: [
      ...PGlite.defaultStartParams,
      ...pgliteSettings.flatMap((setting) => ["-c", setting]),
    ],
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // One connection: callers that ask at the same time share one migration run.
  let migrating: Promise<void> | undefined;
  return {
    db,
    kind: "pglite",
    migrate: () => {
      migrating ??= migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }).finally(
        () => {
          migrating = undefined;
        },
      );
      return migrating;
    },
    ping: async () => {
      await client.query("select 1");
    },
    listen: async (channel, listener) => {
      const unlisten = await client.listen(channel, () => listener.onNotify());
      listener.onListening(true);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
  };
}

const migrationLockKey = 7_324_119;

/** Several instances may start at once: an advisory lock lets one apply migrations at a time. */
async function migrateUnderLock(databaseUrl: string, apply: (client: pg.Client) => Promise<void>) {
  const lockClient = new pg.Client({ connectionString: databaseUrl });
  await lockClient.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [migrationLockKey]);
    await apply(lockClient);
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [migrationLockKey]).catch(() => {});
    await lockClient.end();
  }
}

function openPostgres(
  databaseUrl: string,
  poolSize: number,
  poolWaitMs: number,
  statementTimeoutMs: number,
): Database {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    connectionTimeoutMillis: poolWaitMs,
    idleTimeoutMillis: 30_000,
    statement_timeout: statementTimeoutMs,
  });
  // /readyz asks on a connection of its own: a burst holding every pooled one must not make the
  // instance look dead to a load balancer.
  const healthPool = new pg.Pool({
    connectionString: databaseUrl,
    max: 1,
    connectionTimeoutMillis: poolWaitMs,
    idleTimeoutMillis: 30_000,
    statement_timeout: 5_000,
  });
  healthPool.on("error", (error) =>
    logger.warn("postgres health client error", { error: error.message }),
  );
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on("error", (error) => logger.warn("postgres idle client error", { error: error.message }));
  // pg-pool listens only on idle clients: a server going away while a client is checked out
  // between a transaction's statements would emit an unhandled 'error' and end the process. The
  // next statement on that client fails (a transient error) and the pool discards the client.
  pool.on("connect", (client) =>
    client.on("error", (error) =>
      logger.warn("postgres connection lost", { error: error.message }),
    ),
  );
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: "postgres",
    migrate: () =>
      migrateUnderLock(databaseUrl, (client) =>
        migratePg(drizzlePg(client, { schema }), { migrationsFolder }),
      ),
    ping: async () => {
      await healthPool.query("select 1");
    },
    poolWaiting: () => pool.waitingCount,
    listen: async (channel, listener) => listenWithReconnect(databaseUrl, channel, listener),
    close: async () => {
      await Promise.all([pool.end(), healthPool.end()]);
    },
  };
}

/** Connections per process to PostgreSQL as configured (DATABASE_POOL_SIZE, default 20). */
export function configuredPoolSize(): number {
  return getEnv().DATABASE_POOL_SIZE;
}

export function openDatabase(options: DatabaseOptions): Database {
  if (!options.databaseUrl) return openPglite(options.dataDir);
  return openPostgres(
    options.databaseUrl,
    options.poolSize ?? configuredPoolSize(),
    options.poolWaitMs ?? getEnv().DATABASE_POOL_WAIT_MS,
    options.statementTimeoutMs ?? getEnv().DATABASE_STATEMENT_TIMEOUT_MS,
  );
}

const transientCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "08000",
  "08001",
  "08003",
  "08006",
  "53300", // too_many_connections
]);

const transientMessages = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /connect ECONNREFUSED/i,
];

/** True for errors that mean "the database is not reachable right now", not "the query is wrong". */
export function isTransientDbError(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === "string" && transientCodes.has(candidate.code)) return true;
    if (
      typeof candidate.message === "string" &&
      transientMessages.some((pattern) => pattern.test(candidate.message as string))
    ) {
      return true;
    }
    current = candidate.cause;
  }
  return false;
}

export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super("The database is unavailable", { cause });
    this.name = "DatabaseUnavailableError";
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `operation`, retrying briefly when the connection fails transiently.
 * After the last attempt a transient failure becomes DatabaseUnavailableError (answered as 503).
 */
export async function withDbRetry<T>(
  operation: () => Promise<T>,
  { attempts = 3, baseDelayMs = 100 }: { attempts?: number; baseDelayMs?: number } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await operation();
    } catch (error) {
      if (!isTransientDbError(error)) throw error;
      if (attempt >= attempts) throw new DatabaseUnavailableError(error);
      await sleep(baseDelayMs * 2 ** (attempt - 1));
    }
  }
}

const holder = globalThis as typeof globalThis & { __database?: Database };

/** Makes `database` the process-wide one; PGlite must be opened once per process. */
export function setDatabase(database: Database | undefined) {
  holder.__database = database;
}

export function getDatabase(): Database {
  if (!holder.__database) throw new Error("The database has not been opened (see server/app.ts)");
  return holder.__database;
}

export function getDb(): Db {
  return getDatabase().db;
}
