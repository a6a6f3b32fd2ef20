import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { queryDb, uniqueClientAddress } from "../support/e2e-services";
import { startSiteProcess } from "../support/site-process";
import { expect, test } from "./fixtures";

type Signals = Record<string, string>;

/** The Consent Mode state as Google's tag would see it: the default, then every update, in order. */
async function consentState(page: Page) {
  return page.evaluate(() => {
    const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Array.from(entry as ArrayLike<unknown>),
    );
    const consent = layer.filter((entry) => entry[0] === "consent");
    const state: Record<string, string> = {};
    for (const entry of consent) Object.assign(state, entry[2] as Record<string, string>);
    return { commands: consent.map((entry) => entry[1] as string), state };
  });
}

const storedConsent = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem("cookie-consent") ?? "null"));

const signals = (analytics: boolean, marketing: boolean, functional: boolean): Signals => {
  const value = (granted: boolean) => (granted ? "granted" : "denied");
  return {
    security_storage: "granted",
    functionality_storage: value(functional),
    personalization_storage: value(functional),
    analytics_storage: value(analytics),
    ad_storage: value(marketing),
    ad_user_data: value(marketing),
    ad_personalization: value(marketing),
  };
};

const banner = (page: Page) => page.getByRole("region", { name: "We value your privacy" });

/** The banner is server-rendered; its buttons work once the page has hydrated. */
async function readyBanner(page: Page) {
  await expect(banner(page)).toHaveAttribute("data-ready", "");
  return banner(page);
}

async function anonymousId(page: Page) {
  return page.evaluate(() => window.localStorage.getItem("analytics-anonymous-id"));
}

async function eventsOf(id: string | null, name: string) {
  return queryDb<{ name: string; properties: Record<string, unknown>; path: string }>(
    "select name, properties, path from analytics_events where anonymous_id = $1 and name = $2",
    [id, name],
  );
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientAddress() });
});

test("a first visit shows the banner, and everything but security storage is denied", async ({
  page,
  checkA11y,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await page.goto("/privacy-policy");
  await readyBanner(page);
  expect((await consentState(page)).state).toEqual(signals(false, false, false));
  expect((await consentState(page)).commands).toEqual(["default"]);
  // Rejecting is exactly as easy as accepting: same kind of button, same size, side by side.
  const accept = banner(page).getByRole("button", { name: "Accept All" });
  const reject = banner(page).getByRole("button", { name: "Reject All" });
  expect(await reject.getAttribute("class")).toBe(await accept.getAttribute("class"));
  const [acceptBox, rejectBox] = [await accept.boundingBox(), await reject.boundingBox()];
  expect(rejectBox?.height).toBe(acceptBox?.height);
  expect(rejectBox?.width).toBe(acceptBox?.width);
  await expect(banner(page).getByRole("button", { name: "Customize" })).toBeVisible();
  await expect(banner(page).getByRole("link", { name: "Cookies Policy" })).toHaveAttribute(
    "href",
    "/cookies-policy",
  );
  // Stuck to the screen's bottom wherever the page is scrolled; it takes its room after the
  // footer, so nothing on the page moves for it.
  const viewportHeight = page.viewportSize()?.height;
  for (const fraction of [0, 0.5, 1]) {
    await page.evaluate((at) => window.scrollTo(0, at * document.body.scrollHeight), fraction);
    await expect
      .poll(async () => banner(page).evaluate((element) => element.getBoundingClientRect().bottom))
      .toBe(viewportHeight);
  }
  const footerBottom = await page
    .locator("#site-footer")
    .evaluate((element) => element.getBoundingClientRect().bottom);
  const bannerTop = await banner(page).evaluate((element) => element.getBoundingClientRect().top);
  expect(footerBottom).toBeLessThanOrEqual(bannerTop + 1);
  await checkA11y();
  expect(consoleErrors).toEqual([]);
});

test("Accept All grants every category, survives a reload and is recorded", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/cookies-policy");
  await (await readyBanner(page)).getByRole("button", { name: "Accept All" }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await storedConsent(page)).toEqual({
    essential: true,
    analytics: true,
    marketing: true,
    functional: true,
  });
  expect((await consentState(page)).state).toEqual(signals(true, true, true));

  await page.reload();
  await expect(page.locator("footer")).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  const after = await consentState(page);
  expect(after.commands).toEqual(["default", "update"]);
  expect(after.state).toEqual(signals(true, true, true));

  // Analytics consent given: the choice itself is recorded first-party.
  const id = await anonymousId(page);
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  await expect.poll(async () => (await eventsOf(id, "cookie_consent_accepted")).length).toBe(1);
  // No Google tag is ever loaded without a measurement id.
  expect(
    await page.evaluate(() => document.querySelectorAll("script[src*='googletagmanager']").length),
  ).toBe(0);
  expect(consoleErrors).toEqual([]);
});

