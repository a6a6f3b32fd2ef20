import { describe, expect, it } from "vitest";
import {
  cardFeatureLimit,
  listedResources,
  moreFeaturesLabel,
  resourceHost,
  resourceHref,
  splitFeatures,
} from "./content";

describe("service card features", () => {
  it("shows four features and keeps the rest for '+N more features'", () => {
    const features = ["a", "b", "c", "d", "e", "f", "g"];
    expect(cardFeatureLimit).toBe(4);
    expect(splitFeatures(features)).toEqual({
      shown: ["a", "b", "c", "d"],
      more: ["e", "f", "g"],
    });
    expect(moreFeaturesLabel(3)).toBe("+3 more features");
    expect(moreFeaturesLabel(1)).toBe("+1 more feature");
  });

  it("has nothing more for four features or fewer", () => {
    expect(splitFeatures(["a", "b", "c", "d"]).more).toEqual([]);
    expect(splitFeatures(["a"])).toEqual({ shown: ["a"], more: [] });
  });
});

describe("external resources", () => {
  const base = { description: "d", category: "documentation" as const };

  it("lists only resources with a non-empty url", () => {
    const listed = listedResources([
      { ...base, title: "with", url: "https://developer.mozilla.org/en-US/" },
      { ...base, title: "without" },
      { ...base, title: "empty", url: "" },
      { ...base, title: "blank", url: "   " },
      { ...base, title: "bad", url: "not a url" },
    ]);
    expect(listed.map((resource) => resource.title)).toEqual(["with", "bad"]);
  });

  it("shows the hostname without www, or 'Invalid URL' when unparsable", () => {
    expect(resourceHost("https://developer.mozilla.org/en-US/docs/Web")).toBe(
      "developer.mozilla.org",
    );
    expect(resourceHost("https://www.w3.org/TR/WCAG22/")).toBe("w3.org");
    expect(resourceHost(" https://react.dev/learn ")).toBe("react.dev");
    expect(resourceHost("not a url")).toBe("Invalid URL");
    expect(resourceHost("/relative/path")).toBe("Invalid URL");
    expect(resourceHost("mailto:someone@example.com")).toBe("Invalid URL");
  });

  it("links only to http and https addresses", () => {
    expect(resourceHref("https://owasp.org/www-project-top-ten/")).toBe(
      "https://owasp.org/www-project-top-ten/",
    );
    expect(resourceHref("javascript:alert(1)")).toBeUndefined();
    expect(resourceHref("not a url")).toBeUndefined();
  });
});
