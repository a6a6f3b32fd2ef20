import type { Browser, Page } from "@playwright/test";
import { grantRole, prepareVisitor, signUpCandidate, uniqueEmail } from "../support/candidates";
import { queryDb, waitForMail } from "../support/e2e-services";
import { enrolSecondFactor } from "../support/staff";
import { expect as baseExpect, test, waitForHydration } from "./fixtures";

// Sending waits for the outbox worker and accepting hashes a password: give the machine room.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ context }) => {
  await prepareVisitor(context);
});

/**
 * Opens the invitations page as a new admin, whose session the server made (the staff sign-in
 * has tests of its own in admin.spec.ts and staff-mfa.spec.ts). Returns the admin's id.
 */
async function openAsAdmin(page: Page, baseURL: string | undefined): Promise<string> {
  const { request } = page.context();
  const admin = await signUpCandidate(request, baseURL, "Ines Inviter");
  await grantRole(admin.id, "admin");
  await enrolSecondFactor(request, baseURL);
  await page.goto("/admin/invitations");
  await expect(page.getByRole("heading", { level: 1, name: "Invitations" })).toBeVisible();
  return admin.id;
}

async function invite(page: Page, email: string, roles: string[], message?: string) {
  const form = page.getByRole("form", { name: "Invite a staff member" });
  await form.getByLabel("Email").fill(email);
  for (const role of roles) await form.getByLabel(role, { exact: true }).check();
  if (message) await form.getByLabel("Message (optional)").fill(message);
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(toast(page, "Invitation sent")).toBeVisible();
}

/** The form's 400 answer to invalid fields is the page working, not a fault. */
function unexpectedErrors(errors: string[]) {
  return errors.filter((error) => !/the server responded with a status of 400/.test(error));
}

function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: title }).first();
}

function rowOf(page: Page, email: string) {
  return page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: email }) });
}

/** The acceptance links of the invitation emails to `email`, oldest first, as site paths. */
async function invitationLinks(email: string, count: number): Promise<string[]> {
  const mails = await waitForMail(email, count);
  return mails.map((mail) => {
    const found = /\/invite\/[A-Za-z0-9_-]+/.exec(mail.text ?? "");
    if (!found) throw new Error(`no invitation link in: ${mail.text}`);
    return found[0];
  });
}

