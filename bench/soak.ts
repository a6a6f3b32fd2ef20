// Soak: the load test's visitors (bench/lib/visitors.ts) on the production build for a long time,
// sampling the site process's memory. Runs on the embedded default (PGlite in the site process)
// unless --postgres (a throwaway PostgreSQL server, as bench:load). New visitors keep arriving,
// each staying a minute or so, so sign-ups, applications, leads and messages go on all the time;
// sign-ups verify their address through the link the site mails (a local SMTP sink).
// Prints the RSS idle, after the load tier's load (60 visitors for 15 s) and at the end, a table
// of samples, and the growth over the last half of the soak.
//
//   npm run bench:soak                              (60 minutes on PGlite; builds first)
//   node bench/soak.ts --minutes 10 --postgres      (any other length, on PostgreSQL)
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { freePort } from "../tests/support/postgres-server.ts";
import { startSiteProcess } from "../tests/support/site-process.ts";
import { createSmtpSink } from "../tests/support/smtp-sink.ts";
import { connectInspector } from "./lib/inspector.ts";
import { failures, reportRows, type Sample, visitorAddress } from "./lib/load-report.ts";
import { residentMiB } from "./lib/memory.ts";
import { startSiteOnPostgres } from "./lib/site.ts";
import { machineNote, round1 } from "./lib/stats.ts";
import { type Catalogue, type VisitOptions, type Visitor, visit } from "./lib/visitors.ts";

const { values } = parseArgs({
  options: {
    minutes: { type: "string", default: "60" },
    postgres: { type: "boolean", default: false },
    visitors: { type: "string", default: "60" },
    "think-ms": { type: "string", default: "1000" },
    "sample-seconds": { type: "string", default: "10" },
  },
});
const soakMs = Number(values.minutes) * 60_000;
const visitorCount = Number(values.visitors);
const thinkMs = Number(values["think-ms"]);
const sampleMs = Number(values["sample-seconds"]) * 1000;
/** How long one visitor stays before a new one takes its place. */
const stayMs = 60_000;
const loadTier = { visitors: 60, ms: 15_000 };

const sink = await createSmtpSink();
await sink.start();
const inspectorPort = await freePort();
const metricsPort = await freePort();
const siteEnv = {
  TRUST_PROXY: "true",
  SMTP_URL: sink.url,
  NODE_OPTIONS: `--inspect=127.0.0.1:${inspectorPort}`,
  METRICS_PORT: String(metricsPort),
  // An access line per request, so that the 5xx report below finds every one.
  LOG_LEVEL: "info",
};

