import { describe, expect, it } from "vitest";
import { remoteWorkPolicy } from "../about/remote-work-policy";
import { site } from "../site";
import { cookiesPolicy, cookiesWeUse } from "./cookies-policy";
import type { DocumentBlock, LegalDocument, Rich } from "./document";
import { legalDate, legalEmail } from "./document";
import { privacyPolicy } from "./privacy-policy";
import { liabilityCap, termsAndConditions } from "./terms-and-conditions";

const documents: Record<string, LegalDocument> = {
  privacyPolicy,
  termsAndConditions,
  cookiesPolicy,
  remoteWorkPolicy,
};

const richText = (text: Rich): string =>
  typeof text === "string"
    ? text
    : text.map((part) => (typeof part === "string" ? part : part.text)).join("");

function blockText(block: DocumentBlock): string {
  switch (block.kind) {
    case "paragraph":
      return richText(block.text);
    case "list":
      return block.items.map(richText).join("\n");
    case "subheading":
      return block.text;
    case "table":
      return block.table.rows.map((row) => row.map(richText).join(" ")).join("\n");
  }
}

const sectionText = (document: LegalDocument, index: number) =>
  document.sections[index]?.blocks.map(blockText).join("\n") ?? "";

const documentText = (document: LegalDocument) =>
  document.sections.map((_, index) => sectionText(document, index)).join("\n");

const links = (document: LegalDocument) =>
  document.sections.flatMap((section) =>
    section.blocks.flatMap((block) => {
      const texts =
        block.kind === "paragraph" ? [block.text] : block.kind === "list" ? block.items : [];
      return texts.flatMap((text) =>
        typeof text === "string"
          ? []
          : text.flatMap((part) => (typeof part === "string" ? [] : [part.href])),
      );
    }),
  );

describe.each(Object.entries(documents))("%s", (name, document) => {
  it("is effective on 1 January 2024, and last updated then or at its one revision", () => {
    expect(legalDate).toBe("2024-01-01");
    expect(document.effective).toBe(legalDate);
    // Revisions: the remote work policy when it became part of the ISO 27001 certified ISMS; the
    // cookies policy when the product videos became our own files instead of YouTube embeds.
    const revised: Record<string, string> = {
      remoteWorkPolicy: "2026-03-16",
      cookiesPolicy: "2026-11-26",
    };
    expect(document.updated).toBe(revised[name] ?? legalDate);
  });

  it("has unique, anchor-safe section ids and no empty section", () => {
    const ids = document.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    for (const section of document.sections) {
      expect(section.title.trim()).not.toBe("");
      expect(section.blocks.length).toBeGreaterThan(0);
    }
  });

  it("links only to site paths, mailto or https addresses", () => {
    for (const href of links(document)) expect(href).toMatch(/^(\/|mailto:|https:\/\/)/);
  });
});

describe("terms and conditions", () => {
  it("has sections 7-9 as the spec states: US law, changes at any time, the legal address", () => {
    const titles = termsAndConditions.sections.map((section) => section.title);
    expect(titles).toHaveLength(9);
    expect(titles.slice(6)).toEqual(["Governing law", "Changes to these terms", "Contact"]);
    expect(sectionText(termsAndConditions, 6)).toContain(
      "governed by the laws of the United States",
    );
    expect(sectionText(termsAndConditions, 7)).toMatch(/may change these terms at any time/);
    expect(sectionText(termsAndConditions, 7)).toMatch(
      /continued use of the site .* means you accept/,
    );
    expect(sectionText(termsAndConditions, 8)).toContain(legalEmail);
  });

  it("caps liability at US $100", () => {
    expect(liabilityCap).toBe("US $100");
    expect(documentText(termsAndConditions)).toContain("limited to US $100");
  });

  it("uses the legal address of the site's domain", () => {
    expect(legalEmail).toBe(`legal@${site.domain}`);
  });
});

describe("privacy policy", () => {
  it("links the data export and account deletion of the account page", () => {
    expect(links(privacyPolicy)).toEqual(
      expect.arrayContaining(["/user/account", "/user/account#delete", "/cookies-policy"]),
    );
  });

  it("names the company and covers the rights, retention, transfers and children", () => {
    const text = documentText(privacyPolicy);
    expect(text).toContain(site.legalName);
    for (const id of [
      "retention",
      "sharing",
      "international-transfers",
      "security",
      "your-rights",
      "children",
      "changes",
      "contact",
    ]) {
      expect(privacyPolicy.sections.map((section) => section.id)).toContain(id);
    }
  });
});

describe("cookies policy", () => {
  it("covers every category, third parties and browser settings", () => {
    const text = documentText(cookiesPolicy);
    for (const topic of [
      "Essential cookies",
      "Analytics cookies",
      "Preference (functional) cookies",
      "Marketing cookies",
      "Social media",
      "Advertising",
    ]) {
      expect(text).toContain(topic);
    }
    expect(cookiesPolicy.sections.map((section) => section.id)).toContain("browser-settings");
  });

  it("lists the storage the site really uses", () => {
    const names = cookiesWeUse.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        "better-auth.session_token",
        "flash",
        "theme",
        "cookie-consent",
        "analytics-anonymous-id",
        "_ga",
      ]),
    );
  });
});
