// Interaction to Next Paint of the three interactions issue 17 names, in Debian's Chromium with
// its CPU slowed down as a mid-range phone (DevTools' CPU throttling: 4x on a machine of CPU
// benchmark index 1,600, scaled by this host's index, bench/lib/cpu-index.ts): turning the landing
// page's orbit, jumping a section on the services overview, filtering the careers board. Each
// run opens the page afresh, waits until its scripts are ready, then acts with real keyboard and
// mouse input; the page's own Event Timing entries give each interaction's duration (input delay,
// handlers and the next paint), and the page's INP is the longest of them (fewer than 50).
//
//   npm run bench:inp              (builds first)
//   node bench/inp.ts --runs 5     median of N runs per interaction (default 5)
//     --slowdown N: this CPU slowdown instead of the calibrated one
//
// Printed beside the table: Lighthouse's CPU benchmark index of this host (measured in the same
// Chromium without throttling), the slowdown used, the load average and the commit.
import { parseArgs } from "node:util";
import { chromium, type Page } from "playwright";
import { calibratedSlowdown, measureBenchmarkIndex, referenceIndex } from "./lib/cpu-index.ts";
import { startSiteOnPostgres } from "./lib/site.ts";
import { machineNote, median } from "./lib/stats.ts";
import { requireProgram } from "./lib/tools.ts";

const { values: options } = parseArgs({
  options: { runs: { type: "string" }, slowdown: { type: "string" } },
});
const runs = Math.max(1, Number.parseInt(options.runs ?? "5", 10) || 1);
const target = 200;

/** Records the longest Event Timing entry of every interaction, from the page's first moment. */
function recordInteractions() {
  const longest = new Map<number, { event: string; duration: number }>();
  Object.assign(window, { interactions: longest });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      const known = longest.get(entry.interactionId);
      if (entry.interactionId && (!known || entry.duration > known.duration)) {
        longest.set(entry.interactionId, { event: entry.name, duration: entry.duration });
      }
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  // A visitor who chose before: no cookie banner over the page.
  window.localStorage.setItem(
    "cookie-consent",
    JSON.stringify({ essential: true, analytics: false, marketing: false, functional: true }),
  );
}

/** Hydrated pages mark the root once React is done; static ones once their islands loaded. */
function pageIsInteractive() {
  const root = document.documentElement;
  return "__reactRouterContext" in window
    ? root.dataset.hydrated === "true"
    : root.dataset.islands !== "loading";
}

interface Scenario {
  name: string;
  path: string;
  act(page: Page): Promise<void>;
}

const scenarios: Scenario[] = [
  {
    name: "landing: turn the orbit (click a tool, 3 arrow keys)",
    path: "/",
    async act(page) {
      // The tools move with their orbit, so the mouse goes where the first one is now.
      const tool = await page.locator('[data-orbit="0"] button').first().boundingBox();
      if (!tool) throw new Error("The landing page shows no orbit");
      // As a visitor does: the pointer rests on the tool (its figures open), then clicks.
      await page.mouse.move(tool.x + tool.width / 2, tool.y + tool.height / 2);
      await page.getByRole("tooltip").waitFor();
      await page.mouse.down();
      await page.mouse.up();
      for (let step = 0; step < 3; step++) await page.keyboard.press("ArrowRight");
    },
  },
  {
    name: "services: jump a section (3 ArrowDown presses)",
    path: "/services",
    async act(page) {
      for (let step = 0; step < 3; step++) {
        await page.keyboard.press("ArrowDown");
        // A jump locks the next one for 1.2 s (spec): each press here is a real jump.
        await page.waitForTimeout(1_300);
      }
    },
  },
  {
    name: "careers: filter (type 'toronto', pick a category)",
    path: "/careers",
    async act(page) {
      await page.getByRole("searchbox", { name: "Search" }).click();
      await page.keyboard.type("toronto", { delay: 50 });
      await page.getByLabel("Category").focus();
      await page.keyboard.press("ArrowDown");
    },
  },
];

const { site, stop } = await startSiteOnPostgres();
const chromePath = requireProgram("chromium");
const browser = await chromium.launch({ executablePath: chromePath });

/** One run of a scenario in a fresh context: the slowest interaction and how many there were. */
async function measure(scenario: Scenario, cpuSlowdown: number) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await page.addInitScript(recordInteractions);
  const devtools = await context.newCDPSession(page);
  await devtools.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  await page.goto(site.url + scenario.path);
  await page.waitForFunction(pageIsInteractive, null, { timeout: 60_000 });
  await scenario.act(page);
  // Event Timing reports an interaction after its next paint: wait for two frames.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const interactions = await page.evaluate(() => [
    ...(
      window as unknown as { interactions: Map<number, { event: string; duration: number }> }
    ).interactions.values(),
  ]);
  await context.close();
  const slowest = interactions.sort((a, b) => b.duration - a.duration)[0];
  if (!slowest) throw new Error(`${scenario.name}: no interaction was recorded`);
  return { inp: slowest.duration, slowest: slowest.event, interactions: interactions.length };
}

try {
  const index = await measureBenchmarkIndex(chromePath);
  const cpuSlowdown = options.slowdown ? Number(options.slowdown) : calibratedSlowdown(index);
  const rows = [];
  for (const scenario of scenarios) {
    const results = [];
    for (let run = 0; run < runs; run++) results.push(await measure(scenario, cpuSlowdown));
    const inp = median(results.map((result) => result.inp));
    rows.push({
      interaction: scenario.name,
      "INP ms": Math.round(inp),
      [`within ${target} ms`]: inp < target ? "yes" : "no",
      "INP of runs": results.map((result) => Math.round(result.inp)).join(" "),
      "slowest event": results.map((result) => result.slowest).join(" "),
      interactions: results[0]?.interactions,
    });
  }
  console.log(
    `\nINP with a ${cpuSlowdown}x CPU slowdown (this host's CPU benchmark index ${index}; 4x at ${referenceIndex}), median of ${runs} run(s) (${machineNote()})`,
  );
  console.table(rows);
} finally {
  await browser.close();
  await stop();
}
