import { describe, expect, it } from "vitest";
import { parseTagQuery, tagSearch } from "./query";

const parse = (query: string) => parseTagQuery(new URLSearchParams(query));

describe("tag page query", () => {
  it("defaults to the All tab, no search, page 1, the short cloud", () => {
    expect(parse("")).toEqual({ tab: "all", q: "", page: 1, allTags: false });
  });

  it("reads the tab, search, page and the full cloud", () => {
    expect(parse("tab=Jobs&q=  remote   senior &page=3&all=1")).toEqual({
      tab: "jobs",
      q: "remote senior",
      page: 3,
      allTags: true,
    });
  });

  it("falls back on unknown or malformed values", () => {
    expect(parse("tab=videos&page=-2&all=yes")).toEqual({
      tab: "all",
      q: "",
      page: 1,
      allTags: false,
    });
    expect(parse(`q=${"x".repeat(300)}`).q).toHaveLength(100);
  });

  it("writes only what differs from the defaults", () => {
    expect(tagSearch({ tab: "all", q: "", page: 1 })).toBe("");
    expect(tagSearch({ tab: "blogs", q: "hooks & state", page: 2 })).toBe(
      "?tab=blogs&q=hooks+%26+state&page=2",
    );
    expect(tagSearch({ allTags: true })).toBe("?all=1");
  });
});
