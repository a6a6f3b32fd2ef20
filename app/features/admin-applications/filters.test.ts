import { describe, expect, it } from "vitest";
import { applicationsHref, parseApplicationFilters } from "./filters";

const parse = (query: string) => parseApplicationFilters(new URLSearchParams(query));

describe("applications list filters", () => {
  it("reads the job, a known status, the search and the page", () => {
    expect(parse("job=abc&status=under_review&q=%20ada%20&page=3")).toEqual({
      jobId: "abc",
      status: "under_review",
      q: "ada",
      page: 3,
    });
  });

  it("shows everything for missing or unknown values", () => {
    expect(parse("status=hired&page=-1&job=%20")).toEqual({
      jobId: null,
      status: null,
      q: "",
      page: 1,
    });
  });

  it("cuts an over-long search", () => {
    expect(parse(`q=${"a".repeat(300)}`).q).toHaveLength(100);
  });

  it("builds the list's URL with only what is set", () => {
    expect(applicationsHref({})).toBe("/admin/applications");
    expect(applicationsHref({ jobId: "j1", status: "approved", q: "a&b", page: 2 })).toBe(
      "/admin/applications?job=j1&status=approved&q=a%26b&page=2",
    );
    expect(applicationsHref({ status: "pending", page: 1 })).toBe(
      "/admin/applications?status=pending",
    );
  });
});
