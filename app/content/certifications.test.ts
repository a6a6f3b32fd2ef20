import { describe, expect, it } from "vitest";
import { certifications } from "./certifications";

describe("certifications", () => {
  it("are the spec's six, each with a unique id", () => {
    expect(certifications).toHaveLength(6);
    expect(new Set(certifications.map((item) => item.id)).size).toBe(6);
  });

  it("start with ISO 27001:2022, linked to its announcement", () => {
    const [iso] = certifications;
    expect(iso?.title).toContain("27001:2022");
    expect(iso?.link?.href).toBe("/knowledge-center/quillstack-achieves-iso-27001-2022");
  });

  it.each(certifications.map((item) => [item.title, item] as const))(
    "%s has an issuer, a year since the founding, a description and 3-5 benefits",
    (_title, item) => {
      expect(item.issuer.trim()).not.toBe("");
      expect(item.year).toBeGreaterThanOrEqual(2020);
      expect(item.year).toBeLessThanOrEqual(new Date().getUTCFullYear());
      expect(item.description.length).toBeGreaterThan(60);
      expect(item.benefits.length).toBeGreaterThanOrEqual(3);
      expect(item.benefits.length).toBeLessThanOrEqual(5);
    },
  );
});
