import type { Page } from "@playwright/test";
import {
  queryDb,
  uniqueBusinessEmail,
  uniqueClientAddress,
  waitForMail,
  waitForMatchingMail,
} from "../support/e2e-services";
import { expect, holdRequests, test } from "./fixtures";

const texts = {
  required: ["Validation Error", "Please fill in all required fields (Name, Email, and Message)."],
  invalid: ["Invalid Email", "Please enter a valid email address."],
  success: [
    "Success!",
    "Your message has been sent successfully. We'll get back to you within 24 hours.",
  ],
  failed: ["Error", "Network error. Please check your connection and try again."],
} as const;

/** CONTACT_INBOX is unset in the e2e server: notifications go to the site's address. */
const inbox = "hello@quillstack.dev";

const toast = (page: Page, title: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title });

/** One assertion on title and text together: a toast lasts 4 s, two steps could outlive it. */
async function expectToast(page: Page, [title, description]: readonly [string, string]) {
  await expect(toast(page, title).filter({ hasText: description })).toBeVisible();
}

const contactForm = (page: Page) => page.getByRole("form", { name: "Contact us" });

async function fill(
  page: Page,
  values: { name?: string; email?: string; company?: string; service?: string; message?: string },
) {
  const form = contactForm(page);
  if (values.name !== undefined) await form.getByLabel("Name").fill(values.name);
  if (values.email !== undefined) await form.getByLabel("Email").fill(values.email);
  if (values.company !== undefined) await form.getByLabel("Company").fill(values.company);
  if (values.service !== undefined) await form.getByLabel("Service").selectOption(values.service);
  if (values.message !== undefined) await form.getByLabel("Message").fill(values.message);
}

async function messagesFrom(email: string) {
  return queryDb<{
    id: string;
    name: string;
    company: string | null;
    service: string | null;
    message: string;
    status: string;
  }>("select id, name, company, service, message, status from contact_messages where email = $1", [
    email,
  ]);
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientAddress() });
  await page.addInitScript(() => {
    window.localStorage.setItem(
      "cookie-consent",
      JSON.stringify({ essential: true, analytics: false, marketing: false, functional: false }),
    );
  });
});

