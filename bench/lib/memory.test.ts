import { describe, expect, it } from "vitest";
import { residentMiB, sampleResident } from "./memory.ts";

describe("residentMiB", () => {
  it("reads this process's VmRSS from /proc in MiB", () => {
    const mib = residentMiB(process.pid);
    expect(mib).toBeGreaterThan(10);
    expect(mib).toBeLessThan(process.memoryUsage().rss / 1024 / 1024 + 64);
  });

  it("is NaN for a process that does not exist", () => {
    expect(residentMiB(2 ** 22 + 12_345)).toBeNaN();
  });
});

describe("sampleResident", () => {
  it("keeps the peak it saw, at least the resident size at the start", async () => {
    const start = residentMiB(process.pid);
    const sampler = sampleResident(process.pid, 10);
    // Touch 64 MiB so the resident size grows while sampling.
    const block = Buffer.alloc(64 * 1024 * 1024, 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const peak = sampler.stop();
    expect(block[block.length - 1]).toBe(1);
    expect(peak).toBeGreaterThanOrEqual(start);
    expect(peak).toBeGreaterThan(start + 32);
  });
});
