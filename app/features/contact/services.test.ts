import { describe, expect, it } from "vitest";
import { humanizeSlug, serviceLabel, serviceOptionsFor } from "./services";

describe("contact service options", () => {
  it("lists the spec's four options", () => {
    expect(serviceOptionsFor(undefined)).toEqual([
      { value: "hire-talent", label: "Hire Talent" },
      { value: "outsourcing", label: "Outsourcing Project" },
      { value: "products", label: "Digital Products" },
      { value: "consulting", label: "Consulting" },
    ]);
    expect(serviceOptionsFor("consulting")).toHaveLength(4);
  });

  it("adds another default service as an extra option with a readable label", () => {
    expect(serviceOptionsFor("web-development").at(-1)).toEqual({
      value: "web-development",
      label: "Web Development",
    });
    expect(serviceOptionsFor("suchify").at(-1)).toEqual({ value: "suchify", label: "Suchify" });
    expect(serviceOptionsFor("ai-data-services").at(-1)?.label).toBe("AI & Data Services");
    expect(serviceOptionsFor("Bad Value")).toHaveLength(4);
  });

  it("humanises unknown slugs", () => {
    expect(humanizeSlug("qa-automation-api-devops")).toBe("QA Automation API DevOps");
    expect(serviceLabel("data-governance-addon")).toBe("Data Governance Addon");
  });
});
