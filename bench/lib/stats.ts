// Small helpers shared by the benchmarks: percentiles, rounding, the machine's state.
import { cpus, loadavg } from "node:os";

export function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/** Rounds to one decimal, the precision the tables print. */
export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Printed beside every table: the machine is shared, so figures depend on what else runs. */
export function machineNote(): string {
  const [one, five] = loadavg();
  return `${cpus().length} cores, load average ${one?.toFixed(1)} (1 min) / ${five?.toFixed(1)} (5 min)`;
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
