import { describe, expect, it } from "vitest";
import { pageWindow } from "~/components/pagination";
import { boardCountText, formatCount, formatJobDate, paragraphs, truncateText } from "./format";
import { countryCode, parseJobAddress } from "./location";

describe("job formatting", () => {
  it("formats dates in the short en-US style", () => {
    expect(formatJobDate("2025-03-04T23:30:00.000Z")).toBe("Mar 4, 2025");
    expect(formatJobDate(new Date("2024-12-25T00:00:00Z"))).toBe("Dec 25, 2024");
    expect(formatJobDate("not a date")).toBe("");
  });

  it("cuts descriptions at 150 characters", () => {
    const short = "A short description.";
    expect(truncateText(short)).toBe(short);
    const long = "word ".repeat(60);
    const cut = truncateText(long, 150);
    expect(cut.endsWith("...")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(153);
    expect(truncateText("x".repeat(200), 150)).toBe(`${"x".repeat(150)}...`);
  });

  it("splits paragraphs at blank lines", () => {
    expect(paragraphs("One\nline.\n\n  Two.  \n\n\n")).toEqual(["One line.", "Two."]);
  });

  it("numbers pages around the current one", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(5, 10)).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, "gap", 10]);
  });

  it("reads office addresses and country codes", () => {
    expect(parseJobAddress("Berlin, Germany")).toEqual({
      addressLocality: "Berlin",
      addressCountry: "DE",
    });
    expect(parseJobAddress("Austin, TX, United States")).toEqual({
      addressLocality: "Austin",
      addressRegion: "TX",
      addressCountry: "US",
    });
    expect(parseJobAddress("Remote (United States, Canada)")).toBeUndefined();
    expect(parseJobAddress("Anywhere")).toBeUndefined();
    expect(parseJobAddress("Atlantis, Oceania")).toEqual({
      addressLocality: "Atlantis",
      addressCountry: "Oceania",
    });
    expect(countryCode("United Kingdom")).toBe("GB");
    expect(countryCode("de")).toBe("DE");
  });

  it("groups the header's counts like the status line's", () => {
    expect(formatCount(8559)).toBe("8,559");
    expect(formatCount(12)).toBe("12");
  });

  it("says how many jobs the board shows, with '+' when a search's count stopped at its limit", () => {
    const board = { page: 1, pageSize: 20, shown: 20, totalIsCapped: false };
    expect(boardCountText({ ...board, total: 0, shown: 0 })).toBe("No matching jobs");
    expect(boardCountText({ ...board, total: 1, shown: 1 })).toBe("Showing 1–1 of 1 job");
    expect(boardCountText({ ...board, total: 8559 })).toBe("Showing 1–20 of 8,559 jobs");
    expect(boardCountText({ ...board, page: 2, total: 25, shown: 5 })).toBe(
      "Showing 21–25 of 25 jobs",
    );
    expect(boardCountText({ ...board, page: 50, total: 1000, totalIsCapped: true })).toBe(
      "Showing 981–1,000 of 1,000+ jobs",
    );
    expect(boardCountText({ ...board, total: 1, shown: 1, totalIsCapped: true })).toBe(
      "Showing 1–1 of 1+ jobs",
    );
  });
});
