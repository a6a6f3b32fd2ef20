// Resident memory of a process, read from /proc (Linux only).
import { readFileSync } from "node:fs";

/** VmRSS of the process in MiB, or NaN when /proc does not have it. */
export function residentMiB(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kib = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
    return Math.round((kib / 1024) * 10) / 10;
  } catch {
    return Number.NaN;
  }
}

/** Samples the RSS every `everyMs` until stopped; returns the peak seen. */
export function sampleResident(pid: number, everyMs = 250) {
  let peak = residentMiB(pid);
  const timer = setInterval(() => {
    const now = residentMiB(pid);
    if (now > peak) peak = now;
  }, everyMs);
  return {
    stop(): number {
      clearInterval(timer);
      return peak;
    },
  };
}
