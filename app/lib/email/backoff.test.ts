import { describe, expect, it } from "vitest";
import { retryDelayMs } from "./backoff.ts";

const middle = () => 0.5;

describe("retryDelayMs", () => {
  it("starts at 30 seconds and doubles per failed attempt", () => {
    const schedule = [1, 2, 3, 4, 5, 6, 7].map((attempts) =>
      retryDelayMs(attempts, { random: middle }),
    );
    expect(schedule).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000]);
  });

  it("is capped at one hour, also with jitter and absurd attempt counts", () => {
    expect(retryDelayMs(8, { random: middle })).toBe(3_600_000);
    expect(retryDelayMs(10, { random: () => 0.999 })).toBe(3_600_000);
    expect(retryDelayMs(10_000, { random: () => 1 })).toBe(3_600_000);
  });

  it("adds at most 10 % of jitter either way", () => {
    expect(retryDelayMs(1, { random: () => 0 })).toBe(27_000);
    expect(retryDelayMs(1, { random: () => 1 })).toBe(33_000);
    for (let run = 0; run < 200; run++) {
      const delay = retryDelayMs(3);
      expect(delay).toBeGreaterThanOrEqual(108_000);
      expect(delay).toBeLessThanOrEqual(132_000);
    }
  });

  it("treats a first attempt count below one as the first retry", () => {
    expect(retryDelayMs(0, { random: middle })).toBe(30_000);
  });
});
