import type { Browser } from "@playwright/test";
import { prepareVisitor } from "../support/candidates";
import { queryDb } from "../support/e2e-services";
import { enterSignInCode, sendStaffPassword, staffSession } from "../support/staff";
import { totpCode, unusedTotpCode } from "../support/totp";
import { expect, test, waitForHydration } from "./fixtures";

// Two-step sign-in for staff (ADR 027): set up from the page every staff page sends to, then
// asked for at every staff sign-in; backup codes work once each.

const password = "correct-horse-battery";

async function twoFactorEnabled(userId: string): Promise<boolean> {
  const [row] = await queryDb<{ on: boolean }>(
    `select two_factor_enabled as on from "user" where id = $1`,
    [userId],
  );
  return row?.on ?? false;
}

/** A code the app accepts now other than `used`: the current one, or else the app's next one. */
async function codeOtherThan(secret: string, used: string): Promise<string> {
  const code = await unusedTotpCode(secret, [used]);
  if (!code) throw new Error("the current and the next code are both the used one");
  return code;
}

/** A fresh browser at the staff sign-in, past the password step. */
async function passwordStep(browser: Browser, baseURL: string | undefined, email: string) {
  const signIn = await sendStaffPassword(browser, baseURL, email);
  await expect(signIn.page).toHaveURL("/admin/login/code?redirectTo=%2Fadmin");
  return signIn;
}