test.describe("contact form on /contact", () => {
  test("required fields and the email pattern are checked with the spec's toasts and field messages", async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    let posted = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/contact")) posted += 1;
    });
    await page.goto("/contact");
    const form = contactForm(page);
    const options = await form.getByLabel("Service").locator("option").allTextContents();
    expect(options).toEqual([
      "Select a service",
      "Hire Talent",
      "Outsourcing Project",
      "Digital Products",
      "Consulting",
    ]);

    await form.getByRole("button", { name: "Send Message" }).click();
    await expectToast(page, texts.required);
    for (const [label, message] of [
      ["Name", "Please enter your name."],
      ["Email", "Please enter your email address."],
      ["Message", "Please enter your message."],
    ] as const) {
      const field = form.getByLabel(label);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator(`#${await field.getAttribute("aria-describedby")}`)).toHaveText(
        message,
      );
    }
    await expect(form.getByLabel("Name")).toBeFocused();
    await checkA11y();

    await fill(page, { name: "Ada", email: "ada@engines", message: "Hello" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expectToast(page, texts.invalid);
    const email = form.getByLabel("Email");
    await expect(page.locator(`#${await email.getAttribute("aria-describedby")}`)).toHaveText(
      "Please enter a valid email address.",
    );
    await expect(form.getByLabel("Name")).not.toHaveAttribute("aria-invalid", "true");
    expect(posted).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  test("a valid message is stored, the inbox is notified and the sender gets a confirmation", async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    await page.goto("/contact");
    const sender = uniqueBusinessEmail("contact");
    const form = contactForm(page);
    const release = await holdRequests(page, "**/api/contact");
    await fill(page, {
      name: "Ada Lovelace",
      email: sender,
      company: "Analytical Engines",
      service: "outsourcing",
      message: "We need a team of four for six months.",
    });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
    release();
    await expect(form.getByRole("button", { name: "Message Sent!" })).toBeVisible();
    await expectToast(page, texts.success);
    for (const label of ["Name", "Email", "Company", "Message"]) {
      await expect(form.getByLabel(label)).toHaveValue("");
    }
    await expect(form.getByLabel("Service")).toHaveValue("");

    const [stored] = await messagesFrom(sender);
    expect(stored).toMatchObject({
      name: "Ada Lovelace",
      company: "Analytical Engines",
      service: "outsourcing",
      message: "We need a team of four for six months.\n\nPage: /contact",
      status: "new",
    });
    const outbox = await queryDb<{ template: string; to_address: string; reply_to: string | null }>(
      "select template, to_address, reply_to from email_outbox where metadata->>'contactMessageId' = $1 order by template",
      [stored?.id],
    );
    expect(outbox).toEqual([
      { template: "contact-confirmation", to_address: sender, reply_to: null },
      { template: "lead-notification", to_address: inbox, reply_to: sender },
    ]);
    const [confirmation] = await waitForMail(sender);
    expect(confirmation?.subject).toBe("We received your message - Quillstack");
    // The sender's address is unverified: the confirmation carries nothing they typed.
    for (const typed of ["six months", "Ada", "Lovelace", "Analytical Engines"]) {
      expect(confirmation?.text).not.toContain(typed);
    }
    const notification = await waitForMatchingMail(inbox, (mail) =>
      Boolean(mail.headers["reply-to"]?.includes(sender)),
    );
    expect(notification.subject).toBe("New enquiry from Ada Lovelace (Analytical Engines)");
    expect(notification.text).toContain("Outsourcing Project");
    expect(notification.text).toContain("Source: Contact form");
    expect(notification.text).toContain("Page: /contact");
    expect(notification.text).not.toContain("Questions? Write to");

    // Typing again turns the button back into a send button.
    await form.getByLabel("Name").fill("Ada");
    await expect(form.getByRole("button", { name: "Send Message" })).toBeVisible();
    await checkA11y();
    expect(consoleErrors).toEqual([]);
  });

  test("a free-mail sender may write to us (the business rule is for leads only)", async ({
    page,
  }) => {
    await page.goto("/contact");
    const sender = `ada.${Date.now()}@gmail.com`;
    await fill(page, { name: "Ada", email: sender, message: "Just a question." });
    await contactForm(page).getByRole("button", { name: "Send Message" }).click();
    await expectToast(page, texts.success);
    expect(await messagesFrom(sender)).toHaveLength(1);
  });

  test("a request that fails shows the network error toast and 'Try Again'", async ({ page }) => {
    await page.goto("/contact");
    await page.route("**/api/contact", (route) => route.abort("failed"));
    const sender = uniqueBusinessEmail("offline");
    await fill(page, { name: "Ada", email: sender, message: "Hello?" });
    const form = contactForm(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expectToast(page, texts.failed);
    await expect(form.getByRole("button", { name: "Try Again" })).toBeVisible();
    // What was typed stays, so trying again needs one click.
    await expect(form.getByLabel("Message")).toHaveValue("Hello?");
    await page.unroute("**/api/contact");
    await form.getByRole("button", { name: "Try Again" }).click();
    await expect(form.getByRole("button", { name: "Message Sent!" })).toBeVisible();
    expect(await messagesFrom(sender)).toHaveLength(1);
  });

  test("a default service that is not one of the options is offered and stored", async ({
    page,
  }) => {
    await page.goto("/contact?service=suchify");
    const form = contactForm(page);
    await expect(form.getByLabel("Service")).toHaveValue("suchify");
    await expect(form.getByLabel("Service").locator("option:checked")).toHaveText("Suchify");
    const sender = uniqueBusinessEmail("suchify");
    await fill(page, { name: "Ada", email: sender, message: "Tell me about Suchify." });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("button", { name: "Message Sent!" })).toBeVisible();
    expect(await messagesFrom(sender)).toMatchObject([{ service: "suchify" }]);
  });
});

test.describe("without JavaScript", () => {
  test("the contact form posts, redirects back and shows the flash message", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "x-forwarded-for": uniqueClientAddress() },
    });
    try {
      const page = await context.newPage();
      await page.goto("/contact");
      const sender = uniqueBusinessEmail("nojs-contact");
      // Whitespace passes the browser's `required` check; the server trims it and says so.
      await fill(page, { name: "Ada", email: sender, company: "Engines", message: "   " });
      await contactForm(page).getByRole("button", { name: "Send Message" }).click();
      await page.waitForURL((url) => url.pathname === "/contact");
      await expect(page.getByRole("alert")).toContainText(texts.required[0]);
      await expect(page.getByRole("alert")).toContainText(texts.required[1]);
      const form = contactForm(page);
      await expect(form.getByLabel("Name")).toHaveValue("Ada");
      await expect(form.getByLabel("Company")).toHaveValue("Engines");
      await expect(form.getByLabel("Message")).toHaveAttribute("aria-invalid", "true");
      await expect(form).toContainText("Please enter your message.");
      expect(await messagesFrom(sender)).toHaveLength(0);

      await form.getByLabel("Message").fill("Sent without JavaScript.");
      await form.getByRole("button", { name: "Send Message" }).click();
      await page.waitForURL((url) => url.pathname === "/contact");
      const flash = page.getByRole("status");
      await expect(flash).toContainText(texts.success[0]);
      await expect(flash).toContainText(texts.success[1]);
      expect(await messagesFrom(sender)).toMatchObject([
        { message: "Sent without JavaScript.\n\nPage: /contact" },
      ]);
    } finally {
      await context.close();
    }
  });
});
