import { describe, expect, it } from "vitest";
import { awsPage, cloudPages } from "~/content/cloud";
import { cloudServiceJsonLd } from "./json-ld";

const siteUrl = "https://example.test";

describe("cloudServiceJsonLd", () => {
  it("describes the page as a Service provided by the site's Organization", () => {
    const data = cloudServiceJsonLd(awsPage, siteUrl);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Service",
      "@id": "https://example.test/amazon-web-services#service",
      url: "https://example.test/amazon-web-services",
      serviceType: "Amazon Web Services consulting",
      provider: {
        "@type": "Organization",
        "@id": "https://example.test/#organization",
        url: "https://example.test/",
      },
    });
  });

  it.each(cloudPages.map((page) => [page.id, page] as const))(
    "lists the six offerings of %s as its catalogue",
    (_, page) => {
      const catalogue = cloudServiceJsonLd(page, siteUrl).hasOfferCatalog as {
        itemListElement: Array<{ itemOffered: { name: string } }>;
      };
      expect(catalogue.itemListElement.map((offer) => offer.itemOffered.name)).toEqual(
        page.offerings.map((offering) => offering.title),
      );
    },
  );
});