/** Opens `path` in a fresh, signed-out browser context. */
async function openFresh(browser: Browser, baseURL: string | undefined, path: string) {
  const context = await browser.newContext({ baseURL });
  await prepareVisitor(context);
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

test("the admin invites a recruiter who accepts through the emailed link with exactly that role", async ({
  page,
  browser,
  baseURL,
  checkA11y,
  consoleErrors,
}) => {
  const adminId = await openAsAdmin(page, baseURL);
  await expect(
    page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Invitations" }),
  ).toBeVisible();
  await checkA11y();

  // Field errors come back next to their fields (an address the browser accepts, the server
  // does not), and the first of them takes the focus.
  const form = page.getByRole("form", { name: "Invite a staff member" });
  await form.getByLabel("Email").fill("ada@localhost");
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(form.getByLabel("Email")).toHaveAccessibleDescription(
    "Please enter a valid email address.",
  );
  await expect(form.getByLabel("Email")).toBeFocused();
  await expect(form.getByText("Please choose at least one role.")).toBeVisible();
  await expect(form.getByLabel("Email")).toHaveValue("ada@localhost");
  await checkA11y();

  const email = uniqueEmail("recruit");
  await invite(page, email, ["Recruiter"], "Welcome: you will run our hiring.");
  const row = rowOf(page, email);
  await expect(row).toContainText("Recruiter");
  await expect(row).toContainText("Pending");
  await expect(page.getByText(/\/invite\//)).toHaveCount(0);
  await checkA11y();

  const [link] = await invitationLinks(email, 1);
  // The mail names the role as people read it, not by its internal name.
  expect((await waitForMail(email, 1))[0]?.text).toContain("Roles: Recruiter\n");
  const invitee = await openFresh(browser, baseURL, link as string);
  await waitForHydration(invitee.page);
  await expect(invitee.page.getByText("Welcome: you will run our hiring.")).toBeVisible();
  await invitee.page.getByLabel("First name", { exact: true }).fill("Rita");
  await invitee.page.getByLabel("Last name", { exact: true }).fill("Recruiter");
  await invitee.page.getByLabel("Password", { exact: true }).fill("rita-runs-hiring-2027");
  await invitee.page.getByLabel("Confirm password", { exact: true }).fill("rita-runs-hiring-2027");
  await invitee.page.getByRole("button", { name: "Create Account" }).click();
  // A new staff member sets up two-step sign-in before any staff page (ADR 027).
  await expect(invitee.page).toHaveURL("/admin/security");
  await expect(
    invitee.page.getByRole("heading", { level: 1, name: "Two-step sign-in" }),
  ).toBeVisible();
  await invitee.context.close();

  const assignments = await queryDb<{ name: string; assigned_by: string; is_active: boolean }>(
    `select r.name, a.assigned_by, a.is_active from user_role_assignments a
     join user_roles r on r.id = a.role_id
     join "user" u on u.id = a.user_id where u.email = $1`,
    [email],
  );
  expect(assignments).toEqual([{ name: "recruiter", assigned_by: adminId, is_active: true }]);

  await page.goto("/admin/invitations?status=accepted");
  await expect(page.getByRole("tab", { name: "Accepted" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(rowOf(page, email)).toContainText("Accepted");
  await expect(rowOf(page, email).getByRole("button")).toHaveCount(0);
  await page.goto("/admin/invitations?status=pending");
  await expect(rowOf(page, email)).toHaveCount(0);
  expect(unexpectedErrors(consoleErrors)).toEqual([]);
});

test("revoking stops the link; resending sends a new link and stops the old one", async ({
  page,
  browser,
  baseURL,
  checkA11y,
  consoleErrors,
}) => {
  await openAsAdmin(page, baseURL);
  const revoked = uniqueEmail("revoked");
  await invite(page, revoked, ["Editor"]);
  await rowOf(page, revoked)
    .getByRole("button", { name: `Revoke invitation to ${revoked}` })
    .click();
  await expect(toast(page, "Invitation revoked")).toBeVisible();
  await expect(rowOf(page, revoked)).toContainText("Revoked");
  const [revokedLink] = await invitationLinks(revoked, 1);
  const stale = await openFresh(browser, baseURL, revokedLink as string);
  await expect(stale.page.getByRole("alert")).toContainText(
    "This invitation has already been processed",
  );
  await stale.context.close();

  const resent = uniqueEmail("resent");
  await invite(page, resent, ["Recruiter", "Editor"]);
  await expect(rowOf(page, resent)).toContainText("Recruiter, Editor");
  await invitationLinks(resent, 1);
  await rowOf(page, resent)
    .getByRole("button", { name: `Resend invitation to ${resent}` })
    .click();
  await expect(toast(page, "Invitation sent again")).toBeVisible();
  await expect(rowOf(page, resent)).toContainText("Pending");
  await checkA11y();
  const [oldLink, newLink] = await invitationLinks(resent, 2);
  expect(newLink).not.toBe(oldLink);
  const fresh = await openFresh(browser, baseURL, newLink as string);
  await expect(fresh.page.getByRole("heading", { level: 1, name: "Join the team" })).toBeVisible();
  await fresh.page.goto(oldLink as string);
  await expect(fresh.page.getByRole("alert")).toContainText("Invitation not found or invalid");
  await fresh.context.close();
  expect(unexpectedErrors(consoleErrors)).toEqual([]);
});

test("an editor is refused the invitations page and its actions", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  await prepareVisitor(context);
  const editor = await signUpCandidate(context.request, baseURL, "Eddie Editor");
  await grantRole(editor.id, "editor");
  await enrolSecondFactor(context.request, baseURL);
  const page = await context.newPage();
  await page.goto("/admin");
  await expect(
    page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Invitations" }),
  ).toHaveCount(0);

  const view = await context.request.get("/admin/invitations", { maxRedirects: 0 });
  expect(view.status()).toBe(403);
  const sneaky = uniqueEmail("sneaky");
  const post = await context.request.post("/admin/invitations", {
    maxRedirects: 0,
    headers: { origin: baseURL as string },
    form: { intent: "create", email: sneaky, roles: "admin" },
  });
  expect(post.status()).toBe(403);
  expect(await queryDb("select id from user_invitations where email = $1", [sneaky])).toEqual([]);
  await context.close();

  // Signed out: the staff sign-in, never data.
  const anonymous = await browser.newContext({ baseURL });
  const signedOut = await anonymous.request.get("/admin/invitations", { maxRedirects: 0 });
  expect([302, 303]).toContain(signedOut.status());
  expect(signedOut.headers().location).toContain("/admin/login");
  await anonymous.close();
});
