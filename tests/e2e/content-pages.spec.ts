import type { Page } from "@playwright/test";
import { creditGroups } from "../../app/content/about/credits";
import { impactStats, industries, timeline } from "../../app/content/about/our-story";
import {
  remoteWorkPolicy,
  remoteWorkPolicySections,
} from "../../app/content/about/remote-work-policy";
import { cookiesPolicy } from "../../app/content/legal/cookies-policy";
import type { LegalDocument } from "../../app/content/legal/document";
import { legalEmail } from "../../app/content/legal/document";
import { privacyPolicy } from "../../app/content/legal/privacy-policy";
import { termsAndConditions } from "../../app/content/legal/terms-and-conditions";
import { site } from "../../app/content/site";
import { formatDocumentDate } from "../../app/features/content-pages/format";
import { uniqueClientAddress } from "../support/e2e-services";
import { expect, rememberCookieChoice, test } from "./fixtures";

// Generous limits: the machines running these tests are often busy.
test.describe.configure({ timeout: 60_000 });

/** Loads a page with a stored cookie choice (no banner) and waits for React to hydrate. */
async function open(page: Page, path: string) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientAddress() });
  await page.addInitScript(rememberCookieChoice);
  await page.goto(path);
}

/** The page's structured data blocks, parsed. */
async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text): Array<Record<string, unknown>> => {
    const value = JSON.parse(text) as Record<string, unknown> | Array<Record<string, unknown>>;
    return Array.isArray(value) ? value : [value];
  });
}

