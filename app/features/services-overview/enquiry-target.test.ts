import { describe, expect, it } from "vitest";
import { getPitch, isPitchPageType, pitches } from "~/content/pitches";
import { overviewServices } from "~/content/services";
import { overviewEnquiryTarget } from "./enquiry-target";

describe("overviewEnquiryTarget", () => {
  it.each([
    ["web-development", "web-development", "web-development"],
    ["mobile-development", "mobile-development", "mobile-development"],
    ["ecommerce", "ecommerce-services", "ecommerce-development"],
    ["ai-data", "ai-data-services", "ai-data-services"],
    ["ai-daily-life", "ai-daily-life", "ai-data-services"],
    ["blockchain-dapps", "blockchain-services", "blockchain-dapps"],
    ["data-engineering", "data-engineering", "data-engineering"],
    ["virtual-reality", "vr-ar-services", "virtual-reality"],
    ["cloud-devops", "cloud-devops", "cloud-devops"],
    ["qa-automation", "qa-automation", "qa-automation"],
    ["rpa-automation", "rpa-services", "rpa-services"],
    ["api-services", "api-services", "api-services"],
  ])("%s opens page type %s with default service %s", (slug, pageType, defaultService) => {
    expect(overviewEnquiryTarget(slug)).toEqual({ pageType, defaultService });
  });

  it("falls back to the 'services' page type and no default service", () => {
    expect(overviewEnquiryTarget("serverless-functions")).toEqual({
      pageType: "services",
      defaultService: "",
    });
    expect(overviewEnquiryTarget("toString")).toEqual({ pageType: "services", defaultService: "" });
  });

  it("covers each of the twelve overview services with a page type that has a pitch", () => {
    expect(overviewServices).toHaveLength(12);
    for (const service of overviewServices) {
      const { pageType } = overviewEnquiryTarget(service.slug);
      expect(pageType, service.slug).not.toBe("services");
      expect(isPitchPageType(pageType)).toBe(true);
    }
  });
});

describe("pitches", () => {
  const pageTypes = [
    // spec part 1
    "hire-talent",
    "web-development",
    "ai-data-services",
    "blockchain-dapps",
    "rpa-services",
    "virtual-reality",
    "mobile-development",
    "ecommerce-development",
    "data-engineering",
    "outsource-project",
    "cloud-devops",
    "qa-automation",
    "api-services",
    "serverless-functions",
    "lockboxy-notion",
    "suchify",
    "project-hive",
    "ecommerce-blueprint",
    "premium-support",
    "enterprise-license",
    "custom-requirements",
    // the services overview
    "ecommerce-services",
    "ai-daily-life",
    "blockchain-services",
    "vr-ar-services",
    "services",
  ];

  it.each(pageTypes)("has a complete pitch for %s", (pageType) => {
    expect(isPitchPageType(pageType)).toBe(true);
    const pitch = getPitch(pageType);
    expect(pitch.title).not.toBe("");
    expect(pitch.subtitle).not.toBe("");
    expect(pitch.description).not.toBe("");
    expect(pitch.buttonText).not.toBe("");
    expect(pitch.features).toHaveLength(3);
  });

  it("gives the generic pitch for an unknown or missing page type", () => {
    expect(getPitch("no-such-page")).toBe(pitches.services);
    expect(getPitch(undefined)).toBe(pitches.services);
    expect(getPitch("constructor")).toBe(pitches.services);
  });

  it("has distinct titles, so the dialog's name tells pitches apart", () => {
    const titles = Object.values(pitches).map((pitch) => pitch.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
