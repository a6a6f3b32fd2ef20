// The public forms where React renders them: /contact, /services and the landing page reached by
// a signed-in visitor from a hydrated page (the documents are static pages whose forms are DOM
// islands, ADR 069-072 and 091). The React
// forms run on Conform (ADR 077): the endpoints' rules in the browser, the server's answer next
// to the field, toasts, and without JavaScript the flash's result as Conform's lastResult.
import type { BrowserContext, Page } from "@playwright/test";
import { prepareVisitor, signUpCandidate } from "../support/candidates";
import { queryDb, uniqueBusinessEmail } from "../support/e2e-services";
import { overviewEnquiriesInTurn, sendOverviewEnquiries } from "../support/overview-enquiries";
import { expect, openWithReact, test, waitForHydration } from "./fixtures";

test.describe.configure({ timeout: 90_000 });

const toast = (page: Page, title: string, description: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title }).filter({ hasText: description });

const contactForm = (page: Page) => page.getByRole("form", { name: "Contact us" });
const leadForm = (page: Page) =>
  page.getByRole("form", { name: "Get started with your business email" });

async function signIn(context: BrowserContext, baseURL: string | undefined) {
  await prepareVisitor(context);
  await signUpCandidate(context.request, baseURL, "Grace Hopper");
}

/**
 * `path` as React renders it for a signed-in visitor (reached from a hydrated page), and a count
 * of the posts to `endpoint` from then on.
 */
async function openSignedIn(
  { page, context, baseURL }: { page: Page; context: BrowserContext; baseURL?: string },
  path: string,
  endpoint: string,
) {
  await signIn(context, baseURL);
  await openWithReact(page, path);
  const posts = { count: 0 };
  page.on("request", (request) => {
    if (request.url().endsWith(endpoint)) posts.count += 1;
  });
  return posts;
}

/** The message a control's aria-describedby points at. */
async function messageOf(page: Page, control: ReturnType<Page["getByLabel"]>) {
  return page.locator(`#${await control.getAttribute("aria-describedby")}`);
}

const messagesFrom = (email: string) =>
  queryDb<{ message: string }>("select message from contact_messages where email = $1", [email]);
const leadsFor = (email: string) =>
  queryDb<{ source: string }>("select source from leads where email = $1", [email]);

