import { describe, expect, it } from "vitest";
import { enquiryFallbackHref } from "./fallback-href";

describe("enquiryFallbackHref", () => {
  it("links to the contact form with the default service preselected", () => {
    expect(enquiryFallbackHref("web-development")).toBe(
      "/contact?service=web-development#contact-form",
    );
  });

  it("leaves the service out when there is none", () => {
    expect(enquiryFallbackHref("")).toBe("/contact#contact-form");
    expect(enquiryFallbackHref(undefined)).toBe("/contact#contact-form");
  });

  it("encodes the service", () => {
    expect(enquiryFallbackHref("a b&c")).toBe("/contact?service=a+b%26c#contact-form");
  });

  it("carries the support tier chosen on the outsource page", () => {
    expect(enquiryFallbackHref("outsourcing", "Premium")).toBe(
      "/contact?service=outsourcing&tier=Premium#contact-form",
    );
  });
});
