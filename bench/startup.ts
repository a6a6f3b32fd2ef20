// Cold start: time from spawning server.js to the first 200 on /healthz and on /, with the
// server's memory once idle; on PGlite (a fresh data directory, then a second start on the same
// one) and on PostgreSQL (an empty database, a second start, then a start after
// bench/generate-data.ts added 10,000 posts, 10,000 jobs and 100,000 applications).
//
//   npm run bench:startup            (builds first)
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { freePort, startPostgres } from "../tests/support/postgres-server.ts";
import { serveEnv, serveNodeFlags } from "../tests/support/site-process.ts";
import { generateData } from "./generate-data.ts";
import { residentMiB } from "./lib/memory.ts";
import { machineNote, round1 } from "./lib/stats.ts";

const pollMs = 20;
const deadlineMs = 300_000;

async function firstOk(url: string, started: number): Promise<number> {
  while (performance.now() - started < deadlineMs) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`${url} gave no 200 within ${deadlineMs / 1000} s`);
}

/** Spawns the production server, times its first answers, reads its idle RSS, stops it. */
async function coldStart(env: Record<string, string>) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [...serveNodeFlags, "server.js"], {
    env: {
      ...process.env,
      ...serveEnv,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: url,
      LOG_LEVEL: "error",
      // A known first admin, so the start prints no generated password.
      ADMIN_EMAIL: "bench-admin@example.org",
      ADMIN_PASSWORD: "bench-admin-password-0123",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    const healthz = await firstOk(`${url}/healthz`, started);
    const landing = await firstOk(`${url}/`, started);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    return { healthz, landing, rss: residentMiB(child.pid as number) };
  } finally {
    child.kill("SIGTERM");
    await once(child, "exit");
  }
}

const rows: Array<Record<string, string | number>> = [];
function record(database: string, start: string, result: Awaited<ReturnType<typeof coldStart>>) {
  rows.push({
    database,
    start,
    "to /healthz ms": Math.round(result.healthz),
    "to / ms": Math.round(result.landing),
    "idle RSS MiB": round1(result.rss),
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-pglite-"));
try {
  const pglite = { DATA_DIR: dataDir };
  record("PGlite", "first (empty data directory)", await coldStart(pglite));
  record("PGlite", "second (same directory)", await coldStart(pglite));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const postgres = await startPostgres();
try {
  const env = { DATABASE_URL: postgres.url, AUTH_SECRET: "bench-auth-secret-0123456789abcdefghij" };
  record("PostgreSQL", "first (empty database)", await coldStart(env));
  record("PostgreSQL", "second (same database)", await coldStart(env));
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    await generateData(drizzle(client), { posts: 10_000, jobs: 10_000, applications: 100_000 });
  } finally {
    await client.end();
  }
  record("PostgreSQL", "at scale (10k posts and jobs, 100k applications)", await coldStart(env));
} finally {
  postgres.destroy();
}

console.log(`\nCold start, spawn to first 200 (${machineNote()})`);
console.table(rows);