test.describe("a signed-in visitor's hydrated contact form", () => {
  test("checks in the browser, shows the server's field errors and sends", async ({
    page,
    context,
    baseURL,
    checkA11y,
    consoleErrors,
  }) => {
    const posts = await openSignedIn({ page, context, baseURL }, "/contact", "/api/contact");
    const form = contactForm(page);
    const send = form.getByRole("button", { name: "Send Message" });

    await send.click();
    await expect(
      toast(
        page,
        "Validation Error",
        "Please fill in all required fields (Name, Email, and Message).",
      ),
    ).toBeVisible();
    for (const [label, message] of [
      ["Name", "Please enter your name."],
      ["Email", "Please enter your email address."],
      ["Message", "Please enter your message."],
    ] as const) {
      await expect(form.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
      await expect(await messageOf(page, form.getByLabel(label))).toHaveText(message);
    }
    await expect(form.getByLabel("Name")).toBeFocused();
    await checkA11y();

    // Typing a valid value clears that field's message (Conform revalidates on input).
    await form.getByLabel("Name").fill("Grace");
    await expect(form.getByLabel("Name")).not.toHaveAttribute("aria-invalid", "true");
    await form.getByLabel("Email").fill("grace@navy");
    await form.getByLabel("Message").fill("About a compiler.");
    await send.click();
    await expect(toast(page, "Invalid Email", "Please enter a valid email address.")).toBeVisible();
    await expect(await messageOf(page, form.getByLabel("Email"))).toHaveText(
      "Please enter a valid email address.",
    );
    await expect(form.getByLabel("Email")).toBeFocused();
    expect(posts.count).toBe(0);

    // The server's refusal: its field message under the field, the network toast, 'Try Again'.
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 422,
        contentType: "application/json",
        body: JSON.stringify({
          ok: false,
          error: "Please keep the message under 5000 characters.",
          fieldErrors: { message: "Please keep the message under 5000 characters." },
        }),
      }),
    );
    const sender = uniqueBusinessEmail("signed-in-contact");
    await form.getByLabel("Email").fill(sender);
    await send.click();
    await expect(
      toast(page, "Error", "Network error. Please check your connection and try again."),
    ).toBeVisible();
    await expect(form.getByRole("button", { name: "Try Again" })).toBeVisible();
    await expect(await messageOf(page, form.getByLabel("Message"))).toHaveText(
      "Please keep the message under 5000 characters.",
    );
    await expect(form.getByLabel("Message")).toHaveValue("About a compiler.");

    await page.unroute("**/api/contact");
    await form.getByRole("button", { name: "Try Again" }).click();
    await expect(form.getByRole("button", { name: "Message Sent!" })).toBeVisible();
    await expect(
      toast(
        page,
        "Success!",
        "Your message has been sent successfully. We'll get back to you within 24 hours.",
      ),
    ).toBeVisible();
    for (const label of ["Name", "Email", "Company", "Message"]) {
      await expect(form.getByLabel(label)).toHaveValue("");
    }
    await expect(form.getByLabel("Message")).not.toHaveAttribute("aria-invalid", "true");
    expect(await messagesFrom(sender)).toEqual([
      { message: "About a compiler.\n\nPage: /contact" },
    ]);
    expect(consoleErrors.filter((error) => !/status of 422/.test(error))).toEqual([]);
  });
});

