import type { Page } from "@playwright/test";
import { candidatePassword } from "../support/candidates";
import { queryDb } from "../support/e2e-services";
import { staffSession } from "../support/staff";
import { expect as baseExpect, test, waitForHydration } from "./fixtures";

// Sign-up hashes a password and pages run axe: give the loaded machine room.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 150_000 });

function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: title }).first();
}

function staffRow(page: Page, email: string) {
  return page
    .getByRole("table", { name: /^Staff members/ })
    .getByRole("row")
    .filter({ hasText: email });
}

async function activeRoles(userId: string) {
  const rows = await queryDb<{ name: string }>(
    `select r.name from user_role_assignments a join user_roles r on r.id = a.role_id
     where a.user_id = $1 and a.is_active order by r.name`,
    [userId],
  );
  return rows.map((row) => row.name);
}

test("an admin changes a member's roles, deactivates them (their open page is refused at once) and reactivates them, all in the audit log", async ({
  browser,
  baseURL,
  checkA11y,
}) => {
  const admin = await staffSession(browser, baseURL, ["admin"], "Ann Admin");
  const member = await staffSession(browser, baseURL, ["editor"], "Ed Editor");
  const memberPage = await member.context.newPage();
  await memberPage.goto("/admin/posts");
  await expect(memberPage.getByRole("heading", { level: 1, name: "Posts" })).toBeVisible();

  const page = await admin.context.newPage();
  await page.goto("/admin/staff");
  await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
  const row = staffRow(page, member.user.email);
  await expect(row.getByRole("rowheader")).toContainText(member.user.email);
  await expect(row.getByRole("cell")).toHaveText([
    "Editor",
    "Active",
    "Site setup",
    /UTC$/,
    "On",
    /Change roles/,
  ]);
  // An admin cannot deactivate themselves: the button is not offered, and the server refuses.
  await expect(
    staffRow(page, admin.user.email).getByRole("button", { name: /Deactivate/ }),
  ).toHaveCount(0);
  const selfDeactivation = await admin.context.request.post("/admin/staff", {
    headers: { origin: baseURL as string },
    form: { intent: "deactivate", id: admin.user.id },
    maxRedirects: 0,
  });
  expect(selfDeactivation.status()).toBe(409);
  expect(await activeRoles(admin.user.id)).toEqual(["admin"]);
  await checkA11y(page);

  // Roles: none chosen is refused with the reason beside the roles; then Recruiter is added.
  await row.getByRole("link", { name: "Change roles of Ed Editor" }).click();
  const rolesForm = page.getByRole("region", { name: "Change the roles of Ed Editor" });
  await rolesForm.getByLabel("Editor", { exact: true }).uncheck();
  await rolesForm.getByRole("button", { name: "Save roles" }).click();
  await expect(rolesForm.getByText("Choose at least one role.")).toBeVisible();
  // The roles take the focus (their first box), the message read out with the group.
  await expect(rolesForm.getByRole("checkbox").first()).toBeFocused();
  await expect(rolesForm.getByRole("group", { name: "Roles" })).toHaveAccessibleDescription(
    "Choose at least one role. To take every role away, deactivate the account.",
  );
  expect(await activeRoles(member.user.id)).toEqual(["editor"]);
  await rolesForm.getByLabel("Editor", { exact: true }).check();
  await rolesForm.getByLabel("Recruiter", { exact: true }).check();
  await checkA11y(page);
  await rolesForm.getByRole("button", { name: "Save roles" }).click();
  await expect(toast(page, "Roles changed")).toContainText("Ed Editor now has: Recruiter, Editor.");
  await expect(row.getByRole("cell").nth(0)).toHaveText("Recruiter, Editor");
  await expect(row.getByRole("cell").nth(2)).toHaveText("Ann Admin");
  expect(await activeRoles(member.user.id)).toEqual(["editor", "recruiter"]);

  // Deactivate, confirmed in a dialog.
  await row.getByRole("button", { name: "Deactivate Ed Editor" }).click();
  const dialog = page.getByRole("dialog", { name: "Deactivate Ed Editor?" });
  await expect(dialog).toContainText("signed out on every device");
  await checkA11y(page);
  await dialog.getByRole("button", { name: "Deactivate" }).click();
  await expect(toast(page, "Staff member deactivated")).toBeVisible();
  await expect(row.getByRole("cell").nth(1)).toHaveText("Deactivated");
  expect(await activeRoles(member.user.id)).toEqual([]);
  const [sessions] = await queryDb<{ count: number }>(
    `select count(*)::int as count from session where user_id = $1`,
    [member.user.id],
  );
  expect(sessions?.count).toBe(0);

  // The member's open page: the next navigation is refused and lands on the staff sign-in.
  await memberPage.getByRole("link", { name: "Dashboard", exact: true }).first().click();
  await expect(memberPage).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin/);
  await expect(memberPage.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();

  // Reactivate: the same roles come back; the member signs in again.
  await row.getByRole("button", { name: "Reactivate Ed Editor" }).click();
  await expect(toast(page, "Staff member reactivated")).toBeVisible();
  await expect(row.getByRole("cell").nth(1)).toHaveText("Active");
  expect(await activeRoles(member.user.id)).toEqual(["editor", "recruiter"]);

  // The audit log names who did what to whom.
  await page.goto(`/admin/audit-log?entity=staff&actor=${encodeURIComponent(admin.user.email)}`);
  const entries = page.getByRole("table", { name: "Audit log entries, newest first" });
  await expect(
    entries.getByText(`Reactivated ${member.user.email} as Recruiter, Editor`, { exact: true }),
  ).toBeVisible();
  await expect(
    entries.getByText(`Deactivated ${member.user.email} and signed them out everywhere`, {
      exact: true,
    }),
  ).toBeVisible();
  await expect(
    entries.getByText(
      `Changed the roles of ${member.user.email} from Editor to Recruiter, Editor`,
      {
        exact: true,
      },
    ),
  ).toBeVisible();
  await admin.context.close();
  await member.context.close();
});

