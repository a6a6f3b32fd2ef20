import { describe, expect, it } from "vitest";
import { maxSameSitePathLength, sameSitePath } from "./same-site-path";

describe("sameSitePath", () => {
  it("keeps a same-site path with its query and fragment", () => {
    expect(sameSitePath("/careers?q=react#jobs", "/")).toBe("/careers?q=react#jobs");
  });

  it("percent-encodes non-ASCII characters, so the path is a valid Location header", () => {
    expect(sameSitePath("/Ā", "/")).toBe("/%C4%80");
    expect(() => new Headers({ Location: sameSitePath("/Ā?q=é", "/") })).not.toThrow();
  });

  it("refuses other origins, backslashes, control characters and dot-segment escapes", () => {
    for (const value of [
      "//evil.example",
      "https://evil.example",
      "/\\evil.example",
      "/\tevil",
      "/.//evil.example",
      "/a/..//evil.example",
      "evil",
      undefined,
      42,
    ]) {
      expect(sameSitePath(value, "/fallback")).toBe("/fallback");
    }
  });

  it("refuses a path longer than 2,000 characters, also once percent-encoded", () => {
    const longest = `/${"a".repeat(maxSameSitePathLength - 1)}`;
    expect(sameSitePath(longest, "/fallback")).toBe(longest);
    expect(sameSitePath(`${longest}a`, "/fallback")).toBe("/fallback");
    expect(sameSitePath(`/${"é".repeat(400)}`, "/fallback")).toBe("/fallback");
  });
});
