// `npm run db:backup` and `npm run db:restore`: the database (PGlite's data directory, or
// PostgreSQL through pg_dump / pg_restore) and the uploaded files on local storage, in one
// directory with a manifest and a checksum per file.
import { execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { createReadStream, existsSync, readdirSync } from "node:fs";
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PassThrough } from "node:stream";
import { pipeline } from "node:stream/promises";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Env } from "../app/lib/env.server.ts";

const manifestName = "manifest.json";
const pgliteArchive = "database.tar.gz";
const postgresArchive = "database.pgdump";
const filesFolder = "files";
const secretsName = "secrets.json";

export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: "pglite" | "postgres";
  /** Uploaded files are in the backup only on local storage; S3 buckets keep their own versions. */
  storage: "local" | "s3";
  /** sha256 of every file in the backup but the manifest, by path relative to the backup. */
  checksums: Record<string, string>;
}

export class BackupError extends Error {}

export type BackupSettings = Pick<Env, "DATABASE_URL" | "dataDir" | "STORAGE_DRIVER" | "embedded">;

const pgliteDir = (settings: BackupSettings) => path.join(settings.dataDir, "pglite");
const uploadsDir = (settings: BackupSettings) => path.join(settings.dataDir, "uploads");

/** PGlite allows one process per data directory and writes this file while open. */
function assertPgliteClosed(directory: string) {
  if (existsSync(path.join(directory, "postmaster.pid"))) {
    throw new BackupError(
      `The embedded database in ${directory} is open. Stop the site first (PGlite allows one process at a time); if it is stopped, it did not shut down cleanly: start and stop it once.`,
    );
  }
}

/** pg_dump, pg_restore and psql of the newest PostgreSQL installed, else the ones on PATH. */
function postgresTool(tool: string): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(path.join(root, version, "bin", tool)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? path.join(root, versions[0], "bin", tool) : tool;
}

/** The address without its password, which goes in PGPASSWORD: not in the process list. */
function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { url: url.toString(), env: { ...process.env, PGPASSWORD: password } };
}

async function sha256(file: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(file), hash);
  return hash.digest("hex");
}

async function listFiles(root: string, relative = ""): Promise<string[]> {
  const entries = await readdir(path.join(root, relative), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const name = path.posix.join(relative, entry.name);
      return entry.isDirectory() ? listFiles(root, name) : Promise.resolve([name]);
    }),
  );
  return nested.flat();
}

export async function createBackup(
  settings: BackupSettings,
  outDir: string,
): Promise<BackupManifest> {
  if (existsSync(outDir) && readdirSync(outDir).length > 0) {
    throw new BackupError(`${outDir} is not empty; choose a new directory for the backup.`);
  }
  await mkdir(outDir, { recursive: true, mode: 0o700 });
  const database = settings.DATABASE_URL ? "postgres" : "pglite";
  if (settings.DATABASE_URL) {
    const { url, env } = connection(settings.DATABASE_URL);
    execFileSync(
      postgresTool("pg_dump"),
      [
        "--format=custom",
        "--no-owner",
        "--no-privileges",
        `--file=${path.join(outDir, postgresArchive)}`,
        `--dbname=${url}`,
      ],
      { env, stdio: ["ignore", "ignore", "pipe"] },
    );
  } else {
    const directory = pgliteDir(settings);
    if (!existsSync(directory)) throw new BackupError(`There is no database in ${directory}.`);
    assertPgliteClosed(directory);
    const client = new PGlite(directory);
    try {
      // dumpDataDir never settles when called before the database has started.
      await client.waitReady;
      const archive = await client.dumpDataDir("gzip");
      await writeFile(path.join(outDir, pgliteArchive), Buffer.from(await archive.arrayBuffer()));
    } finally {
      await client.close();
    }
  }
  if (settings.STORAGE_DRIVER === "local" && existsSync(uploadsDir(settings))) {
    await cp(uploadsDir(settings), path.join(outDir, filesFolder), { recursive: true });
  }
  // Without AUTH_SECRET in the environment, the embedded default's secret encrypts the staff's
  // second factors: a restore without it could not read them.
  const secrets = path.join(settings.dataDir, secretsName);
  if (settings.embedded && existsSync(secrets)) {
    await cp(secrets, path.join(outDir, secretsName));
  }
  const checksums: Record<string, string> = {};
  for (const file of (await listFiles(outDir)).sort()) {
    checksums[file] = await sha256(path.join(outDir, file));
  }
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database,
    storage: settings.STORAGE_DRIVER,
    checksums,
  };
  await writeFile(path.join(outDir, manifestName), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function readVerifiedManifest(backupDir: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(backupDir, manifestName), "utf8"));
  } catch {
    throw new BackupError(`${backupDir} holds no readable ${manifestName}: is it a backup?`);
  }
  if (manifest.format !== 1) throw new BackupError(`Unknown backup format ${manifest.format}.`);
  const present = (await listFiles(backupDir)).filter((file) => file !== manifestName);
  const expected = Object.keys(manifest.checksums);
  const extra = present.filter((file) => !(file in manifest.checksums));
  const missing = expected.filter((file) => !present.includes(file));
  if (extra.length > 0 || missing.length > 0) {
    throw new BackupError(
      `The backup's files differ from its manifest (missing: ${missing.join(", ") || "none"}; not listed: ${extra.join(", ") || "none"}).`,
    );
  }
  for (const file of expected) {
    if ((await sha256(path.join(backupDir, file))) !== manifest.checksums[file]) {
      throw new BackupError(`${file} in the backup is damaged (its checksum does not match).`);
    }
  }
  return manifest;
}

