import { describe, expect, it } from "vitest";
import { previewText, statusColor, statusLabel, statusTone } from "./status";

describe("application status", () => {
  it("shows the status in capitals with underscores as spaces", () => {
    expect(statusLabel("under_review")).toBe("UNDER REVIEW");
    expect(statusLabel("pending")).toBe("PENDING");
    expect(statusLabel("on_hold_for_now")).toBe("ON HOLD FOR NOW");
  });

  it("colours the four known statuses and gives anything else the neutral look", () => {
    expect(statusColor("pending")).toBe("yellow");
    expect(statusColor("approved")).toBe("green");
    expect(statusColor("rejected")).toBe("red");
    expect(statusColor("under_review")).toBe("blue");
    expect(statusColor("withdrawn")).toBe("neutral");
    expect(statusTone("withdrawn")).toBe(statusTone("anything"));
    expect(
      new Set(["pending", "approved", "rejected", "under_review", "x"].map(statusTone)).size,
    ).toBe(5);
  });

  it("cuts cover letters past 150 characters", () => {
    expect(previewText("a".repeat(150))).toEqual({ preview: "a".repeat(150), truncated: false });
    const long = `${"word ".repeat(40)}end`;
    const { preview, truncated } = previewText(long);
    expect(truncated).toBe(true);
    expect(preview.endsWith("...")).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(153);
  });
});
