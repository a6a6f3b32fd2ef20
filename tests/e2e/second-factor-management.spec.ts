import type { Page } from "@playwright/test";
import { candidatePassword } from "../support/candidates";
import { queryDb } from "../support/e2e-services";
import { enterSignInCode, sendStaffPassword, staffSession } from "../support/staff";
import { totpCode } from "../support/totp";
import { expect as baseExpect, test } from "./fixtures";

// Managing a second factor (ADR 033): new backup codes on /admin/security, and an admin's reset
// of a member's lost factor on /admin/staff.

// Sign-up hashes a password and pages run axe: give the loaded machine room.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 150_000 });

async function makeBackupCodes(page: Page): Promise<string[]> {
  await page
    .getByRole("form", { name: "New backup codes" })
    .getByLabel("Your password", { exact: true })
    .fill(candidatePassword);
  await page.getByRole("button", { name: "Make new backup codes" }).click();
  const items = page.getByRole("list", { name: "Backup codes" }).getByRole("listitem");
  await expect(items).toHaveCount(10);
  return items.allTextContents();
}

const secondFactorMails = async (email: string) =>
  (
    await queryDb<{ subject: string }>(
      `select subject from email_outbox where to_address = $1 and template = 'second-factor-changed'`,
      [email],
    )
  ).map((row) => row.subject);

test("a staff member makes new backup codes: the old ones stop working, a new one signs in", async ({
  browser,
  baseURL,
  checkA11y,
}) => {
  const { context, user } = await staffSession(browser, baseURL, ["recruiter"], "Bea Backup");
  const page = await context.newPage();
  await page.goto("/admin/security");
  await expect(page.getByText("Two-step sign-in is on for your account.")).toBeVisible();
  await expect(page.getByText("0 of 10 left")).toBeVisible();
  await expect(page.getByText(/so it cannot be turned off/)).toBeVisible();
  await expect(page.getByRole("button", { name: /turn off/i })).toHaveCount(0);
  await checkA11y(page);
  await page.emulateMedia({ colorScheme: "dark" });
  await checkA11y(page);
  await page.emulateMedia({ colorScheme: "light" });

  await page
    .getByRole("form", { name: "New backup codes" })
    .getByLabel("Your password", { exact: true })
    .fill("not-my-password");
  await page.getByRole("button", { name: "Make new backup codes" }).click();
  await expect(page.getByText("That password is not right.")).toBeVisible();
  await checkA11y(page);

  const oldCodes = await makeBackupCodes(page);
  await checkA11y(page);
  // Shown once: the page then counts them.
  await page.goto("/admin/security");
  await expect(page.getByText("10 of 10 left")).toBeVisible();
  const newCodes = await makeBackupCodes(page);
  expect(newCodes).not.toContain(oldCodes[0]);
  expect(await secondFactorMails(user.email)).toEqual([
    "New backup codes were made for your staff account (Quillstack)",
    "New backup codes were made for your staff account (Quillstack)",
  ]);
  await context.close();

  const refused = await sendStaffPassword(browser, baseURL, user.email);
  await refused.page.getByRole("textbox", { name: "Code" }).fill(oldCodes[0] ?? "");
  await refused.page.getByRole("button", { name: "Continue" }).click();
  await expect(refused.page.getByText(/That code is not right/)).toBeVisible();
  await expect(refused.page).toHaveURL(/\/admin\/login\/code/);
  await refused.page.getByRole("textbox", { name: "Code" }).fill(newCodes[0] ?? "");
  await refused.page.getByRole("button", { name: "Continue" }).click();
  await expect(refused.page).toHaveURL("/admin");
  await refused.context.close();
});

test("a staff member replaces the authenticator app: codes of the old one are refused, the new one signs in", async ({
  browser,
  baseURL,
  checkA11y,
}) => {
  test.slow();
  const { context, user } = await staffSession(browser, baseURL, ["editor"], "Pia New-Phone");
  const oldSecret = user.totpSecret ?? "";
  const page = await context.newPage();
  await page.goto("/admin/security");
  const replaceForm = page.getByRole("form", { name: "New phone or authenticator app" });
  await replaceForm.getByLabel("Your password", { exact: true }).fill(candidatePassword);
  await page.getByRole("button", { name: "Replace the authenticator app" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await expect(page.getByText("Changed your mind? Your current app keeps working.")).toBeVisible();
  await checkA11y(page);
  const newSecret = ((await page.getByTestId("totp-secret").textContent()) ?? "").replaceAll(
    " ",
    "",
  );
  expect(newSecret).toMatch(/^[A-Z2-7]{16,}$/);
  // A code of the old app does not confirm the new one.
  await page.getByLabel("Code from the app").fill(await totpCode(oldSecret));
  await page.getByRole("button", { name: "Use the new app" }).click();
  await expect(page.getByText(/That code is not right/)).toBeVisible();
  await checkA11y(page);
  await page.getByLabel("Code from the app").fill(await totpCode(newSecret));
  await page.getByRole("button", { name: "Use the new app" }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "New authenticator app set up" }),
  ).toBeVisible();
  await expect(page.getByText("Two-step sign-in is on for your account.")).toBeVisible();
  expect(await secondFactorMails(user.email)).toEqual([
    "The authenticator app of your staff account was replaced (Quillstack)",
  ]);
  await context.close();

  const signIn = await sendStaffPassword(browser, baseURL, user.email);
  await signIn.page.getByRole("textbox", { name: "Code" }).fill(await totpCode(oldSecret));
  await signIn.page.getByRole("button", { name: "Continue" }).click();
  await expect(signIn.page.getByText(/That code is not right/)).toBeVisible();
  await enterSignInCode(signIn.page, newSecret);
  await expect(signIn.page).toHaveURL("/admin");
  await signIn.context.close();
});