test("without JavaScript, deactivating asks on the page first", async ({ browser, baseURL }) => {
  const admin = await staffSession(browser, baseURL, ["admin"], "Nora Noscript");
  const member = await staffSession(browser, baseURL, ["recruiter"], "Rex Recruiter");
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await context.addCookies(await admin.context.cookies());
  const page = await context.newPage();
  await page.goto("/admin/staff");
  await staffRow(page, member.user.email)
    .getByRole("link", { name: "Deactivate Rex Recruiter" })
    .click();
  const question = page.getByRole("region", { name: "Deactivate Rex Recruiter?" });
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Deactivate" }).click();
  await expect(page).toHaveURL(/\/admin\/staff$/);
  await expect(staffRow(page, member.user.email).getByRole("cell").nth(1)).toHaveText(
    "Deactivated",
  );
  expect(await activeRoles(member.user.id)).toEqual([]);
  await context.close();
  await admin.context.close();
  await member.context.close();
});

test("a generated first admin must choose a new password before anything else", async ({
  browser,
  baseURL,
  checkA11y,
}) => {
  const admin = await staffSession(browser, baseURL, ["admin"], "First Admin");
  await queryDb(`update "user" set must_change_password = true where id = $1`, [admin.user.id]);
  const page = await admin.context.newPage();
  await page.goto("/admin/staff");
  await expect(page).toHaveURL(/\/admin\/change-password$/);
  await waitForHydration(page);
  await checkA11y(page);
  // Every other staff request goes the same way, actions included.
  const action = await admin.context.request.post("/admin/staff", {
    headers: { origin: baseURL as string },
    form: { intent: "deactivate", id: "anyone" },
    maxRedirects: 0,
  });
  expect(action.headers().location).toBe("/admin/change-password");

  const form = page.getByRole("form", { name: "Choose a new password" });
  // Checked in the browser first: a mismatch is not sent, and the confirmation says why.
  const confirm = form.getByLabel("Confirm new password", { exact: true });
  await form.getByLabel("Generated password", { exact: true }).fill("not-the-password");
  await form.getByLabel("New password", { exact: true }).fill("a-new-staff-password");
  await confirm.fill("a-new-staff-passwort");
  await form.getByRole("button", { name: "Save new password" }).click();
  await expect(confirm).toHaveAccessibleDescription("Passwords do not match");
  await expect(confirm).toBeFocused();
  await confirm.fill("a-new-staff-password");
  await expect(confirm).not.toHaveAttribute("aria-invalid", "true");

  await form.getByLabel("Generated password", { exact: true }).fill("not-the-password");
  await form.getByLabel("New password", { exact: true }).fill("a-new-staff-password");
  await form.getByLabel("Confirm new password", { exact: true }).fill("a-new-staff-password");
  await form.getByRole("button", { name: "Save new password" }).click();
  await expect(form.getByText("Your current password is incorrect.")).toBeVisible();

  await form.getByLabel("Generated password", { exact: true }).fill(candidatePassword);
  await form.getByLabel("New password", { exact: true }).fill("a-new-staff-password");
  await form.getByLabel("Confirm new password", { exact: true }).fill("a-new-staff-password");
  await form.getByRole("button", { name: "Save new password" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(toast(page, "Password changed")).toBeVisible();
  const [row] = await queryDb<{ must_change_password: boolean }>(
    `select must_change_password from "user" where id = $1`,
    [admin.user.id],
  );
  expect(row?.must_change_password).toBe(false);
  await page.goto("/admin/staff");
  await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
  await admin.context.close();
});
