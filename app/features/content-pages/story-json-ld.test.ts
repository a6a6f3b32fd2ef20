import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { aboutPageJsonLd } from "./story-json-ld";

describe("aboutPageJsonLd", () => {
  it("describes the page and the company with absolute URLs and every office", () => {
    const data = aboutPageJsonLd("https://example.test", "/our-story", "About us");
    expect(data["@type"]).toBe("AboutPage");
    expect(data.url).toBe("https://example.test/our-story");
    const organization = data.mainEntity as Record<string, unknown>;
    expect(organization).toMatchObject({
      "@type": "Organization",
      legalName: site.legalName,
      foundingDate: "2020",
      logo: `https://example.test${site.logo}`,
    });
    expect(organization.location).toHaveLength(site.offices.length);
  });
});
