import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { cookiesPolicy } from "~/content/legal/cookies-policy";
import { privacyPolicy } from "~/content/legal/privacy-policy";
import { formatDocumentDate } from "./format";
import { LegalDocumentPage } from "./legal-document-page";

function PrivacyWithExtra() {
  return <LegalDocumentPage document={privacyPolicy} after={{ contact: "EXTRA-CONTENT" }} />;
}

function Cookies() {
  return <LegalDocumentPage document={cookiesPolicy} />;
}

function render(Page: () => ReactNode) {
  const Stub = createRoutesStub([{ path: "/doc", Component: Page }]);
  return renderToString(<Stub initialEntries={["/doc"]} />);
}

describe("formatDocumentDate", () => {
  it("writes ISO dates in en-US long style, whatever the time zone", () => {
    expect(formatDocumentDate("2024-01-01")).toBe("January 1, 2024");
    expect(formatDocumentDate("2024-11-30")).toBe("November 30, 2024");
  });
});

describe("LegalDocumentPage", () => {
  const html = render(PrivacyWithExtra);

  it("shows the title, the breadcrumb trail and both dates", () => {
    expect(html).toContain(">Privacy Policy</h1>");
    expect(html).toContain('aria-label="Breadcrumb"');
    expect(html).toMatch(/Effective(<!-- -->)?:.*dateTime="2024-01-01">January 1, 2024<\/time>/s);
    expect(html).toMatch(
      /Last updated(<!-- -->)?:.*dateTime="2024-01-01">January 1, 2024<\/time>/s,
    );
  });

  it("links every table-of-contents entry to a numbered section with that id", () => {
    const tocTargets = [...html.matchAll(/<a href="#([a-z0-9-]+)" class="flex gap-2/g)].map(
      (match) => match[1],
    );
    expect(tocTargets).toEqual(privacyPolicy.sections.map((section) => section.id));
    privacyPolicy.sections.forEach((section, index) => {
      expect(html).toContain(`<section id="${section.id}" aria-labelledby="${section.id}-title"`);
      expect(html).toMatch(
        new RegExp(`id="${section.id}-title"[^>]*><span[^>]*>${index + 1}\\.</span>`),
      );
    });
  });

  it("renders links from the content as anchors, and extra content at the end of its section", () => {
    expect(html).toContain('href="/user/account"');
    expect(html).toContain('href="mailto:legal@');
    expect(html.indexOf("EXTRA-CONTENT")).toBeGreaterThan(html.indexOf('id="contact-title"'));
  });

  it("renders tables with column and row headers", () => {
    const cookies = render(Cookies);
    expect(cookies).toMatch(/<th role="columnheader" scope="col"[^>]*>Name<\/th>/);
    expect(cookies).toContain("better-auth.session_token");
    // On phones each cell repeats its column's name for the eye only (the rows stack).
    expect(cookies).toMatch(
      /<th role="rowheader" scope="row"[^>]*><span aria-hidden="true"[^>]*>Name<\/span>flash<\/th>/,
    );
  });
});