async function startSite() {
  if (values.postgres) return startSiteOnPostgres(siteEnv);
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-soak-"));
  const site = await startSiteProcess(
    { ...siteEnv, DATA_DIR: dataDir, AUTH_SECRET: randomBytes(32).toString("base64url") },
    undefined,
    { warmUp: true },
  );
  return {
    site,
    async stop() {
      await site.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const { site, stop } = await startSite();
const pid = site.child.pid as number;
const inspector = await connectInspector(inspectorPort);

interface MemorySample {
  minute: number;
  "RSS MiB": number;
  "heap used MiB": number;
  "external MiB": number;
  "PGlite WASM MiB"?: number;
  "WASM touched MiB"?: number;
  "malloc heap MiB": number;
  "page cache MiB": number;
}

/**
 * Resident KiB of the process's mappings, from /proc/<pid>/smaps: glibc's main heap ([heap]; the
 * threads' arenas are anonymous mappings like the rest) and the mapping as large as PGlite's WASM
 * memory (the pages of it the database has touched).
 */
function residentParts(wasmBytes: number | undefined) {
  const parts = { mallocHeapKiB: 0, wasmKiB: 0 };
  for (const mapping of readFileSync(`/proc/${pid}/smaps`, "utf8").split(/\n(?=[0-9a-f]+-)/)) {
    const kib = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(mapping)?.[1]);
    if (mapping.split("\n", 1)[0]?.endsWith("[heap]")) parts.mallocHeapKiB += kib("Rss");
    else if (wasmBytes !== undefined && kib("Size") * 1024 === wasmBytes)
      parts.wasmKiB += kib("Rss");
  }
  return parts;
}

const mib = (bytes: number) => round1(bytes / 2 ** 20);

/**
 * The process's RSS (from /proc), its V8 heap, buffers and PGlite's WASM memory (inspector) and
 * the bytes its page cache holds (its metrics).
 */
async function sampleMemory(startedAt: number): Promise<MemorySample> {
  const inside = await inspector.evaluate<{ heapUsed: number; external: number; wasm?: number }>(
    `({ ...process.memoryUsage(), wasm: globalThis.__database?.db?.$client?.mod?.HEAPU8?.byteLength })`,
  );
  const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  const pageCacheBytes = Number(/^page_cache_bytes (\S+)$/m.exec(metrics)?.[1]);
  const parts = residentParts(inside.wasm);
  return {
    minute: round1((performance.now() - startedAt) / 60_000),
    "RSS MiB": residentMiB(pid),
    "heap used MiB": mib(inside.heapUsed),
    "external MiB": mib(inside.external),
    ...(inside.wasm === undefined
      ? {}
      : { "PGlite WASM MiB": mib(inside.wasm), "WASM touched MiB": mib(parts.wasmKiB * 1024) }),
    "malloc heap MiB": mib(parts.mallocHeapKiB * 1024),
    "page cache MiB": mib(pageCacheBytes),
  };
}

/** Open jobs and published posts, from the site's sitemaps (PGlite has no second client). */
async function readCatalogue(): Promise<Catalogue> {
  const locations = async (url: string) =>
    [...(await (await fetch(url)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] as string).pathname,
    );
  const paths = (
    await Promise.all(
      (await locations(`${site.url}/sitemap.xml`)).map((p) => locations(site.url + p)),
    )
  ).flat();
  const slugs = (pattern: RegExp) =>
    paths.flatMap((p) => pattern.exec(p)?.[1] ?? []).filter((slug) => slug !== "categories");
  return {
    jobs: slugs(/^\/careers\/job\/([^/]+)$/),
    posts: slugs(/^\/knowledge-center\/([^/]+)$/),
  };
}

/**
 * Follows the verification link the site mailed to `email` (the outbox worker sends it), from the
 * visitor's own address as their browser would: from the soak's one address, better-auth's limit
 * of 100 requests a minute per address (a count that restarts only after a quiet minute) refused
 * a steady stream of links after about six minutes, for a minute at a time.
 */
async function verifyByMail(email: string, visitor: Visitor) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const link = sink
      .messagesTo(email)
      .map((mail) => /https?:\/\/\S*verify-email\S*/.exec(mail.text ?? "")?.[0])
      .find(Boolean);
    if (link) {
      const headers = { "x-forwarded-for": visitor.address };
      await (await fetch(link, { redirect: "manual", headers })).arrayBuffer();
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const samples: Sample[] = [];
const memory: MemorySample[] = [];
const options: VisitOptions = { siteUrl: site.url, samples, thinkMs, verifyEmail: verifyByMail };
let nextVisitor = 0;
const newVisitor = () => {
  const n = nextVisitor++;
  return { n, address: visitorAddress(n) };
};

const started = performance.now();
let verdict = failures([]);
try {
  const catalogue = await readCatalogue();
  await fetch(`${site.url}/`).then((response) => response.arrayBuffer());
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const idle = await sampleMemory(started);

  const tierUntil = performance.now() + loadTier.ms;
  await Promise.all(
    Array.from({ length: loadTier.visitors }, () =>
      visit(options, newVisitor(), catalogue, tierUntil),
    ),
  );
  const afterTier = await sampleMemory(started);

  const soakStarted = performance.now();
  const until = soakStarted + soakMs;
  memory.push(await sampleMemory(soakStarted));
  const sampler = setInterval(() => {
    sampleMemory(soakStarted).then((sample) => memory.push(sample), console.error);
  }, sampleMs);
  await Promise.all(
    Array.from({ length: visitorCount }, async () => {
      while (performance.now() < until) {
        const leaves = Math.min(until, performance.now() + stayMs);
        await visit(options, newVisitor(), catalogue, leaves);
      }
    }),
  );
  clearInterval(sampler);
  const end = await sampleMemory(soakStarted);
  memory.push(end);

  const database = values.postgres ? "PostgreSQL" : "PGlite";
  console.log(
    `\nSoak on ${database}: ${values.minutes} min, ${visitorCount} visitors at a time (${nextVisitor} in all), ${round1(samples.length / ((performance.now() - started) / 1000))} req/s (${machineNote()})`,
  );
  console.table([
    { when: "idle after start", ...idle },
    { when: `after the load tier (${loadTier.visitors} visitors, 15 s)`, ...afterTier },
    { when: "end of the soak", ...end },
  ]);
  const every = Math.max(1, Math.round(memory.length / 12));
  console.table(memory.filter((_, index) => index % every === 0 || index === memory.length - 1));
  const halfway = end.minute / 2;
  console.log(growthLine(memory.filter((sample) => sample.minute >= halfway)));
  console.table(reportRows(samples));
  console.log(networkErrorsByMinute(samples, soakStarted));
  verdict = failures(samples);
  console.log(serverErrorReport(site.output(), verdict.serverErrors));
} finally {
  inspector.close();
  await stop();
  await sink.stop();
}
if (verdict.failed) process.exit(1);

/**
 * When requests got no answer (a timeout, a reset), by minute of the soak: one stall of the site
 * leaves every visitor's request of that moment unanswered, a slow machine spreads them out.
 */
function networkErrorsByMinute(all: Sample[], soakStarted: number): string {
  const byMinute = new Map<number, Map<string, number>>();
  for (const { outcome, sentAt } of all) {
    if (typeof outcome === "number" || sentAt === undefined) continue;
    const minute = Math.floor((sentAt - soakStarted) / 60_000);
    const counts = byMinute.get(minute) ?? new Map<string, number>();
    counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
    byMinute.set(minute, counts);
  }
  if (byMinute.size === 0) return "Network errors: none.";
  const lines = [...byMinute]
    .sort(([a], [b]) => a - b)
    .map(([minute, counts]) => {
      const list = [...counts].map(([name, count]) => `${name}×${count}`).join(" ");
      return `  sent in minute ${minute} of the soak (negative: the load tier before it): ${list}`;
    });
  return ["Network errors by when the request was sent:", ...lines].join("\n");
}

/**
 * The server's 5xx answers from its log (LOG_LEVEL=info: one access line per request), each with
 * the lines logged while it was handled (same request id), then errors logged outside a request.
 */
function serverErrorReport(output: string, answeredWith5xx: number): string {
  const lines = output.split("\n").flatMap((line) => {
    // stdout and stderr arrive as chunks of their own: a line cut where they interleave is skipped.
    try {
      return [{ line, entry: JSON.parse(line) as Record<string, unknown> }];
    } catch {
      return [];
    }
  });
  const failed = new Set(
    lines
      // The readiness probe's 503s are the start's warm-up (ADR 074), polled before any visitor.
      .filter(
        ({ entry }) =>
          entry.message === "request" && Number(entry.status) >= 500 && entry.route !== "/readyz",
      )
      .map(({ entry }) => entry.requestId),
  );
  const unattached = lines.filter(
    ({ entry }) => entry.level === "error" && !failed.has(entry.requestId),
  );
  if (answeredWith5xx === 0 && failed.size === 0 && unattached.length === 0)
    return "Server log: no 5xx, no errors.";
  const shown = lines.filter(({ entry }) => failed.has(entry.requestId)).slice(0, 60);
  return [
    `Server log: ${failed.size} answers with 5xx (the visitors got ${answeredWith5xx}), ${unattached.length} errors outside them:`,
    ...shown.map(({ line }) => line),
    ...unattached.slice(0, 20).map(({ line }) => line),
  ].join("\n");
}

/** RSS growth per hour over `samples` (least squares), to extrapolate a short soak. */
function growthLine(samples: MemorySample[]): string {
  const xs = samples.map((sample) => sample.minute);
  const ys = samples.map((sample) => sample["RSS MiB"]);
  const meanX = xs.reduce((a, b) => a + b, 0) / xs.length;
  const meanY = ys.reduce((a, b) => a + b, 0) / ys.length;
  let covariance = 0;
  let variance = 0;
  for (const [index, x] of xs.entries()) {
    covariance += (x - meanX) * ((ys[index] as number) - meanY);
    variance += (x - meanX) ** 2;
  }
  const perMinute = variance === 0 ? 0 : covariance / variance;
  return `RSS growth over minutes ${xs[0]}–${xs.at(-1)}: ${round1(perMinute * 60)} MiB an hour`;
}
