// Server throughput and latency at 32 concurrent connections (wrk, loopback), each page beside the
// same bytes served as a static file by nginx, with the server's memory idle and under the load;
// at demo size, then with 10,000 jobs, 10,000 posts and 100,000 applications.
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

/** Board and search one request at a time: the uncached server time the targets are about. */
async function serverTime(label: string, siteUrl: string) {
  const rows = [];
  for (const pagePath of ["/careers", "/search?q=kubernetes"]) {
    const { p50, p99 } = await sequentialLatency(siteUrl + pagePath);
    rows.push({ page: pagePath, "p50 ms": round1(p50), "p99 ms": round1(p99) });
  }
  console.log(`${label}: 50 sequential requests each (server time, no queueing)`);
  console.table(rows);
}

async function round(label: string, siteUrl: string, pid: number, client: pg.Client) {
  const nginx = await startNginx();
  const rows = [];
  let peakRss = residentMiB(pid);
  try {
    for (const [name, pagePath] of await pages(client)) {
      // The very bytes the app sends, so both servers move the same payload.
      const response = await fetch(siteUrl + pagePath);
      const body = Buffer.from(await response.arrayBuffer());
      const file = `${name.replaceAll(" ", "-")}.html`;
      writeFileSync(path.join(nginx.root, file), body);
      const memory = sampleResident(pid);
      const app = await runWrk(siteUrl + pagePath, { seconds });
      peakRss = Math.max(peakRss, memory.stop());
      const staticFile = await runWrk(`${nginx.url}/${file}`, { seconds });
      rows.push({
        page: name,
        status: response.status,
        KB: round1(body.byteLength / 1024),
        "app req/s": round1(app.requestsPerSecond),
        "app p50 ms": round1(app.p50Ms),
        "app p99 ms": round1(app.p99Ms),
        "nginx req/s": round1(staticFile.requestsPerSecond),
        "nginx p50 ms": round1(staticFile.p50Ms),
        "nginx p99 ms": round1(staticFile.p99Ms),
        "app/nginx": `1/${Math.round(staticFile.requestsPerSecond / app.requestsPerSecond)}`,
        errors: app.errors + staticFile.errors,
      });
    }
  } finally {
    await nginx.stop();
  }
  console.log(`\n${label}: wrk, 32 connections, ${seconds} s per run (${machineNote()})`);
  console.table(rows);
  await serverTime(label, siteUrl);
  return peakRss;
}

const { site, client, stop } = await startSiteOnPostgres();
try {
  const pid = site.child.pid as number;
  const idle = residentMiB(pid);
  const demoPeak = await round("Demo content", site.url, pid, client);
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
    const scalePeak = await round("At scale", site.url, pid, client);
    memory.push({ when: "peak under wrk, at scale", "RSS MiB": scalePeak });
  }
  console.log("\nServer memory (RSS of the server process, /proc/<pid>/status)");
  console.table(memory);
} finally {
  await stop();
}
