// Runs wrk against one URL and reads throughput and latency percentiles from its --latency report.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { requireProgram } from "./tools.ts";

const run = promisify(execFile);

export interface WrkResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Responses outside 2xx/3xx plus socket errors; a non-zero count makes the figure suspect. */
  errors: number;
}

export interface WrkOptions {
  connections?: number;
  seconds?: number;
  threads?: number;
}

function milliseconds(text: string | undefined): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text ?? "");
  if (!match) return Number.NaN;
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2] as "us" | "ms" | "s" | "m"];
  return Number(match[1]) * scale;
}

export function parseWrk(output: string): WrkResult {
  const rate = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  const p50 = milliseconds(/^\s+50%\s+(\S+)/m.exec(output)?.[1]);
  const p99 = milliseconds(/^\s+99%\s+(\S+)/m.exec(output)?.[1]);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return { requestsPerSecond: rate, p50Ms: p50, p99Ms: p99, errors: non2xx + socketErrors };
}

export async function runWrk(url: string, options: WrkOptions = {}): Promise<WrkResult> {
  const wrk = requireProgram("wrk");
  const { connections = 32, seconds = 10, threads = 2 } = options;
  const { stdout } = await run(
    wrk,
    [`-t${threads}`, `-c${connections}`, `-d${seconds}s`, "--timeout", "10s", "--latency", url],
    { maxBuffer: 1 << 20 },
  );
  return parseWrk(stdout);
}
