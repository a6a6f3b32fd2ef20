import { describe, expect, it } from "vitest";
import { awsPage, cloudPages, googleCloudPage } from "./index";

/** Spec part 2, section 9: the first provider's and the third provider's case-study claims. */
const specClaims = {
  aws: [
    "40% cost reduction",
    "99.9% uptime",
    "3x performance",
    "10TB+ daily",
    "80% faster deployments",
  ],
  "google-cloud": [
    "50% cost reduction",
    "99.95% uptime",
    "4x performance",
    "15TB+ daily",
    "85% faster deployments",
  ],
} as const;

const metricsOf = (page: (typeof cloudPages)[number]) =>
  page.caseStudies.flatMap((study) => study.metrics);

describe("cloud pages", () => {
  it("are AWS first, Azure second and Google Cloud third, each at its own path", () => {
    expect(cloudPages.map((page) => [page.id, page.path])).toEqual([
      ["aws", "/amazon-web-services"],
      ["azure", "/azure-services"],
      ["google-cloud", "/google-cloud-services"],
    ]);
  });

  it("carry the spec's case-study claims for the first and the third provider", () => {
    expect(metricsOf(awsPage)).toEqual(expect.arrayContaining([...specClaims.aws]));
    expect(metricsOf(googleCloudPage)).toEqual(
      expect.arrayContaining([...specClaims["google-cloud"]]),
    );
  });

  describe.each(cloudPages.map((page) => [page.shortName, page] as const))("%s", (_, page) => {
    it("has six consulting offerings with deliverables", () => {
      expect(page.offerings).toHaveLength(6);
      expect(new Set(page.offerings.map((offering) => offering.title)).size).toBe(6);
      for (const offering of page.offerings) {
        expect(offering.deliverables.length).toBeGreaterThanOrEqual(3);
      }
    });

    it("lists 10-16 supported services with unique slug ids", () => {
      const ids = page.supportedServices.map((service) => service.id);
      expect(ids.length).toBeGreaterThanOrEqual(10);
      expect(ids.length).toBeLessThanOrEqual(16);
      expect(new Set(ids).size).toBe(ids.length);
      for (const service of page.supportedServices) {
        expect(service.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(service.name.trim()).not.toBe("");
        expect(service.description.trim()).not.toBe("");
      }
    });

    it("has three case studies, each with metrics in the same style", () => {
      expect(page.caseStudies).toHaveLength(3);
      for (const study of page.caseStudies) {
        expect(study.metrics.length).toBeGreaterThanOrEqual(1);
      }
      const metrics = metricsOf(page);
      for (const claim of [
        "cost reduction",
        "uptime",
        "performance",
        "daily",
        "faster deployments",
      ]) {
        expect(
          metrics.some((metric) => metric.endsWith(` ${claim}`)),
          claim,
        ).toBe(true);
      }
    });

    it("compares onsite, offshore and blended delivery with all five fields", () => {
      expect(page.deliveryModels.map((model) => model.id)).toEqual([
        "onsite",
        "offshore",
        "blended",
      ]);
      for (const model of page.deliveryModels) {
        expect(model.advantages.length).toBeGreaterThan(0);
        expect(model.challenges.length).toBeGreaterThan(0);
        expect(model.challengeSolutions.length).toBeGreaterThan(0);
        expect(model.customerSupport).not.toBe("");
        expect(model.additionalCosts).not.toBe("");
        expect(model.summary).toContain(page.shortName);
      }
    });

    it("claims 24x7 support", () => {
      expect(page.hero.highlights).toContain("24x7 support");
      for (const model of page.deliveryModels) expect(model.customerSupport).toContain("24x7");
    });

    it("answers 4-5 questions, names the provider in its copy and metadata", () => {
      expect(page.faqs.length).toBeGreaterThanOrEqual(4);
      expect(page.faqs.length).toBeLessThanOrEqual(5);
      expect(new Set(page.faqs.map((faq) => faq.question)).size).toBe(page.faqs.length);
      expect(page.hero.primaryAction).toContain(page.shortName);
      expect(page.meta.title).toContain(page.shortName);
      expect(page.meta.description.length).toBeLessThanOrEqual(170);
    });
  });
});
