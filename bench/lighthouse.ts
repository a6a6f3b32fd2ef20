// Lighthouse (mobile: its default form factor and simulated throttling) on the production build,
// driven with Debian's Chromium: the four category scores with LCP, CLS and TBT per page, where
// the main thread's time went (by kind of work, and the longest tasks), and which simulated tasks
// made up the TBT. Every request the page made must stay on the site's own origin, so the run
// works offline.
//
//   npm run bench:lighthouse            (builds first)
//   node bench/lighthouse.ts --pages landing,post --save /tmp/lhr
//     --pages: a comma-separated subset of landing, services, careers, job, knowledge, post
//     --save: a directory where each page's full Lighthouse report (JSON) is written, to read
//             its diagnostics (LCP element and phases, render-blocking resources, unused JS)
//     --runs N: Lighthouse N times per page (default 3); each figure printed is the median of the
//             runs (TBT, and with it the score, follows the machine's load from run to run), beside
//             Lighthouse's CPU benchmark index of this host (its simulation scales task times by
//             it: compare figures only between hosts of a similar index)
//     --slowdown X: this CPU slowdown for every run, instead of one calibrated before each run
//             from the host's benchmark index at that moment (a shared host's speed wanders:
//             1,612-2,589 within one session on one machine)
//     --no-scale: only the demo content (by default the pages are audited again after
//             bench/generate-data.ts added 10,000 posts, 10,000 jobs and 100,000 applications)
//     --cold: skip the warm-up request, so Lighthouse's visit is a page-cache miss rendered
//             while it waits (by default each page is requested once first, as any visitor
//             after the first finds it: the page cache's copy for crawlers, which Lighthouse is)
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import { drizzle } from "drizzle-orm/node-postgres";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";
import { generateData } from "./generate-data.ts";
import { calibratedSlowdown, measureBenchmarkIndex, referenceIndex } from "./lib/cpu-index.ts";
import { samplePaths, startSiteOnPostgres } from "./lib/site.ts";
import { machineNote, median } from "./lib/stats.ts";
import { requireProgram } from "./lib/tools.ts";

const { values: options } = parseArgs({
  options: {
    pages: { type: "string" },
    save: { type: "string" },
    runs: { type: "string" },
    slowdown: { type: "string" },
    cold: { type: "boolean" },
    "no-scale": { type: "boolean" },
  },
});
const runs = Math.max(1, Number.parseInt(options.runs ?? "3", 10) || 1);
const chromePath = requireProgram("chromium");
const categories = ["performance", "accessibility", "best-practices", "seo"];
const fixedSlowdown = options.slowdown ? Number(options.slowdown) : undefined;

interface NetworkItem {
  url: string;
}
interface Category {
  auditRefs: Array<{ id: string; weight: number }>;
}
interface Audit {
  score: number | null;
  title: string;
}
interface WorkGroup {
  groupLabel: string;
  duration: number;
}
interface LongTask {
  url: string;
  duration: number;
  startTime: number;
}

type Report = Awaited<ReturnType<typeof audit>>;

/**
 * Requests the page until the page cache answers it, as it does any visitor after the first.
 * Lighthouse's user agent names it, so the site treats it as a crawler (the page cache keeps
 * crawlers' copies apart); the same name here fills that copy. The cache starts once the site
 * listens for content changes, so the first requests after start-up may pass it by.
 */
async function warmPageCache(url: string) {
  for (let attempt = 1; attempt <= 20; attempt++) {
    const response = await fetch(url, { headers: { "User-Agent": "Chrome-Lighthouse" } });
    await response.arrayBuffer();
    if (response.headers.get("x-page-cache") === "hit") return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.error(`${new URL(url).pathname}: not a page-cache hit after 20 requests`);
}

/**
 * One Lighthouse run, with the slowdown calibrated to the host's speed just before it; a run that
 * fails to record the page load (seen: NO_NAVSTART on a busy machine) is repeated, up to three
 * attempts.
 */
async function audit(url: string, port: number) {
  const cpuSlowdownMultiplier =
    fixedSlowdown ?? calibratedSlowdown(await measureBenchmarkIndex(chromePath));
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError || attempt === 3) {
      return { ...result.lhr, cpuSlowdownMultiplier, blockingTasks: simulatedBlockingTasks() };
    }
    console.error(`${url}: ${result.lhr.runtimeError.code}, running Lighthouse again`);
  }
}

