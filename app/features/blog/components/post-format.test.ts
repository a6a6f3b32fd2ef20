import { describe, expect, it } from "vitest";
import { formatPostDate, isoDate } from "./post-format";

describe("formatPostDate", () => {
  it("writes the long en-US date in UTC", () => {
    expect(formatPostDate(new Date("2025-03-04T23:30:00Z"))).toBe("March 4, 2025");
    expect(formatPostDate("2024-12-31T00:00:00.000Z")).toBe("December 31, 2024");
  });

  it("gives nothing for an invalid date", () => {
    expect(formatPostDate("not a date")).toBe("");
    expect(isoDate("not a date")).toBeUndefined();
  });
});
