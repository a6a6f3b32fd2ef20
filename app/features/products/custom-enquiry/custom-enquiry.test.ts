import { describe, expect, it } from "vitest";
import { budgets, formatEnquiryMessage, platforms, projectTypes, timelines } from "./options";
import { enquiryFieldsFrom, validateCustomEnquiry } from "./schema";
import { customEnquiryService, customEnquiryTexts } from "./texts";

const valid = {
  name: " Ada Lovelace ",
  email: "Ada@Example.com",
  company: "Analytical Engines",
  projectType: "platform-migration",
  platforms: ["shopify", "custom-app"],
  budget: "25k-50k",
  timeline: "3-6-months",
  requirements: "Move 4,000 products from our old store.",
};

describe("custom e-commerce enquiry", () => {
  it("has the spec's choices", () => {
    expect(platforms.map((choice) => choice.value)).toEqual([
      "woocommerce",
      "shopify",
      "magento",
      "bigcommerce",
      "custom-website",
      "custom-app",
      "cross-platform",
      "platform-specific",
    ]);
    expect(projectTypes.map((choice) => choice.value)).toEqual([
      "new-ecommerce-store",
      "existing-store-redesign",
      "mobile-app-development",
      "platform-migration",
      "custom-features",
      "integration-services",
    ]);
    expect(budgets.map((choice) => choice.value)).toEqual([
      "under-10k",
      "10k-25k",
      "25k-50k",
      "50k-100k",
      "over-100k",
      "to-be-discussed",
    ]);
    expect(timelines.map((choice) => choice.value)).toEqual([
      "asap",
      "1-2-months",
      "3-6-months",
      "6-12-months",
      "over-12-months",
      "flexible",
    ]);
    expect(customEnquiryService).toBe("custom-ecommerce-development");
    expect(customEnquiryTexts.success).toEqual({
      title: "Success!",
      description: "We'll review your requirements and get back to you within 24 hours.",
    });
    expect(customEnquiryTexts.failure).toEqual({
      title: "Error",
      description: "Something went wrong. Please try again.",
    });
  });

  it("formats the message line by line, platforms comma-joined", () => {
    const result = validateCustomEnquiry(valid);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(formatEnquiryMessage(result.value)).toBe(
      [
        "Project Type: Platform Migration",
        "Platforms: Shopify, Custom App",
        "Budget: $25,000 - $50,000",
        "Timeline: 3-6 Months",
        "Requirements: Move 4,000 products from our old store.",
      ].join("\n"),
    );
    expect(result.value.email).toBe("ada@example.com");
    expect(result.value.name).toBe("Ada Lovelace");
  });

  it("writes optional choices left empty as 'Not specified'", () => {
    const result = validateCustomEnquiry({
      ...valid,
      company: "",
      platforms: [],
      budget: "",
      timeline: "",
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.company).toBe("");
    expect(formatEnquiryMessage(result.value).split("\n").slice(1, 4)).toEqual([
      "Platforms: Not specified",
      "Budget: Not specified",
      "Timeline: Not specified",
    ]);
  });

  it("rejects missing required fields, a bad email and unknown choices with field errors", () => {
    const missing = validateCustomEnquiry({ platforms: [] });
    expect(missing.ok).toBe(false);
    if (missing.ok) return;
    expect(Object.keys(missing.fieldErrors).sort()).toEqual([
      "email",
      "name",
      "projectType",
      "requirements",
    ]);
    const invalid = validateCustomEnquiry({
      ...valid,
      email: "ada@engines",
      projectType: "space-station",
      platforms: ["shopify", "myspace"],
      budget: "a-lot",
      timeline: "yesterday",
    });
    expect(invalid.ok).toBe(false);
    if (invalid.ok) return;
    expect(Object.keys(invalid.fieldErrors).sort()).toEqual([
      "budget",
      "email",
      "platforms",
      "projectType",
      "timeline",
    ]);
  });

  it("reads repeated platforms from a posted form", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(valid)) {
      if (Array.isArray(value)) for (const item of value) form.append(name, item);
      else form.append(name, value);
    }
    form.append("platforms", "shopify");
    const fields = enquiryFieldsFrom(form);
    expect(fields.platforms).toEqual(["shopify", "custom-app", "shopify"]);
    const result = validateCustomEnquiry(fields);
    expect(result.ok && result.value.platforms).toEqual(["shopify", "custom-app"]);
  });
});
