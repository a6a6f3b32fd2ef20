import { describe, expect, it } from "vitest";
import { categoryStyle, defaultCategoryStyle } from "./category-style";

describe("categoryStyle", () => {
  it("gives each of the six named categories its own icon and colour", () => {
    const ids = [
      "web-development",
      "mobile-development",
      "ai-ml",
      "business",
      "case-studies",
      "news",
    ];
    const styles = ids.map((id) => categoryStyle(id));
    expect(new Set(styles.map((style) => style.icon)).size).toBe(6);
    expect(new Set(styles.map((style) => style.badge)).size).toBe(6);
    expect(styles).not.toContain(defaultCategoryStyle);
  });

  it("gives any other id, and no id, the default", () => {
    expect(categoryStyle("cloud-devops")).toBe(defaultCategoryStyle);
    expect(categoryStyle("data-engineering")).toBe(defaultCategoryStyle);
    expect(categoryStyle(null)).toBe(defaultCategoryStyle);
    expect(categoryStyle(undefined)).toBe(defaultCategoryStyle);
    expect(categoryStyle("constructor")).toBe(defaultCategoryStyle);
  });
});
