// Server throughput and latency at 32 concurrent connections (wrk, loopback), each page beside the
// same bytes served as a static file by nginx, with the server's memory idle and under the load;
// at demo size, then with 10,000 jobs, 10,000 posts and 100,000 applications. Two instances of
// the production build share the database: one with the page cache (as deployed), one with it
// off (PAGE_CACHE_MB=0), for the uncached figures.
//
//   npm run bench:throughput            (builds first; --seconds N per run, --no-scale to skip
//                                         the large data set)
//
// Figures, not pass/fail: the ratio app / nginx is the figure that travels between machines.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import { startSiteProcess } from "../tests/support/site-process.ts";
import { generateData } from "./generate-data.ts";
import { residentMiB, sampleResident } from "./lib/memory.ts";
import { startNginx } from "./lib/nginx.ts";
import { samplePaths, startSiteOnPostgres } from "./lib/site.ts";
import { machineNote, round1, sequentialLatency } from "./lib/stats.ts";
import { requireProgram } from "./lib/tools.ts";
import { runWrk } from "./lib/wrk.ts";

// Before anything starts, so a missing program leaves no server behind.
requireProgram("wrk");
requireProgram("nginx");

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    "no-scale": { type: "boolean", default: false },
  },
});
const seconds = Number(values.seconds);

async function pages(client: pg.Client): Promise<Array<[string, string]>> {
  const { post, job } = await samplePaths(client);
  return [
    ["landing page", "/"],
    ["careers board", "/careers"],
    ["post", post],
    ["job", job],
    ["search", "/search?q=kubernetes"],
  ];
}

/** Board and search one request at a time on the uncached instance: the server time itself. */
async function serverTime(label: string, siteUrl: string) {
  const rows = [];
  for (const pagePath of ["/careers", "/search?q=kubernetes"]) {
    const { p50, p99 } = await sequentialLatency(siteUrl + pagePath);
    rows.push({ page: pagePath, "p50 ms": round1(p50), "p99 ms": round1(p99) });
  }
  console.log(`${label}: 50 sequential requests each (server time, no queueing)`);
  console.table(rows);
}

/** Requests `url` until the page cache answers it (the first visit only fills it). */
async function warmCache(url: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await fetch(url);
    await response.arrayBuffer();
    const state = response.headers.get("x-page-cache");
    if (state === "hit") return state;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return "not cached";
}

async function round(
  label: string,
  sites: { cached: string; uncached: string },
  pid: number,
  client: pg.Client,
) {
  const nginx = await startNginx();
  const rows = [];
  let peakRss = residentMiB(pid);
  try {
    for (const [name, pagePath] of await pages(client)) {
      // The very bytes the app sends, so both servers move the same payload.
      const response = await fetch(sites.cached + pagePath);
      const body = Buffer.from(await response.arrayBuffer());
      const file = `${name.replaceAll(" ", "-")}.html`;
      writeFileSync(path.join(nginx.root, file), body);
      const cacheState = await warmCache(sites.cached + pagePath);
      const memory = sampleResident(pid);
      const cached = await runWrk(sites.cached + pagePath, { seconds });
      peakRss = Math.max(peakRss, memory.stop());
      const uncached = await runWrk(sites.uncached + pagePath, { seconds });
      const staticFile = await runWrk(`${nginx.url}/${file}`, { seconds });
      rows.push({
        page: name,
        status: response.status,
        KB: round1(body.byteLength / 1024),
        cache: cacheState,
        "cached req/s": round1(cached.requestsPerSecond),
        "p50 / p99 ms": `${round1(cached.p50Ms)} / ${round1(cached.p99Ms)}`,
        "uncached req/s": round1(uncached.requestsPerSecond),
        "uncached p50 / p99 ms": `${round1(uncached.p50Ms)} / ${round1(uncached.p99Ms)}`,
        "nginx req/s": round1(staticFile.requestsPerSecond),
        "nginx p50 / p99 ms": `${round1(staticFile.p50Ms)} / ${round1(staticFile.p99Ms)}`,
        "cached / nginx": ratio(cached.requestsPerSecond, staticFile.requestsPerSecond),
        "uncached / nginx": ratio(uncached.requestsPerSecond, staticFile.requestsPerSecond),
        errors: cached.errors + uncached.errors + staticFile.errors,
      });
    }
  } finally {
    await nginx.stop();
  }
  console.log(`\n${label}: wrk, 32 connections, ${seconds} s per run (${machineNote()})`);
  console.table(rows);
  await serverTime(label, sites.uncached);
  return peakRss;
}

function ratio(app: number, nginx: number): string {
  return `1/${round1(nginx / app)}`;
}

const { site, client, postgres, stop } = await startSiteOnPostgres();
const uncachedSite = await startSiteProcess({
  DATABASE_URL: postgres.url,
  AUTH_SECRET: "throughput-uncached-0123456789abcdefghij",
  LOG_LEVEL: "error",
  PAGE_CACHE_MB: "0",
});
const sites = { cached: site.url, uncached: uncachedSite.url };
try {
  const pid = site.child.pid as number;
  const idle = residentMiB(pid);
  const demoPeak = await round("Demo content", sites, pid, client);
  const memory = [{ when: "idle after start", "RSS MiB": idle }];
  memory.push({ when: "peak under wrk, demo content", "RSS MiB": demoPeak });
  if (!values["no-scale"]) {
    const started = performance.now();
    const sizes = await generateData(drizzle(client), {
      posts: 10_000,
      jobs: 10_000,
      applications: 100_000,
    });
    const took = Math.round((performance.now() - started) / 100) / 10;
    console.log(`\nGenerated data in ${took} s:`, sizes);
    const scalePeak = await round("At scale", sites, pid, client);
    memory.push({ when: "peak under wrk, at scale", "RSS MiB": scalePeak });
  }
  console.log("\nServer memory (RSS of the cached instance, /proc/<pid>/status)");
  console.table(memory);
} finally {
  await uncachedSite.stop();
  await stop();
}
