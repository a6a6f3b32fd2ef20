import { describe, expect, it } from "vitest";
import { maxPagePathLength, sitePagePath } from "./page-path";

describe("sitePagePath", () => {
  it.each(["/", "/services", "/services/web-development", "/outsource-project", "/caf%C3%A9"])(
    "keeps the site path %s",
    (path) => {
      expect(sitePagePath(path)).toBe(path);
    },
  );

  it.each([
    "",
    "services",
    "//evil.example/x",
    "/a//b",
    "https://evil.example/",
    "javascript:alert(1)",
    "/a b",
    "/a\\b",
    "/a\nb",
    `/${"a".repeat(maxPagePathLength)}`,
    42,
    undefined,
  ])("treats %j as unknown", (value) => {
    expect(sitePagePath(value)).toBeNull();
  });
});
