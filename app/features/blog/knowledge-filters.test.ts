import { describe, expect, it } from "vitest";
import {
  hasKnowledgeFilters,
  knowledgeSearch,
  maxPostSearchLength,
  parseKnowledgeFilters,
} from "./knowledge-filters";

const parse = (query: string) => parseKnowledgeFilters(new URLSearchParams(query));

describe("parseKnowledgeFilters", () => {
  it("reads search, category and page", () => {
    expect(parse("q=react&category=web-development&page=3")).toEqual({
      q: "react",
      category: "web-development",
      page: 3,
    });
  });

  it("defaults to everything on page 1", () => {
    expect(parse("")).toEqual({ q: "", category: undefined, page: 1 });
    expect(parse("category=all")).toEqual({ q: "", category: undefined, page: 1 });
    expect(parse("category=ALL")).toEqual({ q: "", category: undefined, page: 1 });
  });

  it("collapses and trims the search, and cuts it", () => {
    expect(parse("q=%20%20machine%20%20%20learning%20").q).toBe("machine learning");
    expect(parse(`q=${"a".repeat(500)}`).q).toHaveLength(maxPostSearchLength);
  });

  it("ignores a malformed category and page", () => {
    expect(parse("category=%3Cscript%3E").category).toBeUndefined();
    expect(parse("category=AI-ML").category).toBe("ai-ml");
    expect(parse("page=abc").page).toBe(1);
    expect(parse("page=0").page).toBe(1);
    expect(parse("page=-4").page).toBe(1);
    expect(parse("page=99999999").page).toBe(10_000);
  });
});

describe("knowledgeSearch", () => {
  it("writes only what differs from the defaults", () => {
    expect(knowledgeSearch({ q: "", page: 1 })).toBe("");
    expect(knowledgeSearch({ q: "node.js & react", page: 1 })).toBe("?q=node.js+%26+react");
    expect(knowledgeSearch({ q: "ai", category: "ai-ml", page: 2 })).toBe(
      "?q=ai&category=ai-ml&page=2",
    );
  });

  it("round-trips through the parser", () => {
    const filters = { q: "C# & .NET", category: "news", page: 4 };
    expect(parse(knowledgeSearch(filters).slice(1))).toEqual(filters);
  });
});

describe("hasKnowledgeFilters", () => {
  it("is true for a search or a category", () => {
    expect(hasKnowledgeFilters({ q: "" })).toBe(false);
    expect(hasKnowledgeFilters({ q: "x" })).toBe(true);
    expect(hasKnowledgeFilters({ q: "", category: "news" })).toBe(true);
  });
});
