import { describe, expect, it } from "vitest";
import { machineNote, median, percentile, round1 } from "./stats.ts";

describe("percentile (nearest rank on sorted values)", () => {
  const hundred = Array.from({ length: 100 }, (_, index) => index + 1);

  it("takes the value at the rank ceil(fraction × n)", () => {
    expect(percentile(hundred, 0.5)).toBe(50);
    expect(percentile(hundred, 0.99)).toBe(99);
    expect(percentile(hundred, 1)).toBe(100);
    expect(percentile([10, 20, 30], 0.5)).toBe(20);
    expect(percentile([10, 20, 30, 40], 0.5)).toBe(20);
  });

  it("gives the single value of one sample and the smallest for fraction 0", () => {
    expect(percentile([7], 0.5)).toBe(7);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([3, 4, 5], 0)).toBe(3);
  });

  it("is NaN for no samples rather than a figure", () => {
    expect(percentile([], 0.5)).toBeNaN();
  });

  it("p99 of a small sample is its maximum", () => {
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 1000], 0.99)).toBe(1000);
  });
});

describe("round1", () => {
  it("rounds to one decimal", () => {
    expect(round1(12.345)).toBe(12.3);
    expect(round1(12.35)).toBe(12.4);
    expect(round1(0.04)).toBe(0);
    expect(round1(-1.26)).toBe(-1.3);
  });
});

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones, whatever the order", () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
  });
});

describe("machineNote", () => {
  it("names the cores, the 1- and 5-minute load averages and the commit", () => {
    expect(machineNote()).toMatch(
      /^\d+ cores, load average \d+\.\d \(1 min\) \/ \d+\.\d \(5 min\), commit ([0-9a-f]{7,}|unknown)$/,
    );
  });
});
