import { describe, expect, it } from "vitest";
import { formatClock } from "./video-player";

describe("formatClock", () => {
  it("turns seconds into a clock time", () => {
    expect(formatClock(12)).toBe("0:12");
    expect(formatClock(75)).toBe("1:15");
    expect(formatClock(600)).toBe("10:00");
  });
});
