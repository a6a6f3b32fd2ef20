import { describe, expect, it } from "vitest";
import {
  markStop as E,
  excerptAround,
  markWords,
  plainText,
  markStart as S,
  splitMarked,
} from "./highlight";

describe("splitMarked", () => {
  it("splits marked text into plain and marked segments", () => {
    expect(splitMarked(`Run ${S}Kubernetes${E} and ${S}k8s${E}.`)).toEqual([
      { text: "Run ", marked: false },
      { text: "Kubernetes", marked: true },
      { text: " and ", marked: false },
      { text: "k8s", marked: true },
      { text: ".", marked: false },
    ]);
  });

  it("keeps text without markers whole, and gives nothing for nothing", () => {
    expect(splitMarked("plain <b>text</b>")).toEqual([
      { text: "plain <b>text</b>", marked: false },
    ]);
    expect(splitMarked("")).toEqual([]);
  });

  it("survives unbalanced markers: a stray stop is dropped, an open start marks the rest", () => {
    expect(splitMarked(`a${E}b`)).toEqual([{ text: "ab", marked: false }]);
    expect(splitMarked(`a${S}b`)).toEqual([
      { text: "a", marked: false },
      { text: "b", marked: true },
    ]);
    expect(splitMarked(`${S}${E}${S}x${E}${E}`)).toEqual([{ text: "x", marked: true }]);
  });

  it("merges adjacent marked runs and handles characters outside the BMP", () => {
    expect(splitMarked(`${S}a${E}${S}b${E} 🚀`)).toEqual([
      { text: "ab", marked: true },
      { text: " 🚀", marked: false },
    ]);
  });

  it("plainText drops the markers", () => {
    expect(plainText(`${S}React${E} server`)).toBe("React server");
  });
});

describe("markWords", () => {
  it("marks whole words starting with a term, ignoring case and accents", () => {
    expect(markWords("React and reactive Next.js, not ForReact", ["react"])).toBe(
      `${S}React${E} and ${S}reactive${E} Next.js, not ForReact`,
    );
    expect(markWords("Café Über", ["cafe", "uber"])).toBe(`${S}Café${E} ${S}Über${E}`);
  });

  it("leaves text alone without terms", () => {
    expect(markWords("React", [])).toBe("React");
  });
});

describe("excerptAround", () => {
  const long = `${"lorem ipsum ".repeat(40)}${S}needle${E} ${"dolor sit ".repeat(40)}`;

  it("returns short text whole", () => {
    expect(excerptAround(`short ${S}x${E}`)).toBe(`short ${S}x${E}`);
  });

  it("cuts long text around the first mark at word boundaries", () => {
    const excerpt = excerptAround(long, 100);
    expect(excerpt.startsWith("… ")).toBe(true);
    expect(excerpt.endsWith(" …")).toBe(true);
    expect(excerpt).toContain(`${S}needle${E}`);
    expect(plainText(excerpt)).toMatch(/^… (lorem|ipsum) .* (dolor|sit) …$/);
  });

  it("closes a mark the cut would leave open", () => {
    const excerpt = excerptAround(`${S}${"a ".repeat(200)}${E}`, 50);
    expect(
      splitMarked(excerpt).every((segment) => segment.marked || segment.text.trim() === "…"),
    ).toBe(true);
    expect(excerpt.lastIndexOf(E)).toBeGreaterThan(excerpt.lastIndexOf(S));
  });
});
