// Lighthouse's CPU benchmark index of this host, and the CPU slowdown that makes this host behave
// like the machines issue 17 sets its targets on (index about 1,600, where Lighthouse's default 4x
// slowdown applies). The figures the browser benchmarks print then come out the same on a faster
// or a slower machine of this kind, instead of scaling with the host's speed.
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { chromium } from "playwright";
import { median } from "./stats.ts";

/** The benchmark index of the machines the targets are set for, and the slowdown they use. */
export const referenceIndex = 1_600;
export const referenceSlowdown = 4;

/** The median of five runs of Lighthouse's own benchmark, in an unthrottled page of `chromePath`. */
export async function measureBenchmarkIndex(chromePath: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: chromePath });
  try {
    const page = await browser.newPage();
    const runs: number[] = [];
    for (let run = 0; run < 5; run++) {
      runs.push(Number(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`)));
    }
    return Math.round(median(runs));
  } finally {
    await browser.close();
  }
}

/**
 * The slowdown that turns this host into a reference machine: task times scale inversely with the
 * index, so a host twice as fast as the reference is slowed down twice as much.
 */
export function calibratedSlowdown(hostIndex: number): number {
  return Math.round(referenceSlowdown * (hostIndex / referenceIndex) * 10) / 10;
}