test.describe("a signed-in visitor's services enquiries", () => {
  test("the React dialog names and sends each section's service in turn", async ({
    page,
    context,
    baseURL,
    consoleErrors,
  }) => {
    await openSignedIn({ page, context, baseURL }, "/services", "/api/contact");
    // React rendered the page: the static page's dialog is gone, the buttons open React's.
    await expect(page.locator("dialog[data-enquiry-dialog]")).toHaveCount(0);
    await sendOverviewEnquiries(page, overviewEnquiriesInTurn);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("a signed-in visitor's hydrated lead capture", () => {
  test("checks in the browser, shows the business-email refusal and stores a lead", async ({
    page,
    context,
    baseURL,
    consoleErrors,
  }) => {
    const posts = await openSignedIn({ page, context, baseURL }, "/", "/api/leads");
    const form = leadForm(page);
    const email = form.getByRole("textbox", { name: "Business email" });
    const start = form.getByRole("button", { name: "Get Started" });

    await start.click();
    await expect(toast(page, "Email Required", "Please enter your email address.")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(await messageOf(page, email)).toHaveText("Please enter your email address.");
    await expect(email).toBeFocused();
    await email.fill("jane@acme");
    await start.click();
    await expect(toast(page, "Invalid Email", "Please enter a valid email address.")).toBeVisible();
    await expect(await messageOf(page, email)).toHaveText("Please enter a valid email address.");
    expect(posts.count).toBe(0);

    const free = `grace.${Date.now()}@gmail.com`;
    await email.fill(free);
    await start.click();
    await expect(
      toast(
        page,
        "Business Email Required",
        "Please use your company email address to continue. We only accept business email addresses.",
      ),
    ).toBeVisible();
    await expect(await messageOf(page, email)).toHaveText(
      "Please use your company email address to continue. We only accept business email addresses.",
    );
    await expect(email).toHaveValue(free);
    expect(await leadsFor(free)).toEqual([]);

    const address = uniqueBusinessEmail("signed-in-lead");
    await email.fill(address);
    await start.click();
    await expect(
      toast(
        page,
        "Welcome to Quillstack",
        "Check your email for our exclusive technology assessment guide and next steps.",
      ),
    ).toBeVisible();
    await expect(email).toHaveValue("");
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
    expect(await leadsFor(address)).toEqual([{ source: "landing-page" }]);
    expect(consoleErrors.filter((error) => !/status of 422/.test(error))).toEqual([]);
  });
});

test.describe("a signed-in visitor without JavaScript", () => {
  test("gets the forms back with the server's messages and what was typed", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      await signIn(context, baseURL);
      const page = await context.newPage();
      await page.goto("/contact");
      // The static page, as for everyone (ADR 091).
      expect(await page.content()).not.toContain("__reactRouterContext");
      const form = contactForm(page);
      const sender = uniqueBusinessEmail("nojs-signed-in");
      await form.getByLabel("Name").fill("Grace");
      await form.getByLabel("Email").fill(sender);
      await form.getByLabel("Company").fill("Navy");
      // Whitespace passes the browser's `required` check; the server trims it and says so.
      await form.getByLabel("Message").fill("   ");
      await form.getByRole("button", { name: "Send Message" }).click();
      await page.waitForURL((url) => url.pathname === "/contact");
      await expect(page.getByRole("alert")).toContainText("Validation Error");
      await expect(form.getByLabel("Name")).toHaveValue("Grace");
      await expect(form.getByLabel("Company")).toHaveValue("Navy");
      await expect(form.getByLabel("Message")).toHaveAttribute("aria-invalid", "true");
      await expect(await messageOf(page, form.getByLabel("Message"))).toHaveText(
        "Please enter your message.",
      );
      expect(await messagesFrom(sender)).toEqual([]);

      await form.getByLabel("Message").fill("Sent without JavaScript.");
      await form.getByRole("button", { name: "Send Message" }).click();
      await page.waitForURL((url) => url.pathname === "/contact");
      await expect(page.getByRole("status")).toContainText("Success!");
      expect(await messagesFrom(sender)).toHaveLength(1);

      await page.goto("/");
      const email = leadForm(page).getByRole("textbox", { name: "Business email" });
      await email.fill("nojs.signed-in@gmail.com");
      await leadForm(page).getByRole("button", { name: "Get Started" }).click();
      await page.waitForURL((url) => url.pathname === "/");
      await expect(page.getByRole("alert")).toContainText("Business Email Required");
      await expect(email).toHaveValue("nojs.signed-in@gmail.com");
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(await messageOf(page, email)).toContainText("company email");
    } finally {
      await context.close();
    }
  });
});

test.describe("the services email capture without JavaScript", () => {
  test("shows the refused address with its message under the field", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      await prepareVisitor(context);
      const page = await context.newPage();
      await page.goto("/services");
      const form = page.getByRole("form", { name: "Get a free consultation" });
      const email = form.getByRole("textbox", { name: "Work email" });
      await email.fill("nojs.subscribe@gmail.com");
      await form.getByRole("button", { name: "Get Free Consultation" }).click();
      await page.waitForURL((url) => url.pathname === "/services");
      await expect(page.getByRole("alert")).toContainText("Business Email Required");
      await expect(email).toHaveValue("nojs.subscribe@gmail.com");
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(await messageOf(page, email)).toContainText("company email");
    } finally {
      await context.close();
    }
  });
});

test.describe("the static landing page's contact form", () => {
  // Its section's id is "contact": the form's own id must differ, or its fields (which name
  // their form through the `form` attribute) would belong to no form.
  test("sends a message for an anonymous visitor", async ({ page, context }) => {
    await prepareVisitor(context);
    await page.goto("/");
    await waitForHydration(page);
    const form = contactForm(page);
    const sender = uniqueBusinessEmail("landing-contact");
    await form.getByLabel("Name").fill("Ada");
    await form.getByLabel("Email").fill(sender);
    await form.getByLabel("Message").fill("From the landing page.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("button", { name: "Message Sent!" })).toBeVisible();
    await expect
      .poll(() => messagesFrom(sender))
      .toEqual([{ message: "From the landing page.\n\nPage: /" }]);
  });
});
