// `npm run db:migrate` and `npm run db:seed`: the same steps the server runs at start.
// `npm run db:backup [-- --out <dir>]` and `npm run db:restore -- <dir> [--replace]`: see scripts/backup.ts.
import path from "node:path";
import { openDatabase, withDbRetry } from "../app/lib/db.server.ts";
import { getEnv } from "../app/lib/env.server.ts";
import { seedDemoContent } from "../db/seed/index.ts";
import { BackupError, createBackup, restoreBackup } from "./backup.ts";

const usage = `usage: node scripts/db.ts migrate|seed
       node scripts/db.ts backup [--out <directory>]
       node scripts/db.ts restore <backup directory> [--replace]`;

const [command, ...args] = process.argv.slice(2);
const env = getEnv();

async function migrateOrSeed() {
  const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  try {
    await withDbRetry(() => database.migrate(), { attempts: 5, baseDelayMs: 500 });
    if (command === "seed") await seedDemoContent(database.db);
    console.log(command === "seed" ? "Migrated and seeded demo content." : "Migrations applied.");
  } finally {
    await database.close();
  }
}

function defaultBackupDir() {
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  return path.resolve("backups", `quillstack-${stamp}`);
}

async function backup() {
  const outIndex = args.indexOf("--out");
  const outDir = path.resolve(outIndex >= 0 ? (args[outIndex + 1] ?? "") : defaultBackupDir());
  const manifest = await createBackup(env, outDir);
  const files = Object.keys(manifest.checksums).filter((file) => file.startsWith("files/"));
  console.log(
    `Backed up the ${manifest.database === "pglite" ? "embedded" : "PostgreSQL"} database to ${outDir}`,
  );
  console.log(
    manifest.storage === "local"
      ? `with ${files.filter((file) => !file.endsWith(".content-type")).length} stored file(s) from local storage.`
      : "Uploaded files are in S3 storage and not in this backup: keep them with the bucket's versioning or replication.",
  );
  if ("secrets.json" in manifest.checksums) {
    console.log(
      "The backup holds the embedded AUTH_SECRET (secrets.json): keep it as private as the data.",
    );
  }
}

async function restore() {
  const backupDir = args.find((arg) => !arg.startsWith("--"));
  if (!backupDir) throw new BackupError(usage);
  const manifest = await restoreBackup(env, path.resolve(backupDir), {
    replace: args.includes("--replace"),
  });
  console.log(`Restored the backup of ${manifest.createdAt}.`);
  if (manifest.storage === "local" && env.STORAGE_DRIVER !== "local") {
    console.log(
      `Stored files were not restored: this site uses ${env.STORAGE_DRIVER} storage; copy ${path.join(backupDir, "files")} into it.`,
    );
  }
}

const commands: Record<string, () => Promise<void>> = {
  migrate: migrateOrSeed,
  seed: migrateOrSeed,
  backup,
  restore,
};
const run = command ? commands[command] : undefined;
if (!run) {
  console.error(usage);
  process.exit(2);
}
try {
  await run();
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
