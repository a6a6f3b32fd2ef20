import { describe, expect, it } from "vitest";
import { buildCloud, cloudTier, sortByCount } from "./cloud";

describe("cloudTier", () => {
  it("puts counts at exactly 0.8, 0.6 and 0.4 of the maximum into the larger tier", () => {
    expect(cloudTier(10, 10)).toBe(1);
    expect(cloudTier(8, 10)).toBe(1);
    expect(cloudTier(7.99, 10)).toBe(2);
    expect(cloudTier(6, 10)).toBe(2);
    expect(cloudTier(5.99, 10)).toBe(3);
    expect(cloudTier(4, 10)).toBe(3);
    expect(cloudTier(3.99, 10)).toBe(4);
    expect(cloudTier(1, 10)).toBe(4);
  });

  it("handles small and empty maxima", () => {
    expect(cloudTier(4, 5)).toBe(1);
    expect(cloudTier(3, 5)).toBe(2);
    expect(cloudTier(2, 5)).toBe(3);
    expect(cloudTier(1, 5)).toBe(4);
    expect(cloudTier(1, 1)).toBe(1);
    expect(cloudTier(0, 0)).toBe(4);
  });
});

describe("cloud ordering", () => {
  it("sorts by count descending, equal counts by name ignoring case", () => {
    const sorted = sortByCount([
      { tag: "vue", count: 3 },
      { tag: "React", count: 9 },
      { tag: "Angular", count: 3 },
      { tag: "Svelte", count: 1 },
    ]);
    expect(sorted.map((entry) => entry.tag)).toEqual(["React", "Angular", "vue", "Svelte"]);
  });

  it("sizes every tag relative to the largest count", () => {
    const cloud = buildCloud(
      [10, 8, 6, 4, 2].map((count) => ({ tag: `t${count}`, slug: `t${count}`, count })),
    );
    expect(cloud.map((entry) => [entry.tag, entry.tier])).toEqual([
      ["t10", 1],
      ["t8", 1],
      ["t6", 2],
      ["t4", 3],
      ["t2", 4],
    ]);
    expect(buildCloud([])).toEqual([]);
  });
});
