import { describe, expect, it } from "vitest";
import { organizationJsonLd, serializeJsonLd, siteJsonLd, websiteJsonLd } from "./json-ld";

describe("serializeJsonLd", () => {
  it("cannot close the script element or open markup, whatever the text", () => {
    const hostile = "</script><script>alert(1)</script><!-- & \u2028\u2029";
    const json = serializeJsonLd({ name: hostile });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain("\\u003c/script\\u003e");
    expect(json).toContain("\\u0026");
    expect(JSON.parse(json)).toEqual({ name: hostile });
  });

  it("leaves ordinary JSON as it is", () => {
    expect(serializeJsonLd({ "@type": "Thing", n: 1 })).toBe('{"@type":"Thing","n":1}');
  });
});

describe("site structured data", () => {
  const siteUrl = "https://quillstack.example";

  it("describes the organization with a customer-service contact point and social profiles", () => {
    const organization = organizationJsonLd(siteUrl);
    expect(organization).toMatchObject({
      "@type": "Organization",
      name: "Quillstack",
      url: siteUrl,
      logo: `${siteUrl}/logo.png`,
      email: "hello@quillstack.dev",
      contactPoint: [{ "@type": "ContactPoint", contactType: "customer service" }],
      aggregateRating: { ratingValue: 4.9, reviewCount: 150 },
    });
    expect(organization.sameAs).toHaveLength(4);
    expect(organizationJsonLd(siteUrl, { withRating: false }).aggregateRating).toBeUndefined();
  });

  it("declares the site search action on /search?q=", () => {
    expect(websiteJsonLd(siteUrl)).toMatchObject({
      "@type": "WebSite",
      url: siteUrl,
      potentialAction: {
        "@type": "SearchAction",
        target: { urlTemplate: `${siteUrl}/search?q={search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    });
  });

  it("puts both in one graph with the schema.org context", () => {
    const graph = siteJsonLd(siteUrl);
    expect(graph["@context"]).toBe("https://schema.org");
    expect(graph["@graph"]).toHaveLength(2);
  });
});
