import { randomUUID } from "node:crypto";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type Database, openDatabase, setDatabase } from "~/lib/db.server";
import { templateVariable } from "./pglite-template.ts";

/** Which server the integration tier runs against: PGlite, or PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabaseKind = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

/**
 * Opens a migrated database for one test file and makes it the process-wide one.
 * On PostgreSQL each test file gets a database of its own, so files can run in parallel.
 */
export async function openTestDatabase({
  migrate = true,
} = {}): Promise<Database & { url?: string; cleanup(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-test-"));
  const template = process.env[templateVariable];
  if (migrate && template) cpSync(template, path.join(dataDir, "pglite"), { recursive: true });
  const scratch = await scratchPostgresDatabase();
  const database = openDatabase({ databaseUrl: scratch?.url, dataDir, poolSize: 4 });
  if (migrate) await database.migrate();
  setDatabase(database);
  return {
    ...database,
    url: scratch?.url,
    async cleanup() {
      setDatabase(undefined);
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
      await scratch?.drop();
    },
  };
}

/** An empty database of its own on the tier's PostgreSQL server; none on PGlite. */
export async function scratchPostgresDatabase() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return undefined;
  const name = `site_test_${randomUUID().replaceAll("-", "")}`;
  return {
    url: await createDatabase(serverUrl, name),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function createDatabase(serverUrl: string, name: string): Promise<string> {
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Empties the given tables (and what references them) so each test starts clean. */
export async function truncate(database: Database, ...tables: string[]) {
  const list = sql.join(
    tables.map((table) => sql.identifier(table)),
    sql`, `,
  );
  await database.db.execute(sql`truncate ${list} restart identity cascade`);
}