test("a staff member sets up an authenticator app, then signs in with its codes and a backup code once", async ({
  browser,
  baseURL,
  checkA11y,
}) => {
  test.slow();
  const { context, user } = await staffSession(browser, baseURL, ["recruiter"], "Mira Factor", {
    secondFactor: false,
  });
  const page = await context.newPage();
  // Every staff page sends a staff member without a second factor to set one up.
  await page.goto("/admin/applications");
  await expect(page).toHaveURL("/admin/security");
  await expect(page.getByRole("heading", { level: 1, name: "Two-step sign-in" })).toBeVisible();
  await waitForHydration(page);
  await checkA11y(page);

  await page.getByLabel("Your password", { exact: true }).fill("not-my-password");
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(page.getByText("That password is not right.")).toBeVisible();
  // The field in error takes the focus, for typing again at once.
  await expect(page.getByLabel("Your password", { exact: true })).toBeFocused();
  await page.getByLabel("Your password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  // Shown in groups of four, as apps accept it typed in.
  const secret = ((await page.getByTestId("totp-secret").textContent()) ?? "").replaceAll(" ", "");
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await checkA11y(page);

  const code = page.getByLabel("Code from the app");
  await code.fill(String((Number(await totpCode(secret)) + 1) % 1_000_000).padStart(6, "0"));
  await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  await expect(page.getByText(/That code is not right/)).toBeVisible();
  await expect(code).toBeFocused();
  expect(await twoFactorEnabled(user.id)).toBe(false);
  const enrolmentCode = await totpCode(secret);
  await code.fill(enrolmentCode);
  await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  const backupCodeItems = page.getByRole("list", { name: "Backup codes" }).getByRole("listitem");
  await expect(backupCodeItems).toHaveCount(10);
  const backupCodes = await backupCodeItems.allTextContents();
  expect(await twoFactorEnabled(user.id)).toBe(true);
  await checkA11y(page);
  await page.getByRole("link", { name: "Continue to the staff area" }).click();
  await expect(page).toHaveURL("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  // Shown once: the page now only says it is on.
  await page.goto("/admin/security");
  await expect(page.getByText("Two-step sign-in is on for your account.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Backup codes" })).toHaveCount(0);
  await context.close();

  // The password alone is not a sign-in: the code page asks for the code, and no staff page opens.
  const first = await passwordStep(browser, baseURL, user.email);
  expect((await first.context.request.get("/admin", { maxRedirects: 0 })).status()).toBe(302);
  await waitForHydration(first.page);
  await checkA11y(first.page);
  const wrong = String((Number(await totpCode(secret)) + 500_000) % 1_000_000).padStart(6, "0");
  await first.page.getByRole("textbox", { name: "Code" }).fill(wrong);
  await first.page.getByRole("button", { name: "Continue" }).click();
  await expect(first.page.getByText(/That code is not right/)).toBeVisible();
  await expect(first.page.getByRole("textbox", { name: "Code" })).toBeFocused();
  await expect(first.page).toHaveURL(/\/admin\/login\/code/);
  // The code of the set-up works only once: the app's next one signs in.
  await first.page.getByRole("textbox", { name: "Code" }).fill(enrolmentCode);
  await first.page.getByRole("button", { name: "Continue" }).click();
  await expect(first.page.getByText(/That code has been used already/)).toBeVisible();
  const nextCode = await codeOtherThan(secret, enrolmentCode);
  await first.page.getByRole("textbox", { name: "Code" }).fill(nextCode);
  await first.page.getByRole("button", { name: "Continue" }).click();
  await expect(first.page).toHaveURL("/admin");
  await first.context.close();

  // A backup code signs in once; the same code again is refused.
  const [backupCode] = backupCodes;
  for (const attempt of ["first", "second"]) {
    const { context: visitor, page: codePage } = await passwordStep(browser, baseURL, user.email);
    await codePage.getByRole("textbox", { name: "Code" }).fill(backupCode ?? "");
    await codePage.getByRole("button", { name: "Continue" }).click();
    if (attempt === "first") await expect(codePage).toHaveURL("/admin");
    else {
      await expect(codePage.getByText(/That code is not right/)).toBeVisible();
      expect((await visitor.request.get("/admin", { maxRedirects: 0 })).status()).toBe(302);
    }
    await visitor.close();
  }
});

test("the code page without a password step goes back to the staff sign-in", async ({ page }) => {
  await prepareVisitor(page.context());
  await page.goto("/admin/login/code?redirectTo=%2Fadmin%2Fjobs");
  await expect(page).toHaveURL("/admin/login?redirectTo=%2Fadmin%2Fjobs");
});

test("a staff member signing in on the candidate sign-in is asked for the code too", async ({
  browser,
  baseURL,
}) => {
  const staff = await staffSession(browser, baseURL, ["editor"], "Cody Candidate-Page");
  await staff.context.close();
  const context = await browser.newContext({ baseURL });
  await prepareVisitor(context);
  const page = await context.newPage();
  await page.goto("/user/login?redirectTo=%2Fadmin%2Fposts");
  await page.getByLabel("Email").fill(staff.user.email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/admin/login/code?redirectTo=%2Fadmin%2Fposts");
  // No session yet: the password alone opens no page that needs one.
  expect((await context.request.get("/user/account", { maxRedirects: 0 })).status()).toBe(302);
  await enterSignInCode(page, staff.user.totpSecret ?? "");
  await expect(page).toHaveURL("/admin/posts");
  await context.close();
});

test("without JavaScript: set-up and the code step are plain forms", async ({
  browser,
  baseURL,
}) => {
  const staff = await staffSession(browser, baseURL, ["editor"], "Nico NoScript", {
    secondFactor: false,
  });
  const cookies = await staff.context.storageState();
  await staff.context.close();
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: cookies,
  });
  await prepareVisitor(context);
  const page = await context.newPage();
  await page.goto("/admin/posts");
  await expect(page).toHaveURL("/admin/security");
  await page.getByLabel("Your password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  const secret = ((await page.getByTestId("totp-secret").textContent()) ?? "").replaceAll(" ", "");
  const enrolmentCode = await totpCode(secret);
  await page.getByLabel("Code from the app").fill(enrolmentCode);
  await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  await expect(page.getByRole("list", { name: "Backup codes" }).getByRole("listitem")).toHaveCount(
    10,
  );
  await context.clearCookies();

  await page.goto("/admin/login?redirectTo=%2Fadmin%2Fposts");
  await page.getByLabel("Email").fill(staff.user.email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page
    .getByRole("textbox", { name: "Code" })
    .fill(await codeOtherThan(secret, enrolmentCode));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL("/admin/posts");
  await context.close();
});
