import { describe, expect, it } from "vitest";
import { formatDuration } from "./video-poster";

describe("formatDuration", () => {
  it("turns ISO 8601 durations into clock times", () => {
    expect(formatDuration("PT7M40S")).toBe("7:40");
    expect(formatDuration("PT3M05S")).toBe("3:05");
    expect(formatDuration("PT45S")).toBe("0:45");
    expect(formatDuration("PT1H2M3S")).toBe("1:02:03");
    expect(formatDuration("7 minutes")).toBe("");
  });
});
