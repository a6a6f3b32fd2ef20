import { describe, expect, it } from "vitest";
import { fillDays, formatAge, lastDays, scaleBars, shortDay } from "./chart";

describe("daily events chart", () => {
  const today = new Date("2025-03-05T18:30:00Z");

  it("lists the last 30 UTC days oldest first, across a month boundary", () => {
    const days = lastDays(today, 30);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe("2025-02-04");
    expect(days.at(-1)).toBe("2025-03-05");
  });

  it("fills days without events with zero and ignores rows outside the window", () => {
    const filled = fillDays(
      [
        { day: "2025-03-05", count: 4 },
        { day: "2025-03-01", count: 2 },
        { day: "2024-12-31", count: 9 },
      ],
      today,
    );
    expect(filled).toHaveLength(30);
    expect(filled.filter((entry) => entry.count > 0)).toEqual([
      { day: "2025-03-01", count: 2 },
      { day: "2025-03-05", count: 4 },
    ]);
  });

  it("scales bars to the busiest day and keeps small non-zero days visible", () => {
    const { max, bars } = scaleBars(
      [
        { day: "a", count: 0 },
        { day: "b", count: 1 },
        { day: "c", count: 500 },
        { day: "d", count: 250 },
      ],
      100,
    );
    expect(max).toBe(500);
    expect(bars.map((bar) => bar.height)).toEqual([0, 1, 100, 50]);
  });

  it("draws nothing when there were no events", () => {
    const { max, bars } = scaleBars(fillDays([], today), 100);
    expect(max).toBe(0);
    expect(bars.every((bar) => bar.height === 0)).toBe(true);
  });

  it("formats days and ages", () => {
    expect(shortDay("2025-03-05")).toBe("Mar 5");
    expect(formatAge(42)).toBe("42 s");
    expect(formatAge(12 * 60)).toBe("12 min");
    expect(formatAge(3 * 3600)).toBe("3 h");
    expect(formatAge(2 * 86_400)).toBe("2 d");
  });
});
