import { describe, expect, it } from "vitest";
import { jobState, parseJobFilters } from "./list-filters";

describe("parseJobFilters", () => {
  it("reads every filter from the URL", () => {
    expect(
      parseJobFilters(
        new URLSearchParams(
          "q=+react+&status=closed&category=devops&type=contract&featured=featured&page=3",
        ),
      ),
    ).toEqual({
      q: "react",
      status: "closed",
      category: "devops",
      type: "contract",
      featured: "featured",
      page: 3,
    });
  });

  it("treats unknown or empty values as no filter", () => {
    expect(
      parseJobFilters(new URLSearchParams("status=gone&category=&type=gig&featured=1&page=-2")),
    ).toEqual({ q: "", status: "all", category: null, type: null, featured: "all", page: 1 });
  });
});

describe("jobState", () => {
  const now = new Date("2026-03-10T12:00:00Z");
  it("is inactive when switched off, expired past the deadline, open otherwise", () => {
    expect(jobState({ isActive: false, applicationDeadline: null }, now)).toBe("inactive");
    expect(jobState({ isActive: true, applicationDeadline: "2026-03-10T11:59:59Z" }, now)).toBe(
      "expired",
    );
    expect(jobState({ isActive: true, applicationDeadline: "2026-03-11T00:00:00Z" }, now)).toBe(
      "open",
    );
    expect(jobState({ isActive: true, applicationDeadline: null }, now)).toBe("open");
  });
});
