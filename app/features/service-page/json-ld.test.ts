import { describe, expect, it } from "vitest";
import { findServicePage } from "~/content/service-pages";
import { serviceCtaProperties } from "./analytics";
import { serviceJsonLd } from "./json-ld";

describe("service structured data", () => {
  it("describes the service with the Organization as provider", () => {
    const page = findServicePage("web-development");
    if (!page) throw new Error("web-development page missing");
    const data = serviceJsonLd(page, "https://example.com");
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Service",
      name: "Web Development",
      url: "https://example.com/services/web-development",
      provider: { "@id": "https://example.com/#organization" },
    });
    const catalog = data.hasOfferCatalog as { itemListElement: unknown[] };
    expect(catalog.itemListElement).toHaveLength(6);
  });
});

describe("service_cta_click", () => {
  it("carries service, cta type, location and the card's feature", () => {
    expect(serviceCtaProperties("Web Development", "discuss_project", "hero_section")).toEqual({
      service: "Web Development",
      cta_type: "discuss_project",
      location: "hero_section",
    });
    expect(
      serviceCtaProperties("Web Development", "discuss_service", "services_section", "PWAs"),
    ).toEqual({
      service: "Web Development",
      cta_type: "discuss_service",
      location: "services_section",
      service_feature: "PWAs",
    });
  });
});