/** Asserts the visible trail Home > {name} and its BreadcrumbList with absolute URLs. */
async function expectBreadcrumbs(page: Page, name: string, path: string) {
  const trail = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(trail.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(trail.locator('[aria-current="page"]')).toHaveText(name);
  const list = (await jsonLd(page)).find((block) => block["@type"] === "BreadcrumbList");
  expect(list, "BreadcrumbList JSON-LD").toBeTruthy();
  const items = list?.itemListElement as Array<{ name: string; item: string; position: number }>;
  expect(items.map((item) => item.name)).toEqual(["Home", name]);
  expect(items[1]?.item).toMatch(new RegExp(`^https?://[^/]+${path}$`));
}

/** Text as a literal inside a regular expression. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const documents: Array<[string, LegalDocument]> = [
  ["/privacy-policy", privacyPolicy],
  ["/terms-and-conditions", termsAndConditions],
  ["/cookies-policy", cookiesPolicy],
  ["/remote-work-policy", remoteWorkPolicy],
];

for (const [path, document] of documents) {
  test(`${path}: title, dates, numbered sections and a table of contents that jumps to them`, async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    await open(page, path);
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(document.title);
    await expect(page).toHaveTitle(`${document.title} | ${site.name}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`${path}$`),
    );

    // Effective 1 January 2024; the legal pages were last updated then too, the remote work
    // policy when the ISO 27001 certification made it part of the certified ISMS.
    const dates = main.locator("header dl");
    await expect(dates).toContainText(`Effective:${formatDocumentDate(document.effective)}`);
    await expect(dates).toContainText(`Last updated:${formatDocumentDate(document.updated)}`);
    await expect(dates.locator(`time[datetime="${document.effective}"]`)).toHaveCount(
      document.effective === document.updated ? 2 : 1,
    );
    await expect(dates.locator(`time[datetime="${document.updated}"]`)).toHaveCount(
      document.effective === document.updated ? 2 : 1,
    );

    // Every section is numbered and listed in the table of contents, in order.
    const sections = main.locator("section[id]");
    await expect(sections).toHaveCount(document.sections.length);
    const headings = sections.locator("> h2");
    await expect(headings).toHaveText(
      document.sections.map(
        (section, index) => new RegExp(`^${index + 1}\\.\\s*${escapeRegExp(section.title)}`),
      ),
    );
    const toc = page.getByRole("navigation", { name: "On this page" });
    const tocLinks = toc.getByRole("link");
    await expect(tocLinks).toHaveCount(document.sections.length);
    expect(
      await tocLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
    ).toEqual(document.sections.map((section) => `#${section.id}`));

    // A table-of-contents link scrolls its section into view and into the address bar.
    const last = document.sections.at(-1);
    if (!last) throw new Error("empty document");
    await tocLinks.last().click();
    await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
    await expect(page.locator(`#${last.id} > h2`)).toBeInViewport();

    await expectBreadcrumbs(page, document.title, path);
    await checkA11y();
    expect(consoleErrors).toEqual([]);
  });
}

test("terms: the US $100 liability cap and sections 7-9 as specified", async ({ page }) => {
  await open(page, "/terms-and-conditions");
  await expect(page.locator("#disclaimers-and-liability")).toContainText(
    "Our total liability to you for all claims about the site is limited to US $100.",
  );
  await expect(page.locator("#governing-law > h2")).toHaveText(/^7\.\s*Governing law/);
  await expect(page.locator("#governing-law")).toContainText(
    "governed by the laws of the United States",
  );
  await expect(page.locator("#changes-to-terms > h2")).toHaveText(/^8\.\s*Changes to these terms/);
  await expect(page.locator("#changes-to-terms")).toContainText(
    "We may change these terms at any time",
  );
  await expect(page.locator("#changes-to-terms")).toContainText(
    "Your continued use of the site after a change means you accept the changed terms.",
  );
  await expect(page.locator("#contact > h2")).toHaveText(/^9\.\s*Contact/);
  await expect(page.locator("#contact").getByRole("link", { name: legalEmail })).toHaveAttribute(
    "href",
    `mailto:${legalEmail}`,
  );
});

test("privacy policy: links the account page's data export and deletion", async ({ page }) => {
  await open(page, "/privacy-policy");
  const rights = page.locator("#your-rights");
  await expect(rights.getByRole("link", { name: "Account & Privacy" })).toHaveAttribute(
    "href",
    "/user/account",
  );
  await expect(rights.getByRole("link", { name: "Delete account" })).toHaveAttribute(
    "href",
    "/user/account#delete",
  );
  await expect(page.locator("#who-we-are")).toContainText(site.legalName);
});

test("cookies policy: the storage table and a button that reopens the cookie settings", async ({
  page,
  consoleErrors,
}) => {
  await open(page, "/cookies-policy");
  const table = page.getByRole("table", { name: "Cookies and browser storage used on this site" });
  for (const name of ["better-auth.session_token", "flash", "cookie-consent", "theme", "_ga"]) {
    await expect(table.getByRole("rowheader", { name, exact: true })).toBeVisible();
  }
  for (const heading of [
    "Essential cookies",
    "Analytics cookies",
    "Marketing cookies",
    "Social media",
    "Advertising",
  ]) {
    await expect(page.getByRole("heading", { level: 3, name: heading })).toBeVisible();
  }
  await page.getByRole("button", { name: "Open cookie settings" }).click();
  await expect(page.getByRole("dialog", { name: "Cookie preferences" })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("remote work policy: 11 numbered sections, each with bullets", async ({ page }) => {
  await open(page, "/remote-work-policy");
  await expect(page.locator("main section[id]")).toHaveCount(11);
  for (const [index, section] of remoteWorkPolicySections.entries()) {
    await expect(page.locator(`#${section.id} > h2`)).toHaveText(new RegExp(`^${index + 1}\\.`));
    await expect(page.locator(`#${section.id} li`)).toHaveCount(section.content.length);
  }
});

test("/our-story: story, figures, offices, industries, timeline and calls to action", async ({
  page,
  checkA11y,
  consoleErrors,
}) => {
  await open(page, "/our-story");
  const main = page.locator("main");
  await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`Our Story | ${site.name}`);
  for (const stat of impactStats) {
    await expect(main.locator("dd", { hasText: stat.number }).first()).toBeVisible();
  }
  for (const text of ["2020-2022", "2023 onward", "Team as a Service", "1:1", site.legalName]) {
    await expect(main.getByText(text).first()).toBeVisible();
  }
  // Offices from the brand configuration: own offices and partner offices.
  const offices = page.locator("#offices");
  for (const office of site.offices) {
    await expect(offices.getByRole("heading", { level: 4, name: office.country })).toBeVisible();
  }
  await expect(offices).toContainText("Dubai");
  await expect(offices).toContainText("Riyadh");
  await expect(offices).toContainText("European Union");
  // Six industries.
  await expect(
    page
      .getByRole("region", { name: "Six industries we know from the inside" })
      .getByRole("heading", { level: 3 }),
  ).toHaveText(industries.map((industry) => industry.title));
  // The timeline from 2020 to November 2024.
  const milestones = page.locator("#timeline ol > li");
  await expect(milestones).toHaveCount(timeline.length);
  await expect(milestones.first()).toContainText("2020");
  await expect(milestones.last()).toContainText("November 2024");

  await expectBreadcrumbs(page, "Our Story", "/our-story");
  const about = (await jsonLd(page)).find((block) => block["@type"] === "AboutPage");
  expect(about?.mainEntity).toMatchObject({
    "@type": "Organization",
    legalName: site.legalName,
    foundingDate: "2020",
  });
  await checkA11y();
  expect(consoleErrors).toEqual([]);

  await expect(main.getByRole("link", { name: "Join Our Team" })).toHaveAttribute(
    "href",
    "/careers",
  );
  await main.getByRole("link", { name: "Start Your Project" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("/credits: every acknowledgment group with licences and text links", async ({
  page,
  checkA11y,
  consoleErrors,
}) => {
  await open(page, "/credits");
  await expect(page.locator("main").getByRole("heading", { level: 1 })).toHaveText("Credits");
  await expect(page.locator("main section[id] > h2")).toHaveText(
    creditGroups.map(
      (group, index) => new RegExp(`^${index + 1}\\.\\s*${escapeRegExp(group.title)}`),
    ),
  );
  const frameworks = page.locator("#frameworks");
  await expect(frameworks.getByRole("link", { name: "React", exact: true })).toHaveAttribute(
    "href",
    "https://react.dev",
  );
  await expect(frameworks.getByRole("link", { name: "React Router" })).toBeVisible();
  await expect(page.locator("#development-tools")).toContainText("Playwright");
  await expect(page.locator("#development-tools")).toContainText("Apache-2.0");
  await expect(page.locator("main img")).toHaveCount(0);
  await expectBreadcrumbs(page, "Credits", "/credits");
  await checkA11y();
  expect(consoleErrors).toEqual([]);
});