async function postgresHasTables(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query(
      "select exists (select 1 from information_schema.tables where table_schema in ('public', 'drizzle')) as found",
    );
    return Boolean(result.rows[0]?.found);
  } finally {
    await client.end();
  }
}

/** Runs `command`, feeding it `input`; rejects with its standard error when it fails. */
function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  input?: NodeJS.ReadableStream,
) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, {
      env,
      stdio: [input ? "pipe" : "ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr?.on("data", (chunk) => {
      stderr += chunk;
    });
    if (input && child.stdin) input.pipe(child.stdin);
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${path.basename(command)} failed: ${stderr.trim()}`)),
    );
  });
}

/**
 * Empties the schemas and loads the dump in one transaction: if anything fails, PostgreSQL rolls
 * it all back and the database is as it was.
 */
async function restorePostgres(databaseUrl: string, dumpFile: string) {
  const { url, env } = connection(databaseUrl);
  const restore = spawn(
    postgresTool("pg_restore"),
    ["--no-owner", "--no-privileges", "--file=-", dumpFile],
    { env, stdio: ["ignore", "pipe", "pipe"] },
  );
  const script = new PassThrough();
  script.write(
    "drop schema if exists drizzle cascade;\ndrop schema if exists public cascade;\ncreate schema public;\n",
  );
  restore.stdout.pipe(script);
  const restoreDone = new Promise<void>((resolve, reject) => {
    let stderr = "";
    restore.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    restore.on("close", (code) =>
      code === 0 ? resolve() : reject(new BackupError(`pg_restore failed: ${stderr.trim()}`)),
    );
  });
  await Promise.all([
    restoreDone,
    run(
      postgresTool("psql"),
      [
        "--quiet",
        "--no-psqlrc",
        "--single-transaction",
        "--set=ON_ERROR_STOP=1",
        "--file=-",
        `--dbname=${url}`,
      ],
      env,
      script,
    ),
  ]);
}

/** Moves `fresh` into place of `target`; the old copy is removed only once the new one is there. */
async function swapDirectory(fresh: string, target: string) {
  const old = `${target}.replaced`;
  await rm(old, { recursive: true, force: true });
  if (existsSync(target)) await rename(target, old);
  await rename(fresh, target);
  await rm(old, { recursive: true, force: true });
}

export async function restoreBackup(
  settings: BackupSettings,
  backupDir: string,
  { replace = false }: { replace?: boolean } = {},
): Promise<BackupManifest> {
  const manifest = await readVerifiedManifest(backupDir);
  const target = settings.DATABASE_URL ? "postgres" : "pglite";
  if (manifest.database !== target) {
    throw new BackupError(
      `This backup is of ${manifest.database === "pglite" ? "the embedded database (PGlite)" : "a PostgreSQL server"}; it restores only to the same kind (DATABASE_URL is ${settings.DATABASE_URL ? "set" : "not set"}).`,
    );
  }
  const notEmpty = settings.DATABASE_URL
    ? await postgresHasTables(settings.DATABASE_URL)
    : existsSync(pgliteDir(settings));
  if (notEmpty && !replace) {
    throw new BackupError(
      "The target database already holds data. Run again with --replace to overwrite it with the backup.",
    );
  }

  if (settings.DATABASE_URL) {
    await restorePostgres(settings.DATABASE_URL, path.join(backupDir, postgresArchive));
  } else {
    const directory = pgliteDir(settings);
    if (existsSync(directory)) assertPgliteClosed(directory);
    const staging = `${directory}.restoring`;
    await rm(staging, { recursive: true, force: true });
    const archive = new Blob([await readFile(path.join(backupDir, pgliteArchive))]);
    const client = new PGlite(staging, { loadDataDir: archive });
    try {
      await client.query("select 1");
    } finally {
      await client.close();
    }
    await swapDirectory(staging, directory);
  }

  const files = path.join(backupDir, filesFolder);
  if (manifest.storage === "local" && settings.STORAGE_DRIVER === "local") {
    const staging = `${uploadsDir(settings)}.restoring`;
    await rm(staging, { recursive: true, force: true });
    if (existsSync(files)) await cp(files, staging, { recursive: true });
    else await mkdir(staging, { recursive: true });
    await swapDirectory(staging, uploadsDir(settings));
  }
  const secrets = path.join(backupDir, secretsName);
  if (settings.embedded && existsSync(secrets)) {
    await mkdir(settings.dataDir, { recursive: true });
    await cp(secrets, path.join(settings.dataDir, secretsName));
  }
  return manifest;
}
