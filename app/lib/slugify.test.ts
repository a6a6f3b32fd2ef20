import { describe, expect, it } from "vitest";
import { slugify, tagPath } from "./slugify";

describe("slugify", () => {
  it.each([
    ["React", "react"],
    ["Node.js", "node-js"],
    ["Next.js", "next-js"],
    ["Tailwind CSS", "tailwind-css"],
    ["C#", "c-sharp"],
    ["F#", "f-sharp"],
    ["C++", "c-plus-plus"],
    ["AI & ML", "ai-and-ml"],
    ["CI/CD", "ci-cd"],
    [".NET", "net"],
    ["ASP.NET Core", "asp-net-core"],
    ["Vue.js 3", "vue-js-3"],
    ["  Google   Cloud  ", "google-cloud"],
    ["Power BI (DAX)", "power-bi-dax"],
    ["Café Ü", "cafe-u"],
    ["UiPath", "uipath"],
    ["@babel", "at-babel"],
  ])("%s -> %s", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it("is stable: a slug slugifies to itself", () => {
    for (const name of ["Node.js", "C#", "AI & ML", "Power BI (DAX)"]) {
      expect(slugify(slugify(name))).toBe(slugify(name));
    }
  });

  it("returns only lowercase letters, digits and single inner hyphens", () => {
    for (const name of ["--Hello__World!!", "a/b\\c", "x...y", "Ω Ψ"]) {
      expect(slugify(name)).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
    }
  });

  it("is empty for a name without letters or digits", () => {
    expect(slugify("!!! ---")).toBe("");
  });
});

describe("tagPath", () => {
  it("links to the tag page of the slug", () => {
    expect(tagPath("Node.js")).toBe("/tags/node-js");
    expect(tagPath("C#")).toBe("/tags/c-sharp");
  });
});
