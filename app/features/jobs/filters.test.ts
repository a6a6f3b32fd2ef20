import { describe, expect, it } from "vitest";
import { boardSearch, hasActiveFilters, parseBoardFilters } from "./filters";
import { experienceLevelLabel, jobTypeLabel, normalizeExperienceLevel } from "./labels";

const parse = (query: string) => parseBoardFilters(new URLSearchParams(query));

describe("board filters in the URL", () => {
  it("defaults to everything on page 1", () => {
    expect(parse("")).toEqual({ q: "", page: 1 });
    expect(parse("category=all&type=all&level=all&q=")).toEqual({ q: "", page: 1 });
    expect(hasActiveFilters(parse(""))).toBe(false);
  });

  it("reads search, category, type, level and page", () => {
    expect(
      parse("q=%20react%20%20native%20&category=data-ai&type=contract&level=senior&page=3"),
    ).toEqual({
      q: "react native",
      category: "data-ai",
      type: "contract",
      level: "senior",
      page: 3,
    });
  });

  it("understands both spellings of the levels and loose job types", () => {
    expect(parse("level=mid-level").level).toBe("mid");
    expect(parse("level=Mid").level).toBe("mid");
    expect(parse("level=entry-level").level).toBe("entry");
    expect(parse("type=Full%20Time").type).toBe("full-time");
    expect(parse("type=fulltime").type).toBe("full-time");
    expect(experienceLevelLabel("mid")).toBe("Mid Level");
    expect(experienceLevelLabel("mid-level")).toBe("Mid Level");
    expect(experienceLevelLabel("senior-level")).toBe("Senior Level");
    expect(jobTypeLabel("freelance")).toBe("Freelance");
    expect(normalizeExperienceLevel("guru")).toBeUndefined();
  });

  it("ignores what it does not understand instead of failing", () => {
    expect(parse("type=astronaut&level=guru&category=%3Cscript%3E&page=-4")).toEqual({
      q: "",
      page: 1,
    });
    expect(parse("page=abc").page).toBe(1);
    expect(parse("page=99999999").page).toBe(10_000);
    expect(parse(`q=${"x".repeat(500)}`).q).toHaveLength(100);
  });

  it("writes only what differs from the defaults", () => {
    expect(boardSearch({ q: "", page: 1 })).toBe("");
    expect(boardSearch({ q: "go lang", type: "internship", page: 2 })).toBe(
      "?q=go+lang&type=internship&page=2",
    );
    expect(parse(boardSearch({ q: "a&b", category: "design", level: "entry", page: 4 }))).toEqual({
      q: "a&b",
      category: "design",
      level: "entry",
      page: 4,
    });
  });
});