test("Reject All keeps everything denied after a reload and records nothing", async ({
  page,
  consoleErrors,
}) => {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/events")) sent.push(request.url());
  });
  await page.goto("/terms-and-conditions");
  await (await readyBanner(page)).getByRole("button", { name: "Reject All" }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await storedConsent(page)).toEqual({
    essential: true,
    analytics: false,
    marketing: false,
    functional: false,
  });
  await page.reload();
  await expect(page.locator("footer")).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  const after = await consentState(page);
  expect(after.commands).toEqual(["default", "update"]);
  expect(after.state).toEqual(signals(false, false, false));
  expect(await anonymousId(page)).toBeNull();
  expect(sent).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test("Customize opens an accessible dialog whose choice is saved, applied and changeable later", async ({
  page,
  checkA11y,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await page.goto("/contact");
  await (await readyBanner(page)).getByRole("button", { name: "Customize" }).click();
  const dialog = page.getByRole("dialog", { name: "Cookie preferences" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("switch", { name: "Essential" })).toBeChecked();
  await expect(dialog.getByRole("switch", { name: "Essential" })).toBeDisabled();
  for (const name of ["Analytics", "Marketing", "Functional"]) {
    await expect(dialog.getByRole("switch", { name })).not.toBeChecked();
  }
  await expect(dialog.getByRole("link", { name: "Cookies Policy" })).toHaveAttribute(
    "href",
    "/cookies-policy",
  );
  await expect(dialog.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
    "href",
    "/privacy-policy",
  );
  await checkA11y();

  // Focus stays inside; Escape closes without a choice, and the banner is back.
  for (let index = 0; index < 12; index++) await page.keyboard.press("Tab");
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(banner(page)).toBeVisible();
  expect(await storedConsent(page)).toBeNull();

  await banner(page).getByRole("button", { name: "Customize" }).click();
  await dialog.getByRole("switch", { name: "Analytics" }).check();
  await dialog.getByRole("button", { name: "Save Preferences" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  expect(await storedConsent(page)).toEqual({
    essential: true,
    analytics: true,
    marketing: false,
    functional: false,
  });
  await page.reload();
  await expect(page.locator("footer")).toBeVisible();
  expect((await consentState(page)).state).toEqual(signals(true, false, false));
  const id = await anonymousId(page);
  await expect
    .poll(async () => (await eventsOf(id, "cookie_consent_custom"))[0]?.properties)
    .toEqual({ analytics: true, marketing: false, functional: false });

  // The footer's "Cookie settings" reopens the dialog with the saved choice, to withdraw it.
  await page.locator("#cookie-settings").click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("switch", { name: "Analytics" })).toBeChecked();
  await dialog.getByRole("switch", { name: "Analytics" }).uncheck();
  await dialog.getByRole("switch", { name: "Functional" }).check();
  await dialog.getByRole("button", { name: "Save Preferences" }).click();
  expect(await storedConsent(page)).toEqual({
    essential: true,
    analytics: false,
    marketing: false,
    functional: true,
  });
  expect((await consentState(page)).state).toEqual(signals(false, false, true));
  await page.reload();
  await expect(page.locator("footer")).toBeVisible();
  expect((await consentState(page)).state).toEqual(signals(false, false, true));

  // The dialog can also be closed with its close button.
  await page.locator("#cookie-settings").click();
  await dialog.getByRole("button", { name: "Close cookie preferences" }).click();
  await expect(dialog).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test("without JavaScript no banner covers the page", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator("main")).toBeVisible();
    // Server-rendered, but shown only when the head script marks a visitor without a choice.
    await expect(page.locator("section[aria-labelledby=cookie-banner-title]")).toBeHidden();
    await expect(banner(page)).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test("with a measurement id, Google's tag loads only after analytics consent", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-ga-"));
  const site = await startSiteProcess({ DATA_DIR: dataDir, GA_MEASUREMENT_ID: "G-TEST12345" });
  const context = await browser.newContext({ baseURL: site.url });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    // Nothing leaves this machine: Google's hosts are answered here.
    const tagRequests: string[] = [];
    await context.route(
      /^https:\/\/([a-z0-9-]+\.)*(googletagmanager|google-analytics)\.com\//,
      (route) => {
        tagRequests.push(route.request().url());
        return route.fulfill({
          status: 200,
          contentType: "text/javascript",
          body: "window.__gtagLoaded = true;",
        });
      },
    );
    const response = await page.goto("/privacy-policy");
    const csp = response?.headers()["content-security-policy"] ?? "";
    expect(csp).toContain("https://www.googletagmanager.com");
    expect(csp).toMatch(/connect-src 'self' [^;]*https:\/\/\*\.google-analytics\.com/);

    await readyBanner(page);
    expect(tagRequests).toEqual([]);
    await banner(page).getByRole("button", { name: "Reject All" }).click();
    await page.reload();
    await expect(page.locator("footer")).toBeVisible();
    expect(tagRequests).toEqual([]);

    await page.locator("#cookie-settings").click();
    const dialog = page.getByRole("dialog", { name: "Cookie preferences" });
    await dialog.getByRole("switch", { name: "Analytics" }).check();
    await dialog.getByRole("button", { name: "Save Preferences" }).click();
    await expect
      .poll(() => tagRequests)
      .toEqual(["https://www.googletagmanager.com/gtag/js?id=G-TEST12345"]);
    await expect
      .poll(() => page.evaluate(() => (window as { __gtagLoaded?: boolean }).__gtagLoaded))
      .toBe(true);
    const config = await page.evaluate(() =>
      ((window as unknown as { dataLayer: unknown[] }).dataLayer ?? [])
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .filter((entry) => entry[0] === "config"),
    );
    expect(config).toEqual([["config", "G-TEST12345"]]);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
