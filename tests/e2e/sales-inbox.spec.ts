import type { Page } from "@playwright/test";
import { pitches } from "../../app/content/pitches";
import {
  queryDb,
  uniqueBusinessEmail,
  uniqueClientAddress,
  waitForMail,
  waitForMatchingMail,
} from "../support/e2e-services";
import { expect, rememberCookieChoice, test } from "./fixtures";

/** CONTACT_INBOX is unset in the e2e server: the sales inbox is the site's address. */
const salesInbox = "hello@quillstack.dev";
const staffFooter = /Internal notification from the \S+ website, for the Quillstack team\./;

const toast = (page: Page, title: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title });

async function expectToast(page: Page, title: string, description: string) {
  await expect(toast(page, title).filter({ hasText: description })).toBeVisible();
}

const landingForm = (page: Page) =>
  page.getByRole("form", { name: "Get started with your business email" });
const servicesForm = (page: Page) => page.getByRole("form", { name: "Get a free consultation" });

async function outboxTo(address: string) {
  return queryDb<{ template: string }>(
    "select template from email_outbox where to_address = $1 order by created_at",
    [address],
  );
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientAddress() });
  await page.addInitScript(rememberCookieChoice);
});

test.describe("leads reach the sales inbox", () => {
  test("an address left on the landing page and on /services: two sales notifications with source and page, one welcome", async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    const address = uniqueBusinessEmail("two-forms");
    await page.goto("/");
    await landingForm(page).getByRole("textbox", { name: "Business email" }).fill(address);
    await landingForm(page).getByRole("button", { name: "Get Started" }).click();
    await expectToast(page, "Welcome to Quillstack", "Check your email");

    await page.goto("/services");
    await servicesForm(page).getByRole("textbox", { name: "Work email" }).fill(address);
    await servicesForm(page).getByRole("button", { name: "Get Free Consultation" }).click();
    await expect(
      servicesForm(page).getByRole("status").filter({ hasText: "within 24 hours" }),
    ).toBeVisible();

    for (const [source, pagePath] of [
      ["landing-page", "/"],
      ["services-hero", "/services"],
    ] as const) {
      const notification = await waitForMatchingMail(
        salesInbox,
        (mail) => mail.subject === `New lead: ${address} (${source})`,
      );
      expect(notification.headers["reply-to"]).toContain(address);
      expect(notification.text).toContain(`Source: ${source}`);
      expect(notification.text).toContain(`Page: ${pagePath}`);
      expect(notification.text).toMatch(staffFooter);
      expect(notification.text).not.toContain("Questions? Write to");
    }
    // Both leads are stored; the visitor was queued one welcome, not two.
    expect(
      await queryDb("select source from leads where email = $1 order by source", [address]),
    ).toEqual([{ source: "landing-page" }, { source: "services-hero" }]);
    expect(await outboxTo(address)).toEqual([{ template: "lead-welcome" }]);
    const [welcome] = await waitForMail(address);
    expect(welcome?.subject).toBe("Welcome to Quillstack");
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("/services 'Get Free Consultation' says what went wrong", () => {
  test("a free-mail address (Tuta's too) gets the landing form's message, next to the field and in a toast", async ({
    page,
    checkA11y,
  }) => {
    // axe takes a while on the long services page.
    test.setTimeout(120_000);
    await page.goto("/services");
    const form = servicesForm(page);
    const email = form.getByRole("textbox", { name: "Work email" });
    for (const address of [`someone.${Date.now()}@gmail.com`, `cto.${Date.now()}@tutanota.com`]) {
      await email.fill(address);
      const answer = page.waitForResponse((response) => response.url().endsWith("/api/subscribe"));
      await form.getByRole("button", { name: "Get Free Consultation" }).click();
      expect((await answer).status()).toBe(422);
      await expectToast(
        page,
        "Business Email Required",
        "Please use your company email address to continue.",
      );
      await expect(email).toHaveValue(address);
      await expect(email).toHaveAttribute("aria-invalid", "true");
      const describedBy = await email.getAttribute("aria-describedby");
      await expect(page.locator(`#${describedBy}`)).toHaveText(
        "Please use your company email address to continue. We only accept business email addresses.",
      );
      expect(await queryDb("select 1 from leads where email = $1", [address])).toEqual([]);
      // The next address's toast must be its own, not this one still on screen.
      await expect(toast(page, "Business Email Required")).toHaveCount(0);
    }
    // Typing again clears the field's message.
    await email.fill("cto@northwind-analytics.com");
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
    await checkA11y();
  });

  test("a rate limit and a server error get error toasts, and the address is kept", async ({
    page,
  }) => {
    await page.goto("/services");
    const form = servicesForm(page);
    const email = form.getByRole("textbox", { name: "Work email" });
    const address = uniqueBusinessEmail("services-fail");
    await email.fill(address);
    await page.route("**/api/subscribe", (route) =>
      route.fulfill({
        status: 429,
        json: { ok: false, error: "Too many requests, please try again in a few minutes." },
      }),
    );
    await form.getByRole("button", { name: "Get Free Consultation" }).click();
    await expectToast(page, "Error", "Too many requests, please try again in a few minutes.");
    await expect(email).toHaveValue(address);

    await page.unroute("**/api/subscribe");
    await page.route("**/api/subscribe", (route) =>
      route.fulfill({ status: 500, contentType: "text/plain", body: "broken" }),
    );
    await form.getByRole("button", { name: "Get Free Consultation" }).click();
    await expectToast(page, "Error", "Failed to submit email. Please try again.");
    await expect(email).toHaveValue(address);
    await expect(form.getByRole("button", { name: "Get Free Consultation" })).toBeEnabled();
  });
});

test.describe("enquiries keep their context", () => {
  test("'Choose Premium' on the outsource page: the message and the staff mail name the page, the pitch and the tier", async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    const sender = uniqueBusinessEmail("premium");
    await page.goto("/outsource-project");
    await page.getByRole("button", { name: "Choose Premium" }).click();
    const dialog = page.getByRole("dialog", { name: "Start Your Project" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("We reply within 24 hours.");
    await expect(dialog).toContainText(
      "About Premium support: we send your choice with your message.",
    );
    const form = dialog.getByRole("form", { name: "Contact us" });
    await form.getByLabel("Name").fill("Grace Hopper");
    await form.getByLabel("Email").fill(sender);
    await form.getByLabel("Message").fill("Support for our booking platform.");
    await form.getByRole("button", { name: pitches["outsource-project"].buttonText }).click();
    await expectToast(
      page,
      "Success!",
      "Your message has been sent successfully. We'll get back to you within 24 hours.",
    );
    await expect(dialog.getByRole("heading", { name: /your message is on its way/ })).toBeVisible();
    await expect(dialog).toContainText("A specialist will reply within 24 hours");

    const context = [
      "Page: /outsource-project",
      "Pitch: Start Your Project (outsource-project)",
      "Support tier: Premium",
    ];
    expect(
      await queryDb("select service, message from contact_messages where email = $1", [sender]),
    ).toEqual([
      {
        service: "outsourcing",
        message: `Support for our booking platform.\n\n${context.join("\n")}`,
      },
    ]);
    const notification = await waitForMatchingMail(salesInbox, (mail) =>
      Boolean(mail.headers["reply-to"]?.includes(sender)),
    );
    for (const line of ["Source: Enquiry dialog", ...context]) {
      expect(notification.text).toContain(line);
    }
    expect(notification.text).not.toContain("contact-form");
    expect(notification.text).toMatch(staffFooter);
    expect(notification.text).not.toContain("Questions? Write to");

    // The visitor's confirmation keeps the toast's promise and quotes only what they wrote.
    const [confirmation] = await waitForMail(sender);
    expect(confirmation?.text).toContain("we will get back to you within 24 hours");
    expect(confirmation?.text).not.toContain("soon");
    expect(confirmation?.text).not.toContain("Support tier");
    expect(confirmation?.text).toContain("Questions? Write to hello@quillstack.dev.");
    expect(consoleErrors).toEqual([]);
  });

  test("without JavaScript 'Choose Premium' leads to the contact form, which sends the tier", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientAddress() });
    const sender = uniqueBusinessEmail("premium-nojs");
    await page.goto("/outsource-project");
    await page.getByRole("link", { name: "Choose Premium" }).click();
    await expect(page).toHaveURL("/contact?service=outsourcing&tier=Premium#contact-form");
    await expect(page.locator("#contact-form")).toContainText(
      "About Premium support: we send your choice with your message.",
    );
    const form = page.getByRole("form", { name: "Contact us" });
    await form.getByLabel("Name").fill("Grace Hopper");
    await form.getByLabel("Email").fill(sender);
    await form.getByLabel("Message").fill("Support for our booking platform.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect
      .poll(() => queryDb("select message from contact_messages where email = $1", [sender]))
      .toEqual([{ message: expect.stringContaining("Support tier: Premium") }]);
    await context.close();
  });
});
