import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd } from "./breadcrumb-json-ld";

describe("breadcrumbJsonLd", () => {
  it("numbers the items and gives each an absolute URL, the page's own last", () => {
    const data = breadcrumbJsonLd(
      [{ name: "Home", path: "/" }, { name: "Services", path: "/services" }, { name: "Web" }],
      "https://quillstack.dev",
      "/services/web-development",
    );
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://quillstack.dev/" },
        {
          "@type": "ListItem",
          position: 2,
          name: "Services",
          item: "https://quillstack.dev/services",
        },
        {
          "@type": "ListItem",
          position: 3,
          name: "Web",
          item: "https://quillstack.dev/services/web-development",
        },
      ],
    });
  });

  it("lists a grouping without a page by name only", () => {
    const data = breadcrumbJsonLd(
      [{ name: "Home", path: "/" }, { name: "Products" }, { name: "Suchify" }],
      "https://quillstack.dev",
      "/products/suchify",
    );
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://quillstack.dev/" },
      { "@type": "ListItem", position: 2, name: "Products", item: undefined },
      {
        "@type": "ListItem",
        position: 3,
        name: "Suchify",
        item: "https://quillstack.dev/products/suchify",
      },
    ]);
  });
});
