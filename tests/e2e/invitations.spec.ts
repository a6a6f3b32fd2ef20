import { createHash, randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import {
  candidatePassword,
  prepareVisitor,
  signUpCandidate,
  uniqueEmail,
} from "../support/candidates";
import { queryDb } from "../support/e2e-services";
import { expect as baseExpect, test, waitForHydration } from "./fixtures";

// Account creation hashes a password and signs in: give the shared machine room.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

// The spec's texts (part 3: error catalogue rows 'Invitation' and 'Registration toasts',
// validation rules, business constants).
const texts = {
  invalidTitle: "Invalid Invitation",
  missing: "Invalid invitation link",
  notFound: "Invitation not found or invalid",
  expired: "This invitation has expired",
  processed: "This invitation has already been processed",
  hint: "Minimum 12 characters",
  mismatch: "Passwords do not match.",
  tooShort: "Password must be at least 12 characters long.",
  validationError: "Validation Error",
  successTitle: "Account Created Successfully",
  successDescription: "Welcome to the team! Your account has been created with the assigned roles.",
};

/** A document answered 4xx is the page's status, not a fault. */
function unexpectedErrors(errors: string[]) {
  return errors.filter(
    (error) =>
      !/Failed to load resource: the server responded with a status of (400|404|409|410)/.test(
        error,
      ),
  );
}

interface Invitation {
  id: string;
  token: string;
  email: string;
}

/**
 * An invitation written straight to the database as the server would store it: the token's
 * sha-256, never the token (the admin form that creates them comes with the staff area).
 */
async function insertInvitation(
  invitedBy: string,
  {
    email = uniqueEmail("invitee"),
    roles = ["recruiter", "editor"],
    status = "pending",
    expiresAt = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
    message = "Welcome aboard: you will run our hiring.",
  }: {
    email?: string;
    roles?: string[];
    status?: string;
    expiresAt?: Date;
    message?: string;
  } = {},
): Promise<Invitation> {
  const token = randomBytes(32).toString("base64url");
  const tokenHash = createHash("sha256").update(token).digest("hex");
  const [row] = await queryDb<{ id: string }>(
    `insert into user_invitations (email, roles, message, token_hash, status, expires_at, invited_by)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [email, roles, message, tokenHash, status, expiresAt, invitedBy],
  );
  if (!row) throw new Error("invitation not inserted");
  return { id: row.id, token, email };
}

async function expectInvalid(page: Page, message: string) {
  await expect(page.getByRole("heading", { level: 1, name: texts.invalidTitle })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText(message);
  await expect(page.getByRole("link", { name: "Go to Homepage" })).toHaveAttribute("href", "/");
  await expect(page.getByLabel("Password", { exact: true })).toHaveCount(0);
}

async function fillRegistration(
  page: Page,
  {
    password = "cobol-since-1959",
    confirm = password,
  }: { password?: string; confirm?: string } = {},
) {
  await page.getByLabel("First name", { exact: true }).fill("Grace");
  await page.getByLabel("Last name", { exact: true }).fill("Hopper");
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password", { exact: true }).fill(confirm);
}

/** Opens the header's account menu once the page's scripts have started it. */
async function openAccountMenu(page: Page, name: string) {
  await waitForHydration(page);
  await page.getByRole("button", { name: `Account menu for ${name}` }).click();
}

test.beforeEach(async ({ context }) => {
  await prepareVisitor(context);
});

test("unknown, expired, revoked, accepted and empty links show the spec's messages", async ({
  page,
  request,
  baseURL,
  checkA11y,
  consoleErrors,
}) => {
  const inviter = await signUpCandidate(request, baseURL, "Ada Admin");
  const expired = await insertInvitation(inviter.id, { expiresAt: new Date(Date.now() - 60_000) });
  const revoked = await insertInvitation(inviter.id, { status: "revoked" });
  const accepted = await insertInvitation(inviter.id, { status: "accepted" });

  const unknown = await page.goto(`/invite/${randomBytes(32).toString("base64url")}`);
  expect(unknown?.status()).toBe(404);
  await expectInvalid(page, texts.notFound);
  await checkA11y();

  const gone = await page.goto(`/invite/${expired.token}`);
  expect(gone?.status()).toBe(410);
  await expectInvalid(page, texts.expired);

  for (const processed of [revoked, accepted]) {
    const response = await page.goto(`/invite/${processed.token}`);
    expect(response?.status()).toBe(410);
    await expectInvalid(page, texts.processed);
  }
  await checkA11y();

  // A link whose token is blank (e.g. cut off when pasted).
  const blank = await page.goto("/invite/%20");
  expect(blank?.status()).toBe(400);
  await expectInvalid(page, texts.missing);
  // And a link with no token at all.
  const bare = await page.goto("/invite");
  expect(bare?.status()).toBe(400);
  await expectInvalid(page, texts.missing);

  await page.getByRole("link", { name: "Go to Homepage" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(unexpectedErrors(consoleErrors)).toEqual([]);
});

test("a valid link shows the registration form; mismatched passwords send nothing", async ({
  page,
  request,
  baseURL,
  checkA11y,
  consoleErrors,
}) => {
  const inviter = await signUpCandidate(request, baseURL, "Ada Admin");
  const invitation = await insertInvitation(inviter.id);
  const response = await page.goto(`/invite/${invitation.token}`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);

  await expect(page.getByRole("heading", { level: 1, name: "Join the team" })).toBeVisible();
  await expect(page.getByText("Ada Admin invited you to the staff area")).toBeVisible();
  await expect(page.getByText("Recruiter", { exact: true })).toBeVisible();
  await expect(page.getByText("Editor", { exact: true })).toBeVisible();
  await expect(page.getByText("Welcome aboard: you will run our hiring.")).toBeVisible();
  const email = page.getByLabel("Email", { exact: true });
  await expect(email).toHaveValue(invitation.email);
  await expect(email).toHaveAttribute("readonly", "");
  await expect(page.getByText(texts.hint)).toBeVisible();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(
    texts.hint,
  );
  await checkA11y();

  const posts: string[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "POST") posts.push(sent.url());
  });
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByLabel("First name", { exact: true })).toHaveAccessibleDescription(
    "Please fill in all required fields.",
  );
  await expect(page.getByLabel("First name", { exact: true })).toBeFocused();

  // The strength meter advises as the password is typed; the rules decide.
  const meter = page.locator("#invite-password-strength");
  await fillRegistration(page, { password: "abc12" });
  await expect(meter).toHaveText("Strength: Too short");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(
    `${texts.tooShort} ${texts.hint}`,
  );

  await fillRegistration(page, { password: "cobol-since-1959", confirm: "cobol-since-1960" });
  await expect(meter).toHaveText("Strength: Strong");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByLabel("Confirm password", { exact: true })).toHaveAccessibleDescription(
    texts.mismatch,
  );
  // An earlier refusal's toast may still show beside it: a pointer resting on a toast keeps it.
  const toast = page
    .locator("[data-sonner-toast]")
    .filter({ hasText: texts.validationError })
    .filter({ hasText: texts.mismatch });
  await expect(toast).toBeVisible();
  // Refused twice more in a row (a double click), the same toast shows once: on a phone a stack
  // of copies would cover the form. Counted at once, before any toast's four seconds are up.
  const copies = await page
    .getByRole("button", { name: "Create Account" })
    .evaluate((button: HTMLButtonElement, mismatch) => {
      button.click();
      button.click();
      const toasts = [...document.querySelectorAll("[data-sonner-toast]")];
      return toasts.filter((shown) => shown.textContent?.includes(mismatch)).length;
    }, texts.mismatch);
  expect(copies).toBe(1);
  await checkA11y();

  expect(posts).toEqual([]);
  const [row] = await queryDb<{ status: string }>(
    "select status from user_invitations where id = $1",
    [invitation.id],
  );
  expect(row?.status).toBe("pending");
  expect(unexpectedErrors(consoleErrors)).toEqual([]);
});

test("a common or breached password is refused next to the field and creates nothing", async ({
  page,
  request,
  baseURL,
  checkA11y,
}) => {
  const inviter = await signUpCandidate(request, baseURL, "Ada Admin");
  const invitation = await insertInvitation(inviter.id);
  await page.goto(`/invite/${invitation.token}`);
  await fillRegistration(page, { password: "Qwertyuiop123" });
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(
    `This password is on a list of common or leaked passwords. Please choose another one. ${texts.hint}`,
  );
  await checkA11y();
  const accounts = await queryDb('select id from "user" where email = $1', [invitation.email]);
  expect(accounts).toEqual([]);
});

test("accepting creates the account with exactly the invited roles, signs in and lands in the staff area; the link then works no more", async ({
  page,
  browser,
  request,
  baseURL,
  checkA11y,
  consoleErrors,
}) => {
  const inviter = await signUpCandidate(request, baseURL, "Ada Admin");
  const invitation = await insertInvitation(inviter.id, { roles: ["recruiter"] });
  await page.goto(`/invite/${invitation.token}`);
  await fillRegistration(page);
  await page.getByRole("button", { name: "Create Account" }).click();

  // A new staff member sets up two-step sign-in before any staff page (ADR 027).
  await expect(page).toHaveURL(/\/admin\/security$/);
  await expect(page.getByRole("heading", { level: 1, name: "Two-step sign-in" })).toBeVisible();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: texts.successTitle });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(texts.successDescription);
  await checkA11y();

  // On the public site, the account menu leads back to the staff area.
  await page.goto("/careers");
  await openAccountMenu(page, "Grace Hopper");
  await page.getByRole("menuitem", { name: "Staff area" }).click();
  await expect(page).toHaveURL(/\/admin\/security$/);

  const [created] = await queryDb<{ id: string; name: string; email_verified: boolean }>(
    `select id, name, email_verified from "user" where email = $1`,
    [invitation.email],
  );
  expect(created).toMatchObject({ name: "Grace Hopper", email_verified: true });
  const assignments = await queryDb<{ name: string; assigned_by: string; is_active: boolean }>(
    `select r.name, a.assigned_by, a.is_active from user_role_assignments a
     join user_roles r on r.id = a.role_id where a.user_id = $1`,
    [created?.id],
  );
  expect(assignments).toEqual([{ name: "recruiter", assigned_by: inviter.id, is_active: true }]);
  const [row] = await queryDb<{
    status: string;
    accepted_at: Date | null;
    accepted_user_id: string | null;
  }>("select status, accepted_at, accepted_user_id from user_invitations where id = $1", [
    invitation.id,
  ]);
  expect(row?.status).toBe("accepted");
  expect(row?.accepted_at).not.toBeNull();
  expect(row?.accepted_user_id).toBe(created?.id);

  // Used: even its own account is told so.
  await page.goto(`/invite/${invitation.token}`);
  await expectInvalid(page, texts.processed);

  // Anyone else reusing it is told it has been used.
  const stranger = await browser.newContext({ baseURL });
  await prepareVisitor(stranger);
  const other = await stranger.newPage();
  await other.goto(`/invite/${invitation.token}`);
  await expectInvalid(other, texts.processed);
  await stranger.close();
  expect(unexpectedErrors(consoleErrors)).toEqual([]);
});

test("an address that already has an account signs in and accepts: the roles go to that account, in the audit log", async ({
  page,
  request,
  baseURL,
  checkA11y,
  consoleErrors,
}) => {
  const inviter = await signUpCandidate(request, baseURL, "Ada Admin");
  const existing = await signUpCandidate(request, baseURL, "Early Bird");
  const invitation = await insertInvitation(inviter.id, { email: existing.email });
  await page.goto(`/invite/${invitation.token}`);
  // No registration form for an address with an account: sign in, and come back here.
  await expect(page.getByLabel("Password", { exact: true })).toHaveCount(0);
  await expect(page.getByText("This address already has an account.")).toBeVisible();
  await checkA11y(page);
  await page.getByRole("link", { name: "Sign in to accept" }).click();
  await expect(page).toHaveURL(/\/user\/login\?redirectTo=/);
  await page.getByLabel("Email").fill(existing.email);
  await page.getByLabel("Password", { exact: true }).fill(candidatePassword);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/invite/${invitation.token}$`));
  await expect(page.getByText(`You are signed in as ${existing.email}.`)).toBeVisible();
  await checkA11y(page);
  await page.getByRole("button", { name: "Accept invitation" }).click();
  await expect(page).toHaveURL(/\/admin\/security$/);
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Invitation accepted" }),
  ).toContainText("Recruiter, Editor");

  const users = await queryDb(`select id from "user" where email = $1`, [existing.email]);
  expect(users).toHaveLength(1);
  const assignments = await queryDb(
    `select r.name, a.assigned_by, a.is_active from user_role_assignments a
     join user_roles r on r.id = a.role_id where a.user_id = $1 order by r.name`,
    [existing.id],
  );
  expect(assignments).toEqual([
    { name: "editor", assigned_by: inviter.id, is_active: true },
    { name: "recruiter", assigned_by: inviter.id, is_active: true },
  ]);
  const [row] = await queryDb<{ status: string; accepted_user_id: string }>(
    "select status, accepted_user_id from user_invitations where id = $1",
    [invitation.id],
  );
  expect(row).toEqual({ status: "accepted", accepted_user_id: existing.id });
  const [entry] = await queryDb<{ actor_id: string; summary: string }>(
    "select actor_id, summary from audit_log where entity_id = $1 and action = 'invitation.accept'",
    [invitation.id],
  );
  expect(entry).toEqual({
    actor_id: existing.id,
    summary: `${existing.email} accepted the invitation with an existing account as Recruiter, Editor`,
  });
  expect(unexpectedErrors(consoleErrors)).toEqual([]);
});