/** Trace events that name a kind of main-thread work, and the name printed for each. */
const workKinds: Record<string, string> = {
  ParseHTML: "parse HTML",
  ParseAuthorStyleSheet: "parse CSS",
  UpdateLayoutTree: "style",
  Layout: "layout",
  PrePaint: "pre-paint",
  Paint: "paint",
  Layerize: "layerize",
  Commit: "commit",
  EvaluateScript: "script",
  "v8.evaluateModule": "module",
  FunctionCall: "function call",
  TimerFire: "timer",
  EventDispatch: "event",
  MajorGC: "GC",
  MinorGC: "GC",
};

/**
 * The tasks behind the last run's TBT, from Lighthouse's own simulation (Lantern). TBT is the
 * mean of two simulations; this is the one whose window opens earlier, at the optimistic
 * estimate of the first contentful paint, so it holds most of the blocking time. Each task: its
 * blocking ms there (its simulated length after that estimate, less 50 ms) and its two largest
 * kinds of work (ms of the host's own time). Tasks without any of those kinds show as "other".
 */
function simulatedBlockingTasks(): string {
  const timings = Lantern.Simulation.Simulator.allNodeTimings;
  const paint = Math.max(
    ...[...(timings.get("optimisticFirstContentfulPaint")?.values() ?? [])].map(
      (timing) => timing.endTime,
    ),
  );
  const tasks: Array<{ start: number; text: string }> = [];
  for (const [node, timing] of timings.get("pessimisticTotalBlockingTime") ?? []) {
    if (node.type !== "cpu") continue;
    const blocking = timing.endTime - Math.max(timing.startTime, paint) - 50;
    if (blocking <= 0) continue;
    const work = new Map<string, number>();
    for (const event of node.childEvents) {
      const kind = workKinds[event.name];
      if (kind) work.set(kind, (work.get(kind) ?? 0) + (event.dur ?? 0) / 1000);
    }
    const largest = [...work]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 2)
      .map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`);
    tasks.push({
      start: timing.startTime,
      text: `${Math.round(blocking)} (${largest.join(", ") || "other"})`,
    });
  }
  return tasks
    .sort((a, b) => a.start - b.start)
    .map((task) => task.text)
    .join("; ");
}

const { site, client, stop } = await startSiteOnPostgres();
const chrome = await chromeLauncher.launch({
  chromePath,
  // The machine has no network: background fetches would only fail and add noise.
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
  ],
});
const offSite: string[] = [];

/** The weighted audits that cost a category points, to say why a score is below 100. */
function failures(lhr: { categories: Record<string, Category>; audits: Record<string, Audit> }) {
  return categories
    .filter((id) => id !== "performance")
    .flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${id}: ${ref.id} (${lhr.audits[ref.id]?.title})`),
    );
}
const wanted = options.pages?.split(",").map((key) => key.trim());

/** The six pages, with the newest post and job as the database holds them now. */
async function pagesToAudit(): Promise<Array<[key: string, name: string, path: string]>> {
  const { post, job } = await samplePaths(client);
  const allPages: Array<[key: string, name: string, path: string]> = [
    ["landing", "landing page", "/"],
    ["services", "services", "/services"],
    ["careers", "careers board", "/careers"],
    ["job", "job", job],
    ["knowledge", "knowledge center", "/knowledge-center"],
    ["post", "post", post],
  ];
  const unknown = wanted?.filter((key) => !allPages.some(([known]) => known === key)) ?? [];
  if (unknown.length > 0) throw new Error(`Unknown page(s) for --pages: ${unknown.join(", ")}`);
  return allPages.filter(([key]) => wanted === undefined || wanted.includes(key));
}

/**
 * Where the median run's main-thread time went, as Lighthouse counts it (task times multiplied by
 * the slowdown): by kind of work, and the longest tasks with the file they are attributed to.
 */
function mainThreadRow(name: string, lhr: Report) {
  const items = <T>(id: string) =>
    (lhr.audits[id]?.details as { items?: T[] } | undefined)?.items ?? [];
  const byGroup = Object.fromEntries(
    items<WorkGroup>("mainthread-work-breakdown").map(({ groupLabel, duration }) => [
      groupLabel,
      Math.round(duration),
    ]),
  );
  const longest = items<LongTask>("long-tasks")
    .slice(0, 4)
    .map(({ url, duration, startTime }) => {
      const file = url.startsWith("http")
        ? new URL(url).pathname.split("/").pop() || "document"
        : url;
      return `${file} ${Math.round(duration)} ms at ${(startTime / 1000).toFixed(1)} s`;
    });
  return {
    page: name,
    ...byGroup,
    "longest tasks": longest.join("; "),
    "TBT's simulated tasks": lhr.blockingTasks || "none",
  };
}

