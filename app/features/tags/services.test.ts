import { describe, expect, it } from "vitest";
import { services } from "~/content/services";
import { servicesForTag, serviceTechnologies } from "./services";

describe("service technologies as tags", () => {
  it("counts each service once per technology", () => {
    const react = serviceTechnologies().find((entry) => entry.tag === "React");
    const expected = services.filter((service) =>
      (service.technologies as readonly string[]).includes("React"),
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
});
