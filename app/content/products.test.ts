import { describe, expect, it } from "vitest";
import { productLinks } from "./navigation";
import { pitches } from "./pitches";
import { products } from "./products";
import { getRouteMeta } from "./route-meta";

/** The spec's stand-ins for the platforms, which the pages name. */
const vaguePhrases = [
  /spreadsheet platform/i,
  /business-intelligence (tool|report)/i,
  /team-notes workspace/i,
  /notes workspace/i,
];

describe("product descriptions", () => {
  it("the Products menu and each page's meta description use the product's summary", () => {
    expect(productLinks.map((link) => [link.href, link.description])).toEqual(
      products.map((product) => [`/products/${product.slug}`, product.summary]),
    );
    for (const product of products) {
      expect(getRouteMeta(`/products/${product.slug}`).description).toBe(product.summary);
    }
  });

  it("name the platforms the products work with, not the spec's stand-ins", () => {
    for (const product of products) {
      for (const phrase of vaguePhrases) expect(product.summary).not.toMatch(phrase);
    }
    const summary = (slug: string) => products.find((product) => product.slug === slug)?.summary;
    expect(summary("project-hive-management")).toContain("Google Sheets");
    expect(summary("tabulator-powerbi")).toContain("Power BI");
    expect(summary("lockboxy")).toContain("Notion");
  });

  it("the product pitches of the enquiry dialog name the platforms too", () => {
    for (const pitch of [pitches["project-hive"], pitches["lockboxy-notion"]]) {
      for (const phrase of vaguePhrases) {
        expect(JSON.stringify(pitch)).not.toMatch(phrase);
      }
    }
  });
});
