import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { validateContact } from "~/features/contact/validation";
import { validateLead } from "~/features/leads/validation";
import { deliverableEmailPattern, isValidEmail, normalizeEmail } from "./email";

describe("the spec's email pattern", () => {
  it.each(["jane@acme.com", "jane.doe+sales@eu.acme-industries.co.uk", "a@b.io"])(
    "accepts %s",
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    "",
    "jane",
    "jane@acme",
    "jane doe@acme.com",
    "jane@ac me.com",
    "jane@@acme.com",
    "@acme.com",
    "jane@.",
    `${"a".repeat(250)}@acme.com`,
    // Addresses the email outbox could not deliver to (found by the fuzz tier).
    "a..0@acme-industries.com",
    "!.a@a.aa",
    ".jane@acme.com",
  ])("rejects %j", (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it("agrees with zod's z.email(), which the server's outbox checks recipients with", () => {
    const zodEmail = z.email();
    const samples = [
      "jane@acme.com",
      "o'brien+x@mail.acme.io",
      "a..b@acme.com",
      "-a@acme.com",
      "a.@acme.com",
      "a@-acme.com",
      "a@acme.c",
      "a@acme.com.",
      "é@acme.com",
    ];
    const localPart = fc.stringMatching(/^[A-Za-z0-9_'+.!-]{1,12}$/);
    const domain = fc.stringMatching(/^[A-Za-z0-9.-]{1,12}\.[A-Za-z0-9]{1,4}$/);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constantFrom(...samples),
          fc.tuple(localPart, domain).map(([l, d]) => `${l}@${d}`),
        ),
        (email) => {
          expect(deliverableEmailPattern.test(email)).toBe(zodEmail.safeParse(email).success);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("normalises case and surrounding space", () => {
    expect(normalizeEmail("  Jane@ACME.com ")).toBe("jane@acme.com");
  });
});

describe("validateLead", () => {
  const business = (email: string) => !email.endsWith("@gmail.com");

  it("needs an address, then a valid one, then a business one", () => {
    expect(validateLead({ email: " ", source: "landing-page" })).toMatchObject({
      ok: false,
      problem: "required",
      error: "Please enter your email address.",
    });
    expect(validateLead({ email: "jane@acme", source: "landing-page" })).toMatchObject({
      ok: false,
      problem: "invalid",
      error: "Please enter a valid email address.",
    });
    const free = validateLead(
      { email: "jane@gmail.com", source: "landing-page" },
      { isBusinessEmail: business },
    );
    expect(free).toMatchObject({ ok: false, problem: "businessEmail" });
    expect(free.ok ? "" : free.error).toContain("company email");
  });

  it("needs a slug source", () => {
    for (const source of [undefined, "", "Landing Page", "-x", "a".repeat(65)]) {
      expect(validateLead({ email: "jane@acme.com", source })).toMatchObject({ problem: "source" });
    }
  });

  it("normalises the address and reads the consent state when given", () => {
    expect(
      validateLead({
        email: " Jane@Acme.com ",
        source: "services-hero",
        consent: '{"analytics":true,"marketing":false,"functional":"yes"}',
      }),
    ).toEqual({
      ok: true,
      value: {
        email: "jane@acme.com",
        source: "services-hero",
        consent: { essential: true, analytics: true, marketing: false, functional: false },
        page: null,
      },
    });
    expect(validateLead({ email: "jane@acme.com", source: "x" })).toMatchObject({
      value: { consent: null },
    });
    expect(validateLead({ email: "jane@acme.com", source: "x", consent: "garbage" })).toMatchObject(
      {
        value: { consent: null },
      },
    );
  });
});

describe("validateContact", () => {
  const valid = { name: "Ada", email: "ada@acme.com", message: "Hello" };

  it("reports every missing required field with the spec's message", () => {
    expect(validateContact({ name: "", email: " ", message: "", company: "X" })).toEqual({
      ok: false,
      problem: "required",
      error: "Please fill in all required fields (Name, Email, and Message).",
      fieldErrors: {
        name: "Please enter your name.",
        email: "Please enter your email address.",
        message: "Please enter your message.",
      },
    });
    expect(validateContact({ ...valid, message: "  " })).toMatchObject({
      fieldErrors: { message: "Please enter your message." },
    });
  });

  it("checks the email pattern, lengths and the service slug", () => {
    expect(validateContact({ ...valid, email: "ada@acme" })).toMatchObject({
      problem: "invalid",
      error: "Please enter a valid email address.",
    });
    expect(validateContact({ ...valid, message: "x".repeat(5001) })).toMatchObject({
      problem: "invalid",
      fieldErrors: { message: expect.stringContaining("5000") },
    });
    expect(validateContact({ ...valid, service: "Not a slug" })).toMatchObject({
      fieldErrors: { service: "Please choose a service." },
    });
  });

  it("keeps optional fields empty as null and accepts page-specific services", () => {
    expect(validateContact({ ...valid, company: " ", service: "" })).toEqual({
      ok: true,
      value: {
        name: "Ada",
        email: "ada@acme.com",
        company: null,
        service: null,
        message: "Hello",
        context: { page: null, pageType: null, tier: null },
      },
    });
    expect(validateContact({ ...valid, service: "suchify" })).toMatchObject({
      value: { service: "suchify" },
    });
  });
});
