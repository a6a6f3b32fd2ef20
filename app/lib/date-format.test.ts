import { describe, expect, it } from "vitest";
import { formatDate } from "./date-format";

const instant = "2025-03-04T23:30:00Z";

describe("formatDate", () => {
  it("writes each of the site's formats in UTC, whatever the machine's time zone", () => {
    expect(formatDate(instant, "short")).toBe("Mar 4, 2025");
    expect(formatDate(new Date(instant), "long")).toBe("March 4, 2025");
    expect(formatDate(instant, "monthYear")).toBe("Mar 2025");
    expect(formatDate(instant, "dayMonth")).toBe("Mar 4");
    expect(formatDate(instant, "dateTime")).toBe("Mar 4, 2025, 11:30 PM UTC");
    expect(formatDate(instant, "staffDate")).toBe("4 Mar 2025");
    expect(formatDate(instant, "staffDateTime")).toBe("4 Mar 2025, 23:30 UTC");
    expect(formatDate(instant, "longDateTime")).toBe("March 4, 2025 at 11:30 PM UTC");
    expect(formatDate(instant, "noticeDateTime")).toBe("4 March 2025 at 23:30 UTC");
  });

  it("gives an empty string for a date it cannot read", () => {
    expect(formatDate("not a date", "short")).toBe("");
    expect(formatDate(new Date(Number.NaN), "staffDateTime")).toBe("");
  });
});
