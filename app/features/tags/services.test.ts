import { describe, expect, it } from "vitest";
import { aiUseCases } from "~/content/ai-use-cases";
import { services } from "~/content/services";
import { servicesForTag, serviceTechnologies } from "./services";

describe("service technologies as tags", () => {
  it("counts each service and use case once per technology", () => {
    const react = serviceTechnologies().find((entry) => entry.tag === "React");
    const expected = [...services, ...aiUseCases].filter((card) =>
      (card.technologies as readonly string[]).includes("React"),
    ).length;
    expect(expected).toBeGreaterThan(0);
    expect(react?.services).toBe(expected);
  });

  it("finds the services of a tag whatever its spelling", () => {
    const slugs = servicesForTag("React").map((service) => service.slug);
    expect(slugs).toContain("web-development");
    expect(servicesForTag("react").map((service) => service.slug)).toEqual(slugs);
    expect(servicesForTag("no such technology")).toEqual([]);
  });

  it("narrows by search text in the title, summary or description, ignoring case", () => {
    expect(servicesForTag("React", "WEB DEVELOPMENT").map((service) => service.slug)).toEqual([
      "web-development",
    ]);
    expect(servicesForTag("React", "zzz-not-there")).toEqual([]);
  });

  it("leads every technology badge of the AI use cases to at least its own use case", () => {
    for (const useCase of aiUseCases) {
      for (const technology of useCase.technologies) {
        expect(
          servicesForTag(technology).map((card) => card.link),
          technology,
        ).toContain(`/ai-use-cases?case=${useCase.id}`);
      }
    }
    const [hipaa] = servicesForTag("HIPAA");
    expect(hipaa).toMatchObject({ kind: "use case" });
    expect(servicesForTag("React")[0]).toMatchObject({ kind: "service" });
  });
});
