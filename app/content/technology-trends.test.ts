import { describe, expect, it } from "vitest";
import {
  isTechnologyTrend,
  technologyTrendLegend,
  technologyTrendNames,
  technologyTrends,
} from "./technology-trends";
import { tones } from "./tones";

describe("technology trend labels", () => {
  it("are the spec's eight labels in legend order", () => {
    expect(technologyTrendLegend.map((entry) => entry.trend)).toEqual([
      "Hot",
      "Trending",
      "Growing",
      "Emerging",
      "Stable",
      "Legacy",
      "Standard",
      "Enterprise",
    ]);
    expect(Object.keys(technologyTrends).sort()).toEqual([...technologyTrendNames].sort());
  });

  it("each have their own colour and symbol, drawn from the site's tones", () => {
    expect(new Set(technologyTrendLegend.map((entry) => entry.tone)).size).toBe(8);
    expect(new Set(technologyTrendLegend.map((entry) => entry.icon)).size).toBe(8);
    for (const entry of technologyTrendLegend) {
      expect(entry.className).toBe(tones[entry.tone].soft);
      expect(entry.className).toMatch(/\bdark:bg-/);
      expect(entry.className).toMatch(/\bdark:text-/);
      expect(entry.meaning).toMatch(/\.$/);
    }
  });

  it("recognises trend names exactly", () => {
    expect(isTechnologyTrend("Hot")).toBe(true);
    expect(isTechnologyTrend("hot")).toBe(false);
    expect(isTechnologyTrend("Popular")).toBe(false);
  });
});