test("signed in as another account, an invitation cannot be accepted: sign out first", async ({
  page,
  request,
  baseURL,
  checkA11y,
}) => {
  const inviter = await signUpCandidate(request, baseURL, "Ada Admin");
  const invitation = await insertInvitation(inviter.id);
  const other = await signUpCandidate(page.context().request, baseURL, "Signed In");
  await page.goto(`/invite/${invitation.token}`);
  await expect(
    page.getByText(
      `This invitation is for ${invitation.email}, and you are signed in as ${other.email}.`,
    ),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Accept invitation" })).toHaveCount(0);
  await checkA11y(page);
  // A forged accept from that session is refused and changes nothing.
  const forged = await page.context().request.post(`/invite/${invitation.token}`, {
    headers: { origin: baseURL as string },
    form: { intent: "accept" },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  const [row] = await queryDb<{ status: string }>(
    "select status from user_invitations where id = $1",
    [invitation.id],
  );
  expect(row?.status).toBe("pending");
  const roles = await queryDb("select id from user_role_assignments where user_id = $1", [
    other.id,
  ]);
  expect(roles).toHaveLength(0);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/user\/login\?redirectTo=/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server checks the form, then creates the account and shows the flash in the staff area", async ({
    page,
    request,
    baseURL,
  }) => {
    const inviter = await signUpCandidate(request, baseURL, "Ada Admin");
    const invitation = await insertInvitation(inviter.id, { roles: ["editor"] });
    await page.goto(`/invite/${invitation.token}`);
    await fillRegistration(page, { password: "cobol-since-1959", confirm: "cobol-since-1960" });
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByLabel("Confirm password", { exact: true })).toHaveAccessibleDescription(
      texts.mismatch,
    );
    await expect(page.getByLabel("First name", { exact: true })).toHaveValue("Grace");

    await fillRegistration(page);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/admin\/security$/);
    const flash = page.locator("[data-flash-type='success']");
    await expect(flash).toContainText(texts.successTitle);
    await expect(flash).toContainText(texts.successDescription);
    const assignments = await queryDb<{ name: string; assigned_by: string }>(
      `select r.name, a.assigned_by from user_role_assignments a
       join user_roles r on r.id = a.role_id
       join "user" u on u.id = a.user_id where u.email = $1 and a.is_active`,
      [invitation.email],
    );
    expect(assignments).toEqual([{ name: "editor", assigned_by: inviter.id }]);
  });
});
