import { describe, expect, it } from "vitest";
import { categoryMatches, categoryPath, choosePostTemplate } from "./post-view";

describe("choosePostTemplate", () => {
  it("uses an explicit template whatever the category", () => {
    expect(choosePostTemplate("technical", "business")).toBe("technical");
    expect(choosePostTemplate("news", "web-development")).toBe("news");
  });

  it("lets the category decide otherwise", () => {
    expect(choosePostTemplate(null, "case-studies")).toBe("case-study");
    expect(choosePostTemplate(null, "news")).toBe("news");
    for (const id of ["web-development", "mobile-development", "ai-ml"]) {
      expect(choosePostTemplate(undefined, id)).toBe("technical");
    }
    expect(choosePostTemplate(null, "business")).toBe("standard");
    expect(choosePostTemplate(null, null)).toBe("standard");
    expect(choosePostTemplate("unknown", "news")).toBe("news");
  });
});

describe("categories in URLs", () => {
  const category = { slug: "ai-ml", name: "AI & Machine Learning" };

  it("links by the name lowercased with hyphens for spaces", () => {
    expect(categoryPath(category)).toBe("/knowledge-center/categories/ai-&-machine-learning");
  });

  it("matches the slug or the hyphenated name, ignoring case", () => {
    expect(categoryMatches(category, "ai-ml")).toBe(true);
    expect(categoryMatches(category, "AI-&-Machine-Learning")).toBe(true);
    expect(categoryMatches(category, "machine-learning")).toBe(false);
  });
});
