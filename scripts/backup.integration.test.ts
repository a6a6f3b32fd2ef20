// `npm run db:backup` / `npm run db:restore` as an operator runs them, on the tier's database
// (PGlite, or PostgreSQL in `npm run test:pg`): content, accounts and a resume go round-trip.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, type SQL, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, openDatabase, setDatabase } from "~/lib/db.server";
import { uploadResume } from "../app/features/resumes/resumes.server";
import { resumeFiles, user } from "../db/schema";
import { seedDemoContent } from "../db/seed";
import { createUser } from "../tests/support/careers-data";
import { pdfFile } from "../tests/support/resume-files";
import { scratchPostgresDatabase } from "../tests/support/test-database";

const authSecret = "integration-test-secret-that-is-long-enough";
const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A data directory and, on the PostgreSQL tier, an empty database of its own. */
async function site() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-backup-"));
  const scratch = await scratchPostgresDatabase();
  cleanups.push(
    () => rmSync(dataDir, { recursive: true, force: true }),
    () => scratch?.drop(),
  );
  return { dataDir, databaseUrl: scratch?.url };
}
type Site = Awaited<ReturnType<typeof site>>;

function open(target: Site): Database {
  return openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, poolSize: 2 });
}

function cli(target: Site, ...args: string[]) {
  const result = spawnSync(process.execPath, ["scripts/db.ts", ...args], {
    encoding: "utf8",
    env: {
      ...process.env,
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl ?? "",
      AUTH_SECRET: target.databaseUrl ? authSecret : "",
      STORAGE_DRIVER: "local",
    },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Every row of every table (ours and the migrations' record), in a stable order. */
/** Rows of a raw query; the two drivers' result types differ, both have `rows`. */
async function query<Row>(database: Database, statement: SQL): Promise<Row[]> {
  return ((await database.db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

async function contents(database: Database): Promise<Record<string, string[]>> {
  const tables = await query<{ name: string }>(
    database,
    sql`select table_schema || '.' || table_name as name from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  );
  const snapshot: Record<string, string[]> = {};
  for (const { name } of tables) {
    const [schema, table] = name.split(".") as [string, string];
    const rows = await query<{ row: string }>(
      database,
      sql`select row_to_json(t)::text as row from ${sql.identifier(schema)}.${sql.identifier(table)} t`,
    );
    snapshot[name] = rows.map((row) => row.row).sort();
  }
  return snapshot;
}

async function withDatabase<T>(target: Site, use: (database: Database) => Promise<T>): Promise<T> {
  const database = open(target);
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

describe("db:backup and db:restore", () => {
  it("restore what was backed up: every row, the resume file and its type", async () => {
    const source = await site();
    process.env.DATA_DIR = source.dataDir;
    process.env.STORAGE_DRIVER = "local";
    process.env.AUTH_SECRET = authSecret;
    const database = open(source);
    setDatabase(database);
    await database.migrate();
    await seedDemoContent(database.db);
    const candidate = await createUser(database.db);
    await uploadResume(candidate.id, { name: "Ada CV.pdf", bytes: pdfFile() });
    const [resume] = await database.db.select().from(resumeFiles);
    const before = await contents(database);
    setDatabase(undefined);
    await database.close();
    expect(before["public.blog_posts"]?.length).toBeGreaterThan(0);
    expect(before["public.user"]?.length).toBe(1);
    expect(before["public.resume_files"]?.length).toBe(1);

    const backupDir = path.join(mkdtempSync(path.join(tmpdir(), "site-backup-out-")), "backup");
    cleanups.push(() => rmSync(path.dirname(backupDir), { recursive: true, force: true }));
    const backup = cli(source, "backup", "--out", backupDir);
    expect(backup.output).toContain("with 1 stored file");
    expect(backup.status).toBe(0);

    const target = await site();
    const restore = cli(target, "restore", backupDir);
    expect(restore.output).toContain("Restored the backup");
    expect(restore.status).toBe(0);
    expect(await withDatabase(target, contents)).toEqual(before);
    const stored = path.join(target.dataDir, "uploads", resume?.storageKey ?? "");
    expect(await readFile(stored)).toEqual(Buffer.from(pdfFile()));
    expect(await readFile(`${stored}.content-type`, "utf8")).toBe("application/pdf");

    // A database that holds data is replaced only when asked to.
    await withDatabase(target, (restored) =>
      restored.db.delete(user).where(eq(user.id, candidate.id)),
    );
    const refused = cli(target, "restore", backupDir);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain("Run again with --replace");
    const afterRefusal = await withDatabase(target, contents);
    expect(afterRefusal["public.user"]).toEqual([]);

    expect(cli(target, "restore", backupDir, "--replace").status).toBe(0);
    expect(await withDatabase(target, contents)).toEqual(before);

    // A damaged backup is refused before anything changes.
    writeFileSync(
      path.join(backupDir, "files", `${resume?.storageKey ?? ""}.content-type`),
      "text/html",
    );
    const damaged = cli(target, "restore", backupDir, "--replace");
    expect(damaged.status).toBe(1);
    expect(damaged.output).toContain("is damaged");
    expect(await readFile(`${stored}.content-type`, "utf8")).toBe("application/pdf");
    // Two sites started, a dump, a restore and a full comparison: over 30 s on a busy machine.
  }, 120_000);
});
