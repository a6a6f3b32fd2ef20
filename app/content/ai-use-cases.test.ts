import { describe, expect, it } from "vitest";
import { isKnownIcon } from "~/features/service-page/icons";
import { aiUseCases } from "./ai-use-cases";
import { findTechnology } from "./technologies";

describe("AI use cases", () => {
  it("are the spec's 15, numbered 1 to 15 in order", () => {
    expect(aiUseCases).toHaveLength(15);
    expect(aiUseCases.map((useCase) => useCase.id)).toEqual(
      Array.from({ length: 15 }, (_, index) => index + 1),
    );
  });

  it("have unique titles and a complexity of High, Medium or Low, with High and Medium both used", () => {
    expect(new Set(aiUseCases.map((useCase) => useCase.title)).size).toBe(15);
    for (const useCase of aiUseCases) {
      expect(["High", "Medium", "Low"]).toContain(useCase.complexity);
    }
    const levels = new Set(aiUseCases.map((useCase) => useCase.complexity));
    expect(levels).toContain("High");
    expect(levels).toContain("Medium");
  });

  it.each(aiUseCases.map((useCase) => [useCase.title, useCase] as const))(
    "%s: 5-8 catalogue technologies spelled as in the catalogue, 4-6 features, figures in its value",
    (_title, useCase) => {
      expect(useCase.technologies.length).toBeGreaterThanOrEqual(5);
      expect(useCase.technologies.length).toBeLessThanOrEqual(8);
      expect(new Set(useCase.technologies).size).toBe(useCase.technologies.length);
      for (const technology of useCase.technologies) {
        expect(findTechnology(technology)?.name, technology).toBe(technology);
      }
      expect(useCase.features.length).toBeGreaterThanOrEqual(4);
      expect(useCase.features.length).toBeLessThanOrEqual(6);
      expect(useCase.businessValue).toMatch(/\d/);
      expect(useCase.industry.trim()).not.toBe("");
      expect(useCase.description.length).toBeGreaterThan(60);
      expect(isKnownIcon(useCase.icon), useCase.icon).toBe(true);
    },
  );
});
