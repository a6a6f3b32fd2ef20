// Runs a command (the integration tier) with TEST_DATABASE_URL pointing at a real PostgreSQL server:
// the one given in TEST_DATABASE_URL / DATABASE_URL, or a throwaway server started here.
import { spawnSync } from "node:child_process";
import { findPostgresBin, startPostgres } from "./postgres-server.ts";

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("usage: node tests/support/run-with-postgres.ts <command> [args...]");
  process.exit(2);
}

function runTier(databaseUrl: string): number {
  console.log(`PostgreSQL tier: running against ${databaseUrl.replace(/\/\/[^@]*@/, "//***@")}`);
  const result = spawnSync(command as string, args, {
    stdio: "inherit",
    env: { ...process.env, TEST_DATABASE_URL: databaseUrl },
    shell: false,
  });
  return result.status ?? 1;
}

const given = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
if (given) {
  process.exit(runTier(given));
} else if (!findPostgresBin()) {
  const message =
    "PostgreSQL tier NOT RUN: no server binaries under /usr/lib/postgresql and no TEST_DATABASE_URL.";
  console.error(message);
  // CI must run this tier; elsewhere it is reported and skipped.
  process.exit(process.env.CI ? 1 : 0);
} else {
  const server = await startPostgres();
  let status = 1;
  try {
    status = runTier(server.url);
  } finally {
    server.destroy();
  }
  process.exit(status);
}
