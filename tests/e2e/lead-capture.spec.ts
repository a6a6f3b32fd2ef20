import type { Page } from "@playwright/test";
import {
  queryDb,
  uniqueBusinessEmail,
  uniqueClientAddress,
  waitForMail,
} from "../support/e2e-services";
import { expect, holdRequests, test } from "./fixtures";

const texts = {
  required: ["Email Required", "Please enter your email address."],
  invalid: ["Invalid Email", "Please enter a valid email address."],
  business: [
    "Business Email Required",
    "Please use your company email address to continue. We only accept business email addresses.",
  ],
  success: [
    "Welcome to Quillstack",
    "Check your email for our exclusive technology assessment guide and next steps.",
  ],
} as const;

const toast = (page: Page, title: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title });

/** One assertion on title and text together: a toast lasts 4 s, two steps could outlive it. */
async function expectToast(page: Page, [title, description]: readonly [string, string]) {
  await expect(toast(page, title).filter({ hasText: description })).toBeVisible();
}

const heroForm = (page: Page) =>
  page.getByRole("form", { name: "Get started with your business email" });

async function leadsFor(email: string) {
  return queryDb<{ email: string; source: string; consent: unknown; ip_hash: string }>(
    "select email, source, consent, ip_hash from leads where email = $1",
    [email],
  );
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientAddress() });
  // A choice is stored, so the cookie banner stays out of the way.
  await page.addInitScript(() => {
    window.localStorage.setItem(
      "cookie-consent",
      JSON.stringify({ essential: true, analytics: false, marketing: false, functional: true }),
    );
  });
});

test.describe("landing hero email capture", () => {
  test("empty and malformed addresses are caught in the browser with the spec's toasts", async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    // axe takes a while on the animated landing page.
    test.setTimeout(120_000);
    let posted = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/leads")) posted += 1;
    });
    await page.goto("/");
    const form = heroForm(page);
    const email = form.getByRole("textbox", { name: "Business email" });
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("required", "");

    await form.getByRole("button", { name: "Get Started" }).click();
    await expectToast(page, texts.required);
    await expect(email).toHaveAttribute("aria-invalid", "true");
    const describedBy = await email.getAttribute("aria-describedby");
    await expect(page.locator(`#${describedBy}`)).toHaveText("Please enter your email address.");

    await email.fill("jane@acme");
    await form.getByRole("button", { name: "Get Started" }).click();
    await expectToast(page, texts.invalid);
    await expect(page.locator(`#${describedBy}`)).toHaveText("Please enter a valid email address.");

    await email.fill("jane doe@acme.com");
    await form.getByRole("button", { name: "Get Started" }).click();
    await expect(page.locator(`#${describedBy}`)).toHaveText("Please enter a valid email address.");
    expect(posted).toBe(0);
    await checkA11y();
    expect(consoleErrors).toEqual([]);
  });

  test("a free-mail address gets 'Business Email Required' and is not stored", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/");
    const address = `someone.${Date.now()}@gmail.com`;
    await heroForm(page).getByRole("textbox", { name: "Business email" }).fill(address);
    await heroForm(page).getByRole("button", { name: "Get Started" }).click();
    await expectToast(page, texts.business);
    await expect(heroForm(page).getByRole("textbox")).toHaveValue(address);
    expect(await leadsFor(address)).toEqual([]);
    // The server's answer is a 4xx, which the browser logs; nothing else may show up.
    expect(consoleErrors.filter((error) => !/status of 422/.test(error))).toEqual([]);
  });

  test("a business address is stored once, welcomed by email, and the field clears", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/");
    const address = uniqueBusinessEmail("hero");
    const form = heroForm(page);
    const email = form.getByRole("textbox", { name: "Business email" });
    const release = await holdRequests(page, "**/api/leads");
    await email.fill(address.toUpperCase());
    await form.getByRole("button", { name: "Get Started" }).click();
    await expect(form.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    release();
    await expectToast(page, texts.success);
    await expect(email).toHaveValue("");
    await expect(form.getByRole("button", { name: "Get Started" })).toBeEnabled();

    const stored = await leadsFor(address);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      source: "landing-page",
      consent: { essential: true, analytics: false, marketing: false, functional: true },
    });
    expect(stored[0]?.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    const outbox = await queryDb<{ template: string; subject: string }>(
      "select template, subject from email_outbox where to_address = $1",
      [address],
    );
    expect(outbox).toEqual([{ template: "lead-welcome", subject: "Welcome to Quillstack" }]);
    const [mail] = await waitForMail(address);
    expect(mail?.subject).toBe("Welcome to Quillstack");
    expect(mail?.envelope.to).toEqual([address]);

    // The same address again on the same day: a friendly answer, but no second lead or email.
    await page.unroute("**/api/leads");
    await expect(toast(page, texts.success[0])).toHaveCount(0);
    await email.fill(address);
    await form.getByRole("button", { name: "Get Started" }).click();
    await expectToast(page, texts.success);
    await expect(email).toHaveValue("");
    expect(await leadsFor(address)).toHaveLength(1);
    expect(
      await queryDb("select id from email_outbox where to_address = $1", [address]),
    ).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });

  test("a server failure gets the generic error toast", async ({ page }) => {
    await page.goto("/");
    await page.route("**/api/leads", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"ok":false}' }),
    );
    await heroForm(page).getByRole("textbox").fill(uniqueBusinessEmail());
    await heroForm(page).getByRole("button", { name: "Get Started" }).click();
    await expectToast(page, ["Error", "Failed to submit email. Please try again."]);
  });
});

test.describe("without JavaScript", () => {
  test("the hero form posts, redirects back and shows the flash message", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "x-forwarded-for": uniqueClientAddress() },
    });
    try {
      const page = await context.newPage();
      await page.goto("/");
      const address = uniqueBusinessEmail("nojs");
      await heroForm(page).getByRole("textbox", { name: "Business email" }).fill(address);
      await heroForm(page).getByRole("button", { name: "Get Started" }).click();
      await page.waitForURL((url) => url.pathname === "/");
      const flash = page.getByRole("status");
      await expect(flash).toContainText(texts.success[0]);
      await expect(flash).toContainText(texts.success[1]);
      expect(await leadsFor(address)).toMatchObject([{ source: "landing-page", consent: null }]);

      // The flash shows once.
      await page.reload();
      await expect(page.getByText(texts.success[0])).toHaveCount(0);

      // A free-mail address comes back with the error and the field message, value kept.
      await heroForm(page).getByRole("textbox").fill("nojs@gmail.com");
      await heroForm(page).getByRole("button", { name: "Get Started" }).click();
      await expect(page.getByRole("alert")).toContainText(texts.business[0]);
      const email = heroForm(page).getByRole("textbox");
      await expect(email).toHaveValue("nojs@gmail.com");
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(heroForm(page)).toContainText("company email");
    } finally {
      await context.close();
    }
  });
});
