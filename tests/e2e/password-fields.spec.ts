import type { Locator, Page } from "@playwright/test";
import { prepareVisitor, uniqueEmail } from "../support/candidates";
import { waitForMatchingMail } from "../support/e2e-services";
import { staffSession } from "../support/staff";
import { expect, test } from "./fixtures";

// Every password field can be shown (ASVS 2.1.12) and every new password has a strength meter
// that states the account's rule (2.1.8): advice only, the server's checks decide.

test.beforeEach(async ({ context }) => {
  await prepareVisitor(context);
});

/** The strength meter's line under a new password field (announced politely). */
const meterOf = (scope: Page | Locator, fieldId: string) => scope.locator(`#${fieldId}-strength`);

test("the sign-in password: a show/hide button that keeps the focus and the caret and never sends the form", async ({
  page,
  checkA11y,
}) => {
  await page.goto("/user/login");
  const posts: string[] = [];
  page.on("request", (sent) => sent.method() === "POST" && posts.push(sent.url()));
  const form = page.getByRole("form", { name: "Sign in" });
  const field = form.getByLabel("Password", { exact: true });
  const toggle = form.getByRole("button", { name: "Show password" });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await expect(field).toHaveAttribute("type", "password");

  await field.fill("a-secret-to-check");
  await field.evaluate((input: HTMLInputElement) => input.setSelectionRange(3, 3));
  await toggle.click();
  await expect(field).toHaveAttribute("type", "text");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(field).toBeFocused();
  await expect
    .poll(() => field.evaluate((input: HTMLInputElement) => input.selectionStart))
    .toBe(3);
  await checkA11y();

  // By keyboard: the button keeps the focus, Space and Enter both toggle, nothing is sent.
  await page.keyboard.press("Tab");
  await expect(toggle).toBeFocused();
  await page.keyboard.press("Space");
  await expect(field).toHaveAttribute("type", "password");
  await expect(toggle).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(field).toHaveAttribute("type", "text");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(toggle).toBeFocused();
  expect(posts).toEqual([]);
  await expect(field).toHaveValue("a-secret-to-check");
});

test("sign-up: the meter states the 8-character rule, rates as typed, and a weak password that meets the rules is still sent", async ({
  page,
  checkA11y,
}) => {
  await page.goto("/user/login?tab=signup");
  const form = page.getByRole("form", { name: "Create an account" });
  const field = form.getByLabel("Password", { exact: true });
  await expect(field).toHaveAccessibleDescription("At least 8 characters.");
  await expect(form.getByRole("button", { name: "Show password" })).toBeVisible();
  await expect(form.getByRole("button", { name: "Show confirm password" })).toBeVisible();
  const meter = meterOf(form, "signup-password");
  await expect(meter).toHaveAttribute("aria-live", "polite");

  await field.fill("kitten");
  await expect(meter).toHaveText("Strength: Too short");
  await field.fill("correct horse battery staple");
  await expect(meter).toHaveText("Strength: Strong");
  await checkA11y();
  await page.emulateMedia({ colorScheme: "dark" });
  // The site follows the system theme when none is chosen: its dark background.
  await expect(page.locator("body")).toHaveCSS("background-color", "rgb(2, 6, 23)");
  await checkA11y();
  await page.emulateMedia({ colorScheme: "light" });
  await field.fill("kitten42");
  await expect(meter).toHaveText("Strength: Weak");

  await form.getByLabel("First name").fill("Katherine");
  await form.getByLabel("Last name").fill("Johnson");
  await form.getByLabel("Email").fill(uniqueEmail("katherine"));
  await form.getByLabel("Confirm password", { exact: true }).fill("kitten42");
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(
    page.getByText("Registration successful! Please check your email to verify your account."),
  ).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("password fields work as plain fields: no show button and no meter", async ({ page }) => {
    await page.goto("/user/login?tab=signup");
    const form = page.getByRole("form", { name: "Create an account" });
    const field = form.getByLabel("Password", { exact: true });
    await expect(field).toHaveAttribute("type", "password");
    await expect(field).toHaveAccessibleDescription("At least 8 characters.");
    await field.fill("kitten42");
    await expect(field).toHaveValue("kitten42");
    await expect(form.getByRole("button", { name: /password/i })).toHaveCount(0);
    await expect(meterOf(form, "signup-password")).toHaveCount(0);
  });
});

test("a staff member's new password states the 12-character rule, on /user/account and on the reset page", async ({
  browser,
  baseURL,
  checkA11y,
}) => {
  const member = await staffSession(browser, baseURL, ["editor"], "Sam Strength");
  const page = await member.context.newPage();
  await page.goto("/user/account");
  await page.getByRole("button", { name: "Change Password" }).click();
  const change = page.getByRole("form", { name: "Change password" });
  const field = change.getByLabel("New password", { exact: true });
  await expect(field).toHaveAccessibleDescription("At least 12 characters.");
  await field.fill("kitten42-x");
  await expect(meterOf(change, "password-newPassword")).toHaveText("Strength: Too short");
  await change.getByLabel("Current password", { exact: true }).fill("not-checked-here");
  await change.getByLabel("Confirm new password", { exact: true }).fill("kitten42-x");
  await change.getByRole("button", { name: "Change Password" }).click();
  await expect(field).toHaveAccessibleDescription(
    "Password must be at least 12 characters long. At least 12 characters.",
  );
  await checkA11y(page);

  await page.goto("/user/forgot-password");
  await page.getByLabel("Email").fill(member.user.email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  const mail = await waitForMatchingMail(member.user.email, (sent) =>
    Boolean(sent.text?.includes("reset-password")),
  );
  const link = mail.text?.match(/https?:\/\/\S+reset-password\S+/)?.[0] ?? "";
  await page.goto(link);
  const reset = page.getByRole("form", { name: "Choose a new password" });
  await expect(reset.getByLabel("New password", { exact: true })).toHaveAccessibleDescription(
    "At least 12 characters.",
  );
  await member.context.close();
});