test("an admin resets a member's lost second factor: the member is signed out and sets up a new one at the next sign-in", async ({
  browser,
  baseURL,
  checkA11y,
}) => {
  const admin = await staffSession(browser, baseURL, ["admin"], "Ada Resetter");
  const member = await staffSession(browser, baseURL, ["editor"], "Lena Lost-Phone");
  const memberPage = await member.context.newPage();
  await memberPage.goto("/admin/posts");
  await expect(memberPage.getByRole("heading", { level: 1, name: "Posts" })).toBeVisible();

  const page = await admin.context.newPage();
  await page.goto("/admin/staff");
  const rowOf = (email: string) =>
    page
      .getByRole("table", { name: /^Staff members/ })
      .getByRole("row")
      .filter({ hasText: email });
  // Not offered for oneself, and the server refuses it.
  await expect(
    rowOf(admin.user.email).getByRole("link", { name: /Reset two-step sign-in/ }),
  ).toHaveCount(0);
  const own = await admin.context.request.post("/admin/staff", {
    headers: { origin: baseURL as string },
    form: { intent: "reset-second-factor", id: admin.user.id },
    maxRedirects: 0,
  });
  expect(own.status()).toBe(409);

  await rowOf(member.user.email)
    .getByRole("link", { name: "Reset two-step sign-in of Lena Lost-Phone" })
    .click();
  await expect(
    page.getByRole("heading", { name: "Reset the two-step sign-in of Lena Lost-Phone?" }),
  ).toBeVisible();
  await checkA11y(page);
  await page.getByRole("button", { name: "Reset two-step sign-in" }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Two-step sign-in reset" }),
  ).toBeVisible();
  await expect(rowOf(member.user.email).getByRole("cell").nth(4)).toHaveText("Off");
  await checkA11y(page);
  const [entry] = await queryDb<{ actor_id: string }>(
    `select actor_id from audit_log where action = 'staff.second-factor-reset' and entity_id = $1`,
    [member.user.id],
  );
  expect(entry?.actor_id).toBe(admin.user.id);
  expect(await secondFactorMails(member.user.email)).toEqual([
    "An administrator reset two-step sign-in on your staff account (Quillstack)",
  ]);

  // The member's open page is signed out at its next request.
  await memberPage.reload();
  await expect(memberPage).toHaveURL(/\/admin\/login/);
  await member.context.close();

  // The password alone now signs in, straight to setting up a new authenticator app.
  const again = await sendStaffPassword(browser, baseURL, member.user.email);
  await expect(again.page).toHaveURL("/admin/security");
  await expect(
    again.page.getByRole("button", { name: "Set up an authenticator app" }),
  ).toBeVisible();
  expect((await again.context.request.get("/admin/posts", { maxRedirects: 0 })).status()).toBe(302);
  await again.context.close();
  await admin.context.close();
});

test("a staff member who is not an admin cannot reset a second factor: the server refuses", async ({
  browser,
  baseURL,
}) => {
  const recruiter = await staffSession(browser, baseURL, ["recruiter"], "Rory Recruiter");
  const editor = await staffSession(browser, baseURL, ["editor"], "Eli Editor");
  const response = await recruiter.context.request.post("/admin/staff", {
    headers: { origin: baseURL as string },
    form: { intent: "reset-second-factor", id: editor.user.id },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  const [row] = await queryDb<{ on: boolean }>(
    `select two_factor_enabled as on from "user" where id = $1`,
    [editor.user.id],
  );
  expect(row?.on).toBe(true);
  await recruiter.context.close();
  await editor.context.close();
});

test("an admin signed in more than 10 minutes ago types the password again to reset a second factor", async ({
  browser,
  baseURL,
  checkA11y,
}) => {
  const admin = await staffSession(browser, baseURL, ["admin"], "Otto Older-Sign-In");
  const member = await staffSession(browser, baseURL, ["recruiter"], "Max Mislaid");
  await queryDb(
    `update session set created_at = now() - interval '11 minutes' where user_id = $1`,
    [admin.user.id],
  );
  const page = await admin.context.newPage();
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto(`/admin/staff?reset-second-factor=${member.user.id}`);
  await page.getByRole("button", { name: "Reset two-step sign-in" }).click();
  await expect(
    page.getByText("Enter your password to confirm: you signed in more than 10 minutes ago."),
  ).toBeVisible();
  await checkA11y(page);
  const [still] = await queryDb<{ on: boolean }>(
    `select two_factor_enabled as on from "user" where id = $1`,
    [member.user.id],
  );
  expect(still?.on).toBe(true);
  await page.getByLabel("Your password", { exact: true }).fill(candidatePassword);
  await page.getByRole("button", { name: "Reset two-step sign-in" }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Two-step sign-in reset" }),
  ).toBeVisible();
  const [after] = await queryDb<{ on: boolean }>(
    `select two_factor_enabled as on from "user" where id = $1`,
    [member.user.id],
  );
  expect(after?.on).toBe(false);
  await admin.context.close();
  await member.context.close();
});
