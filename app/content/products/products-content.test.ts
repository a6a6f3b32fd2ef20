import { describe, expect, it } from "vitest";
import { products } from "../products.ts";
import {
  coreFeatures,
  ecommerceBlueprint,
  platformCategories,
  uxChecklist,
} from "./ecommerce-blueprint.ts";
import { lockboxy, lockboxyFeatures, lockboxyVideos } from "./lockboxy.ts";
import { projectHive } from "./project-hive.ts";
import { suchify, suchifyFeatures, suchifySteps, suchifyWhyChoose } from "./suchify.ts";
import {
  tabulatorFeatures,
  tabulatorPricing,
  tabulatorServices,
  tabulatorStats,
} from "./tabulator.ts";

describe("product content", () => {
  it("has the five product pages", () => {
    expect(products.map((product) => product.slug)).toEqual([
      "project-hive-management",
      "ecommerce-blueprint",
      "tabulator-powerbi",
      "lockboxy",
      "suchify",
    ]);
  });

  it("Tabulator pricing is exactly the spec's", () => {
    expect(tabulatorPricing.map((plan) => `${plan.name}: ${plan.price} ${plan.terms}`)).toEqual([
      "Free: Free from the marketplace",
      "Premium Support Plan: $1,500 per year",
      "Enterprise License: $5,000 one-time per organization/tenant",
    ]);
    expect(tabulatorPricing[2].features).toEqual([
      "Perpetual license",
      "Unlimited team usage",
      "Full source code access",
    ]);
    expect(tabulatorPricing.map((plan) => ("pageType" in plan ? plan.pageType : null))).toEqual([
      null,
      "premium-support",
      "enterprise-license",
    ]);
  });

  it("Tabulator professional services are exactly the spec's", () => {
    expect(tabulatorServices.map((service) => [service.name, service.price])).toEqual([
      ["Advanced Report Design", "$1,000-$5,000"],
      ["Automation & Integration", "$1,000-$10,000"],
      ["Training & Enablement", "$500-$2,500"],
      ["Enterprise Advisory", "$100-$200 per hour or retainer"],
      ["Customization & Styling", "$2,500 one-time"],
    ]);
  });

  it("Tabulator statistics and 12 feature cards in four categories", () => {
    expect(tabulatorStats.satisfaction).toBe("90%");
    expect(tabulatorStats.fasterReports).toBe("30%");
    expect(tabulatorStats.adopters).toEqual([
      { industry: "Finance", share: 30 },
      { industry: "Healthcare", share: 20 },
      { industry: "Manufacturing", share: 20 },
      { industry: "Marketing", share: 15 },
      { industry: "Other", share: 15 },
    ]);
    expect(tabulatorStats.adopters.reduce((sum, adopter) => sum + adopter.share, 0)).toBe(100);
    expect(tabulatorFeatures).toHaveLength(12);
    expect(new Set(tabulatorFeatures.map((feature) => feature.category)).size).toBe(4);
  });

  it("the blueprint has 16 core features, 6 platform categories and 4 checklist sections", () => {
    expect(coreFeatures).toHaveLength(16);
    expect(new Set(coreFeatures).size).toBe(16);
    expect(platformCategories).toHaveLength(6);
    expect(uxChecklist.map((section) => section.title)).toEqual([
      "Homepage",
      "Product Pages",
      "Cart & Checkout",
      "Responsive Design",
    ]);
    expect(ecommerceBlueprint.included.map((item) => item.title)).toEqual([
      "Core Features Guide",
      "Platform Structure",
      "UI/UX Checklist",
    ]);
    expect(ecommerceBlueprint.included[0]?.description).toContain("16+ features");
    expect(ecommerceBlueprint.included[1]?.description).toContain("6 categories");
    expect(ecommerceBlueprint.included[2]?.description).toContain("4 sections");
  });

  it("Lockboxy has 6 videos with distinct files and six features", () => {
    expect(lockboxyVideos).toHaveLength(6);
    expect(new Set(lockboxyVideos.map((video) => video.file)).size).toBe(6);
    expect(lockboxyFeatures).toHaveLength(6);
    const titles = lockboxyFeatures.map((feature) => feature.title);
    expect(titles).toEqual(
      expect.arrayContaining(["Custom roles", "Row-level access", "PII masking"]),
    );
    expect(lockboxy.pageType).toBe("lockboxy-notion");
  });

  it("Project Hive: six features, three steps, a dated demo video", () => {
    expect(projectHive.features).toHaveLength(6);
    expect(projectHive.steps.map((step) => step.title)).toEqual([
      "Setup and configuration",
      "Team onboarding",
      "Start managing",
    ]);
    expect(projectHive.demoVideo.uploadDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(projectHive.pageType).toBe("project-hive");
  });

  it("Suchify: 6 features, 4 reasons, 3 steps, 6 months free, page type and service 'suchify'", () => {
    expect(suchifyFeatures).toHaveLength(6);
    expect(suchifyWhyChoose).toHaveLength(4);
    expect(suchifySteps.map((step) => step.title)).toEqual([
      "Set up your store",
      "Manage and track",
      "Analyze and grow",
    ]);
    expect(suchify.freeMonths).toBe(6);
    expect(suchify.pageType).toBe("suchify");
    expect(suchify.defaultService).toBe("suchify");
  });
});