/** "a" or "a-b", the least and the most of `values`. */
function range(values: number[]): string {
  const [least, most] = [Math.min(...values), Math.max(...values)];
  return least === most ? `${least}` : `${least}-${most}`;
}

/** Audits every page and prints one table; `saveSuffix` names the saved reports of a round. */
async function lighthouseRound(title: string, saveSuffix: string) {
  const pages = await pagesToAudit();
  if (options.save) mkdirSync(options.save, { recursive: true });
  const rows = [];
  const mainThreadRows = [];
  const failedAudits: string[] = [];
  for (const [key, name, pagePath] of pages) {
    const reports: Report[] = [];
    if (!options.cold) await warmPageCache(site.url + pagePath);
    for (let run = 0; run < runs; run++) {
      reports.push(await audit(site.url + pagePath, chrome.port));
    }
    const performance = (report: Report) => report.categories.performance?.score ?? 0;
    reports.sort((a, b) => performance(a) - performance(b));
    // The saved report (and its requests and failed audits) is the run with the median score.
    const lhr = reports[Math.floor((reports.length - 1) / 2)] as Report;
    if (options.save) {
      writeFileSync(
        path.join(options.save, `${key}${saveSuffix}.json`),
        JSON.stringify(lhr, null, 1),
      );
    }
    const medianOf = (figure: (report: Report) => number) => median(reports.map(figure));
    const score = (id: string) =>
      Math.round(medianOf((report) => report.categories[id]?.score ?? Number.NaN) * 100);
    const metric = (id: string) =>
      medianOf((report) => report.audits[id]?.numericValue ?? Number.NaN);
    const requests = (lhr.audits["network-requests"]?.details as { items?: NetworkItem[] })?.items;
    for (const { url } of requests ?? []) {
      if (!url.startsWith("data:") && new URL(url).origin !== new URL(site.url).origin) {
        offSite.push(`${pagePath}: ${url}`);
      }
    }
    mainThreadRows.push(mainThreadRow(name, lhr));
    for (const failure of failures(lhr)) failedAudits.push(`${name}: ${failure}`);
    rows.push({
      page: name,
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      SEO: score("seo"),
      "LCP s": Math.round(metric("largest-contentful-paint") / 10) / 100,
      CLS: Math.round(metric("cumulative-layout-shift") * 1000) / 1000,
      "TBT ms": Math.round(metric("total-blocking-time")),
      "CPU index": Math.round(medianOf((report) => report.environment.benchmarkIndex)),
      slowdown: range(reports.map((report) => report.cpuSlowdownMultiplier)),
      ...(runs > 1
        ? {
            "perf. of runs": reports
              .map((report) => Math.round(performance(report) * 100))
              .join(" "),
          }
        : {}),
      requests: requests?.length ?? 0,
      ...(lhr.runtimeError ? { error: lhr.runtimeError.code } : {}),
    });
  }
  console.log(
    `\n${title}: Lighthouse, mobile, simulated throttling with ${fixedSlowdown ? `a ${fixedSlowdown}x CPU slowdown` : `a CPU slowdown calibrated before each run to the host's benchmark index then (4x at ${referenceIndex})`}, page cache ${options.cold ? "cold" : "warm"}, median of ${runs} run(s) per page (${machineNote()})`,
  );
  console.table(rows);
  console.log(
    "Main thread of the median run, ms by kind of work, its longest tasks, and the simulated tasks that made up its TBT (blocking ms, and the host's ms of the task's largest kinds of work):",
  );
  console.table(mainThreadRows);
  if (failedAudits.length > 0) console.log(`Failed audits:\n  ${failedAudits.join("\n  ")}`);
}

try {
  await lighthouseRound("Demo content", "");
  if (!options["no-scale"]) {
    const sizes = await generateData(drizzle(client), {
      posts: 10_000,
      jobs: 10_000,
      applications: 100_000,
    });
    console.log("\nGenerated data:", sizes);
    await lighthouseRound("At scale", "-10k");
  }
} finally {
  chrome.kill();
  await stop();
}
if (offSite.length > 0) {
  console.error(`Requests to other hosts (the pages must work offline):\n${offSite.join("\n")}`);
  process.exit(1);
}
console.log("No request left the site's origin.");
