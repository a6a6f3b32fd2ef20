// Small helpers shared by the benchmarks: percentiles, rounding, the machine's state.
import { execFileSync } from "node:child_process";
import { cpus, loadavg } from "node:os";

export function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  if (sorted.length === 0) return Number.NaN;
  return Number.isInteger(middle)
    ? ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
    : (sorted[Math.floor(middle)] as number);
}

/** Rounds to one decimal, the precision the tables print. */
export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** The commit measured, so a figure can be traced to its code ("unknown" outside a git checkout). */
function commit(): string {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}

/** Printed beside every table: the machine is shared, so figures depend on what else runs. */
export function machineNote(): string {
  const [one, five] = loadavg();
  return `${cpus().length} cores, load average ${one?.toFixed(1)} (1 min) / ${five?.toFixed(1)} (5 min), commit ${commit()}`;
}

/** p50 and p99 of `count` GETs one after the other (server time, no queueing), after warm-up. */
export async function sequentialLatency(url: string, count = 50, warmup = 3) {
  const timings: number[] = [];
  for (let i = 0; i < warmup + count; i++) {
    const started = performance.now();
    const response = await fetch(url, { redirect: "manual" });
    await response.arrayBuffer();
    if (i >= warmup) timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return { p50: percentile(timings, 0.5), p99: percentile(timings, 0.99) };
}
