import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { queryDb, uniqueClientAddress, waitForMail } from "../support/e2e-services";
import { expect as baseExpect, rememberCookieChoice, test } from "./fixtures";

// Sign-in, sign-up and password hashing are deliberately slow; give the shared CI machine room.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

// The spec's texts (part 3, "Login and sign-up"), and ours where it gives none.
const texts = {
  loginSuccess: "Login successful! Redirecting...",
  registrationSuccess: "Registration successful! Please check your email to verify your account.",
  passwordsDoNotMatch: "Passwords do not match",
  invalidCredentials: "Invalid email or password",
  forgotSent: "If an account exists for that email, we've sent a link to reset your password.",
  resetInvalid: "This password reset link is invalid or has expired.",
  resetSuccess: "Your password has been reset.",
  accountDeleted: "Your account has been deleted.",
};

const password = "correct-horse-battery";

/**
 * Console errors other than the browser's note about a form answer with a 4xx status (a wrong
 * password is answered 401, a refused field 400: that is the answer, not a fault).
 */
function unexpectedErrors(errors: string[]) {
  return errors.filter(
    (error) =>
      !/Failed to load resource: the server responded with a status of (400|401|403|404|429)/.test(
        error,
      ),
  );
}

function uniqueEmail(prefix: string) {
  return `${prefix}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.org`;
}

test.beforeEach(async ({ page }) => {
  // Each test is its own visitor for the rate limits (the e2e server trusts X-Forwarded-For).
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientAddress() });
  // A cookie choice is stored, so the consent banner stays out of the way.
  await page.addInitScript(rememberCookieChoice);
});

/** A verified account made through better-auth's API (not the page under test). */
async function createAccount(
  request: APIRequestContext,
  baseURL: string | undefined,
  name = "Katherine Johnson",
  { verified = true } = {},
) {
  const email = uniqueEmail(name.split(" ")[0]?.toLowerCase() ?? "user");
  const response = await request.post("/api/auth/sign-up/email", {
    headers: { origin: baseURL as string, "x-forwarded-for": uniqueClientAddress() },
    data: { name, email, password },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { user: { id: string } };
  if (verified) {
    await queryDb(`update "user" set email_verified = true where id = $1`, [body.user.id]);
  }
  return { id: body.user.id, email, name };
}

/** The first mail to `to` whose subject matches, once the outbox has sent it. */
async function mailWithSubject(to: string, subject: RegExp) {
  for (let count = 1; count <= 5; count++) {
    const messages = await waitForMail(to, count);
    const match = messages.find((mail) => subject.test(mail.subject));
    if (match) return match;
  }
  throw new Error(`no mail to ${to} with a subject like ${subject}`);
}

async function logIn(page: Page, email: string, secret = password) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(secret);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/**
 * A job, an application to it and a saved job for `userId`, written straight to the database.
 * The jobs are closed (inactive) so the careers board and feeds other specs count stay as seeded.
 */
async function giveCandidateHistory(userId: string, name: string, email: string) {
  const suffix = Math.random().toString(36).slice(2, 8);
  const [applied] = await queryDb<{ id: string }>(
    `insert into job_posts (slug, title, company_name, location, description, job_type, experience_level, is_active)
     values ($1, $2, 'Quillstack', 'Remote', 'Build things.', 'full-time', 'senior', false) returning id`,
    [`e2e-applied-${suffix}`, `Applied role ${suffix}`],
  );
  const [saved] = await queryDb<{ id: string }>(
    `insert into job_posts (slug, title, company_name, location, description, job_type, experience_level, is_active)
     values ($1, $2, 'Quillstack', 'Remote', 'Build things.', 'contract', 'mid', false) returning id`,
    [`e2e-saved-${suffix}`, `Saved role ${suffix}`],
  );
  const [application] = await queryDb<{ id: string }>(
    `insert into job_applications (job_id, user_id, applicant_name, applicant_email, cover_letter)
     values ($1, $2, $3, $4, $5) returning id`,
    [applied?.id, userId, name, email, `Cover letter by ${name}`],
  );
  await queryDb(`insert into saved_jobs (user_id, job_id) values ($1, $2)`, [userId, saved?.id]);
  await queryDb(
    `insert into user_profiles (user_id, first_name, last_name, email, bio)
     values ($1, $2, $3, $4, $5) on conflict (user_id) do update set bio = excluded.bio`,
    [userId, name.split(" ")[0], name.split(" ")[1], email, `Bio of ${name}`],
  );
  return {
    applicationId: application?.id as string,
    appliedTitle: `Applied role ${suffix}`,
    savedTitle: `Saved role ${suffix}`,
  };
}

test.describe("sign up", () => {
  test("the spec's validation texts, and no request at all while the passwords differ", async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    await page.goto("/user/login?tab=signup");
    await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("link", { name: "Back to careers" })).toHaveAttribute(
      "href",
      "/careers",
    );
    await expect(page.getByRole("link", { name: "Terms and Conditions" }).last()).toHaveAttribute(
      "href",
      "/terms-and-conditions",
    );
    await expect(page.getByRole("link", { name: "Privacy Policy" }).first()).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    await checkA11y();

    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    const form = page.getByRole("form", { name: "Create an account" });
    await form.getByRole("button", { name: "Create Account" }).click();
    for (const message of [
      "Please enter your first name.",
      "Please enter your last name.",
      "Please enter your email address.",
      "Please enter your password.",
      "Please confirm your password.",
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expect(form.getByLabel("First name")).toBeFocused();
    await expect(form.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
    await checkA11y();

    // The messages follow what is typed; the 8-character rule refuses before anything is sent.
    await form.getByLabel("First name").fill("Dorothy");
    await expect(form.getByText("Please enter your first name.")).toHaveCount(0);
    await form.getByLabel("Last name").fill("Vaughan");
    await form.getByLabel("Email").fill(uniqueEmail("dorothy"));
    const newPassword = form.getByLabel("Password", { exact: true });
    await newPassword.fill("short");
    await form.getByLabel("Confirm password", { exact: true }).fill("short");
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(newPassword).toBeFocused();
    await expect(newPassword).toHaveAccessibleDescription(
      "Password must be at least 8 characters long. At least 8 characters.",
    );
    await newPassword.fill(password);
    await form.getByLabel("Confirm password", { exact: true }).fill(`${password}!`);
    await form.getByRole("button", { name: "Create Account" }).click();
    const confirm = form.getByLabel("Confirm password", { exact: true });
    await expect(form.getByText(texts.passwordsDoNotMatch)).toBeVisible();
    await expect(confirm).toBeFocused();
    await expect(confirm).toHaveAccessibleDescription(texts.passwordsDoNotMatch);
    await page.waitForLoadState("networkidle");
    expect(posts).toEqual([]);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  test("registration answers with the spec's text, emails a link, and the link verifies and signs in", async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    const email = uniqueEmail("mary");
    await page.goto("/user/login?tab=signup");
    const form = page.getByRole("form", { name: "Create an account" });
    await form.getByLabel("First name").fill("Mary");
    await form.getByLabel("Last name").fill("Jackson");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password", { exact: true }).fill(password);
    await form.getByLabel("Confirm password", { exact: true }).fill(password);
    await form.getByRole("button", { name: "Create Account" }).click();

    await expect(page.getByText(texts.registrationSuccess)).toBeVisible();
    // No redirect, and not signed in until the address is confirmed.
    await expect(page).toHaveURL(/\/user\/login\?tab=signup$/);
    await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
    await checkA11y();

    const [user] = await queryDb<{ id: string; name: string; email_verified: boolean }>(
      `select id, name, email_verified from "user" where email = $1`,
      [email],
    );
    expect(user).toMatchObject({ name: "Mary Jackson", email_verified: false });
    const [profile] = await queryDb(
      "select first_name, last_name, email from user_profiles where user_id = $1",
      [user?.id],
    );
    expect(profile).toEqual({ first_name: "Mary", last_name: "Jackson", email });

    const [mail] = await waitForMail(email);
    expect(mail?.subject).toContain("Confirm your email address");
    const link = mail?.text?.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0];
    expect(link).toBeDefined();
    await page.goto(link as string);
    await expect(page).toHaveURL(/\/user\/verify-email$/);
    await expect(page.getByRole("heading", { name: "You're all set, Mary" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Account menu for Mary Jackson" })).toBeVisible();
    await checkA11y();
    const [after] = await queryDb<{ email_verified: boolean }>(
      `select email_verified from "user" where email = $1`,
      [email],
    );
    expect(after?.email_verified).toBe(true);

    // A broken or expired link says so and offers a new one.
    await page.goto("/api/auth/verify-email?token=not-a-token&callbackURL=%2Fuser%2Fverify-email");
    await expect(page.getByText("This verification link is invalid or has expired.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Send a New Link" })).toBeVisible();
    await checkA11y();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  test("an altered link's return address never leaves the site", async ({ page, baseURL }) => {
    for (const callbackURL of ["/.//evil.example", "//evil.example", "https://evil.example/"]) {
      const link = `/api/auth/verify-email?${new URLSearchParams({ token: "x", callbackURL })}`;
      await page.goto(link);
      const landed = new URL(page.url());
      expect(landed.origin, callbackURL).toBe(new URL(baseURL as string).origin);
      expect(landed.pathname, callbackURL).toBe("/user/verify-email");
      await expect(
        page.getByText("This verification link is invalid or has expired."),
      ).toBeVisible();
    }
  });

  test("/api/auth answers only what the pages and emails use, each with a request id", async ({
    request,
    baseURL,
  }) => {
    const headers = { origin: baseURL as string };
    const unlisted = [
      await request.get("/api/auth/list-sessions"),
      await request.post("/api/auth/update-user", { headers, data: { name: "Anyone" } }),
      await request.post("/api/auth/delete-user", { headers, data: {} }),
    ];
    for (const response of unlisted) expect(response.status(), response.url()).toBe(404);
    const session = await request.get("/api/auth/get-session");
    expect(session.status()).toBe(200);
    const ids = [...unlisted, session].map((response) => response.headers()["x-request-id"]);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

test.describe("log in", () => {
  test("success says 'Login successful! Redirecting...' and goes to /user/profile after 1.5 s", async ({
    page,
    request,
    baseURL,
    checkA11y,
  }) => {
    const account = await createAccount(request, baseURL);
    await page.goto("/user/login");
    await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
      "href",
      "/user/forgot-password",
    );
    // Tab goes from the email straight to the password; the reset link comes after the field.
    await page.getByLabel("Email").focus();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
    await checkA11y();
    await logIn(page, account.email);
    await expect(page.getByText(texts.loginSuccess)).toBeVisible();
    const shownAt = Date.now();
    await expect(page).toHaveURL(/\/user\/login$/);
    await checkA11y();
    await expect(page).toHaveURL(/\/user\/profile$/);
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1000);

    // Signed in, the login page sends visitors on.
    await page.goto("/user/login");
    await expect(page).toHaveURL(/\/user\/profile$/);
  });

  test("goes back to redirectTo (same-site paths only), e.g. from a page that needs login", async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await createAccount(request, baseURL);
    await page.goto("/user/account");
    await expect(page).toHaveURL(/\/user\/login\?redirectTo=%2Fuser%2Faccount$/);
    await logIn(page, account.email);
    await expect(page.getByText(texts.loginSuccess)).toBeVisible();
    await expect(page).toHaveURL(/\/user\/account$/);
    await expect(page.getByRole("heading", { name: "Account & privacy" })).toBeVisible();

    await page.getByRole("button", { name: /Account menu/ }).click();
    await page.getByRole("menuitem", { name: /Log out/ }).click();
    await expect(page).toHaveURL(/\/user\/login$/);
    await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();

    await page.goto(`/user/login?redirectTo=${encodeURIComponent("https://evil.example/")}`);
    await logIn(page, account.email);
    await expect(page).toHaveURL(/\/user\/profile$/);
  });

  test("wrong credentials get 'Invalid email or password'; repeated attempts are rate-limited", async ({
    page,
    request,
    baseURL,
    checkA11y,
  }) => {
    const account = await createAccount(request, baseURL);
    await page.goto("/user/login");
    const form = page.getByRole("form", { name: "Sign in" });
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(form.getByText("Please enter your email address.")).toBeVisible();
    await expect(form.getByText("Please enter your password.")).toBeVisible();

    await logIn(page, account.email, "not-my-password");
    const alert = form.getByRole("alert");
    await expect(alert).toHaveText(texts.invalidCredentials);
    await expect(alert).toBeFocused();
    await checkA11y();

    // better-auth allows 5 sign-ins a minute from one address; the 6th is refused clearly.
    for (let attempt = 2; attempt <= 5; attempt++) {
      await form.getByRole("button", { name: "Sign In" }).click();
      await expect(alert).toHaveText(texts.invalidCredentials);
      await expect(form.getByRole("button", { name: "Sign In" })).toBeEnabled();
    }
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(alert).toHaveText(/^Too many attempts\. Please try again in/);
  });

  test("sends the spec's analytics events when analytics are allowed", async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await createAccount(request, baseURL);
    await page.addInitScript(() => {
      window.localStorage.setItem(
        "cookie-consent",
        JSON.stringify({ essential: true, analytics: true, marketing: false, functional: true }),
      );
    });
    const since = new Date();
    await page.goto("/user/login");
    await logIn(page, account.email, "not-my-password");
    await expect(page.getByRole("alert")).toHaveText(texts.invalidCredentials);
    await logIn(page, account.email);
    await expect(page.getByText(texts.loginSuccess)).toBeVisible();
    // Recorded by POST /api/events (first-party analytics) in the order they happened.
    await expect
      .poll(async () =>
        (
          await queryDb<{ name: string; success: string | null }>(
            `select name, properties->>'success' as success from analytics_events
             where name like 'login%' and path = '/user/login' and created_at >= $1
               and properties->>'method' = 'email'
             order by created_at, name desc`,
            [since],
          )
        ).map((event) => [event.name, event.success]),
      )
      .toEqual([
        ["login_attempt", null],
        ["login", "false"],
        ["login_attempt", null],
        ["login", "true"],
      ]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the tabs are links, validation comes from the server, and login still works", async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await createAccount(request, baseURL);
    await page.goto("/user/login");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/\/user\/login\?tab=signup$/);
    const signUp = page.getByRole("form", { name: "Create an account" });
    await signUp.getByLabel("First name").fill("Annie");
    await signUp.getByLabel("Last name").fill("Easley");
    await signUp.getByLabel("Email").fill(uniqueEmail("annie"));
    await signUp.getByLabel("Password", { exact: true }).fill(password);
    await signUp.getByLabel("Confirm password", { exact: true }).fill("something-else-entirely");
    await signUp.getByRole("button", { name: "Create Account" }).click();
    await expect(signUp.getByText(texts.passwordsDoNotMatch)).toBeVisible();
    await expect(signUp.getByLabel("First name")).toHaveValue("Annie");

    await page.getByRole("tab", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/user\/login$/);
    await logIn(page, account.email, "not-my-password");
    await expect(page.getByText(texts.invalidCredentials)).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(account.email);
    await logIn(page, account.email);
    await expect(page.getByText(texts.loginSuccess)).toBeVisible();
    await expect(page).toHaveURL(/\/user\/profile$/);
  });

  test("the password changes through the in-page form", async ({ page, request, baseURL }) => {
    const account = await createAccount(request, baseURL, "Katherine Johnson");
    await page.goto("/user/login?redirectTo=%2Fuser%2Faccount");
    await logIn(page, account.email);
    await expect(page).toHaveURL(/\/user\/account$/);
    await page.getByRole("link", { name: "Change Password" }).click();
    await expect(page).toHaveURL(/\/user\/account\?password#password-title$/);
    const form = page.getByRole("form", { name: "Change password" });
    await form.getByLabel("Current password", { exact: true }).fill(password);
    await form.getByLabel("New password", { exact: true }).fill("the-next-password");
    await form.getByLabel("Confirm new password", { exact: true }).fill("another-password");
    await form.getByRole("button", { name: "Change Password" }).click();
    await expect(form.getByText(texts.passwordsDoNotMatch)).toBeVisible();
    await form.getByLabel("Current password", { exact: true }).fill(password);
    await form.getByLabel("New password", { exact: true }).fill("the-next-password");
    await form.getByLabel("Confirm new password", { exact: true }).fill("the-next-password");
    await form.getByRole("button", { name: "Change Password" }).click();
    // Back on the page, still signed in with the session that replaced the old one.
    await expect(page).toHaveURL(/\/user\/account#password-title$/);
    await expect(page.getByText("Password changed", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Account & privacy" })).toBeVisible();
    const signIn = await request.post("/api/auth/sign-in/email", {
      headers: { origin: baseURL as string, "x-forwarded-for": uniqueClientAddress() },
      data: { email: account.email, password: "the-next-password" },
    });
    expect(signIn.status()).toBe(200);
  });

  test("an account can be deleted through the in-page confirmation", async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await createAccount(request, baseURL, "Evelyn Boyd");
    await page.goto("/user/login?redirectTo=%2Fuser%2Faccount");
    await logIn(page, account.email);
    await expect(page).toHaveURL(/\/user\/account$/);
    await page.getByRole("link", { name: "Delete Account" }).click();
    await expect(page).toHaveURL(/\/user\/account\?delete/);
    const form = page.getByRole("form", { name: "Delete account" });
    await form.getByLabel(`Type ${account.email} to confirm`).fill("someone@else.org");
    await form.getByLabel("Your password", { exact: true }).fill(password);
    await form.getByRole("button", { name: "Delete My Account" }).click();
    await expect(
      form.getByText("Type your email address exactly as shown to confirm."),
    ).toBeVisible();
    await form.getByLabel(`Type ${account.email} to confirm`).fill(account.email);
    await form.getByLabel("Your password", { exact: true }).fill(password);
    await form.getByRole("button", { name: "Delete My Account" }).click();
    await expect(page).toHaveURL(/\/user\/login\?deleted=1$/);
    await expect(page.getByText(texts.accountDeleted)).toBeVisible();
    expect(await queryDb(`select id from "user" where id = $1`, [account.id])).toEqual([]);
  });
});

test("the reset link request is checked on the server (ADR 076): the browser's own check first, then the schema's message next to the field", async ({
  page,
  checkA11y,
  consoleErrors,
}) => {
  await page.goto("/user/forgot-password");
  const form = page.getByRole("form", { name: "Request a password reset link" });
  const email = form.getByLabel("Email");
  const posts: string[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "POST") posts.push(sent.url());
  });

  // Empty, the browser's constraint check keeps the form from being sent.
  await form.getByRole("button", { name: "Send Reset Link" }).click();
  await expect
    .poll(() => email.evaluate((input: HTMLInputElement) => input.validity.valueMissing))
    .toBe(true);
  expect(posts).toEqual([]);

  // An address the browser accepts but the schema refuses: the server's answer, by the field.
  await email.fill("ada@localhost");
  await form.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(email).toHaveAccessibleDescription("Please enter a valid email address.");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveValue("ada@localhost");
  expect(posts).toHaveLength(1);
  await checkA11y();
  expect(unexpectedErrors(consoleErrors)).toEqual([]);
});

test("forgot and reset password through the emailed link, which works only once", async ({
  page,
  request,
  baseURL,
  checkA11y,
  consoleErrors,
}) => {
  const account = await createAccount(request, baseURL);
  await page.goto("/user/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/user\/forgot-password$/);
  await checkA11y();

  // An unknown address gets the same answer as a known one.
  await page.getByLabel("Email").fill(uniqueEmail("nobody"));
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText(texts.forgotSent)).toBeVisible();
  await checkA11y();

  await page.goto("/user/forgot-password");
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText(texts.forgotSent)).toBeVisible();

  const mail = await mailWithSubject(account.email, /Reset your/);
  const link = mail.text?.match(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/)?.[0];
  expect(link).toBeDefined();
  await page.goto(link as string);
  await expect(page).toHaveURL(/\/user\/reset-password\?token=/);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await checkA11y();

  const newPassword = "a-brand-new-password";
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password", { exact: true }).fill("a-different-password");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText(texts.passwordsDoNotMatch)).toBeVisible();
  await page.getByLabel("Confirm new password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText(texts.resetSuccess)).toBeVisible();
  await checkA11y();

  // The same link a second time is refused, with a way to ask for a new one.
  await page.goto(link as string);
  await expect(page.getByText(texts.resetInvalid)).toBeVisible();
  await expect(page.getByRole("link", { name: "Request a New Link" })).toHaveAttribute(
    "href",
    "/user/forgot-password",
  );
  await checkA11y();

  await page.goto("/user/login");
  await logIn(page, account.email);
  await expect(page.getByText(texts.invalidCredentials)).toBeVisible();
  await logIn(page, account.email, newPassword);
  await expect(page.getByText(texts.loginSuccess)).toBeVisible();
  expect(unexpectedErrors(consoleErrors)).toEqual([]);
});

test.describe("account & privacy", () => {
  test("an unverified address may log in, and is asked to verify with a link sent again", async ({
    page,
    request,
    baseURL,
    checkA11y,
  }) => {
    const account = await createAccount(request, baseURL, "Christine Darden", { verified: false });
    await page.goto("/user/login?redirectTo=%2Fuser%2Faccount");
    await logIn(page, account.email);
    await expect(page).toHaveURL(/\/user\/account$/);
    await expect(page.getByText("Please confirm your email address")).toBeVisible();
    await expect(page.getByText("Not verified")).toBeVisible();
    await checkA11y();
    await page.getByRole("button", { name: "Resend Link" }).click();
    await expect(page.getByText("We've sent a new verification link.")).toBeVisible();
    const messages = await waitForMail(account.email, 2);
    const link = messages[1]?.text?.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0];
    await page.goto(link as string);
    await expect(page.getByRole("heading", { name: "You're all set, Christine" })).toBeVisible();
    await page.goto("/user/account");
    await expect(page.getByText("Verified", { exact: true })).toBeVisible();
    await expect(page.getByText("Please confirm your email address")).toHaveCount(0);
  });

  test("changes the password with the current one", async ({
    page,
    request,
    baseURL,
    checkA11y,
  }) => {
    const account = await createAccount(request, baseURL);
    await page.goto("/user/login?redirectTo=%2Fuser%2Faccount");
    await logIn(page, account.email);
    await expect(page).toHaveURL(/\/user\/account$/);
    await checkA11y();
    // The form, with its live checks, shows (and loads) when its button is pressed (ADR 083).
    const opener = page.getByRole("button", { name: "Change Password" });
    await expect(opener).toHaveAttribute("aria-expanded", "false");
    await opener.click();
    const form = page.getByRole("form", { name: "Change password" });
    await expect(form.getByLabel("Current password", { exact: true })).toBeFocused();
    // Checked as one types: differing passwords are refused before any call.
    await form.getByLabel("New password", { exact: true }).fill("the-next-password");
    await form.getByLabel("Confirm new password", { exact: true }).fill("the-next-passw0rd");
    const posts: string[] = [];
    page.on("request", (sent) => {
      if (sent.method() === "POST") posts.push(sent.url());
    });
    await form.getByRole("button", { name: "Change Password" }).click();
    await expect(form.getByText(texts.passwordsDoNotMatch)).toBeVisible();
    expect(posts).toEqual([]);
    await checkA11y();
    await form.getByLabel("Current password", { exact: true }).fill("not-my-password");
    await form.getByLabel("New password", { exact: true }).fill("the-next-password");
    await form.getByLabel("Confirm new password", { exact: true }).fill("the-next-password");
    await form.getByRole("button", { name: "Change Password" }).click();
    await expect(form.getByText("Your current password is incorrect.")).toBeVisible();
    await form.getByLabel("Current password", { exact: true }).fill(password);
    await form.getByRole("button", { name: "Change Password" }).click();
    await expect(form.getByText(/Your password has been changed/)).toBeVisible();
    // Still signed in here.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Account & privacy" })).toBeVisible();
  });

  test("lists the signed-in devices and signs out one or all the others", async ({
    page,
    request,
    baseURL,
    checkA11y,
  }) => {
    const account = await createAccount(request, baseURL);
    // Not the session the sign-up call opened: two other devices, signed in through the API.
    await queryDb(`delete from session where user_id = $1`, [account.id]);
    const otherDevices = [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    ];
    for (const userAgent of otherDevices) {
      const response = await request.post("/api/auth/sign-in/email", {
        headers: {
          origin: baseURL as string,
          "x-forwarded-for": uniqueClientAddress(),
          "user-agent": userAgent,
        },
        data: { email: account.email, password },
      });
      expect(response.status()).toBe(200);
    }
    await page.goto("/user/login?redirectTo=%2Fuser%2Faccount");
    await logIn(page, account.email);
    await expect(page).toHaveURL(/\/user\/account$/);
    const devices = page.getByRole("region", { name: "Signed-in devices" });
    await expect(devices.getByRole("listitem")).toHaveCount(3);
    await expect(devices.getByRole("listitem").first()).toContainText("This device");
    await expect(devices.getByText("Chrome on Android", { exact: true })).toBeVisible();
    await expect(devices.getByText("Safari on iOS", { exact: true })).toBeVisible();
    await checkA11y();

    await devices
      .getByRole("listitem")
      .filter({ hasText: "Chrome on Android" })
      .getByRole("button", { name: /^Sign out/ })
      .click();
    await expect(devices.getByRole("listitem")).toHaveCount(2);
    await expect(devices.getByText("Chrome on Android", { exact: true })).toHaveCount(0);

    await devices.getByRole("button", { name: "Sign out all other devices" }).click();
    await expect(devices.getByRole("listitem")).toHaveCount(1);
    await expect(devices.getByText("No other device is signed in.")).toBeVisible();
    const [left] = await queryDb<{ count: string }>(
      `select count(*) from session where user_id = $1`,
      [account.id],
    );
    expect(Number(left?.count)).toBe(1);
  });

  test("the data export holds the user's own data and nobody else's", async ({
    page,
    request,
    baseURL,
    checkA11y,
  }) => {
    const ada = await createAccount(request, baseURL, "Ada Lovelace");
    const grace = await createAccount(request, baseURL, "Grace Hopper");
    const adaHistory = await giveCandidateHistory(ada.id, ada.name, ada.email);
    const graceHistory = await giveCandidateHistory(grace.id, grace.name, grace.email);

    // Not signed in (the page has no session yet): sent to log in, and back here afterwards.
    const anonymous = await page.request.get("/user/data-export", { maxRedirects: 0 });
    expect(anonymous.status()).toBe(302);
    expect(anonymous.headers().location).toBe("/user/login?redirectTo=%2Fuser%2Fdata-export");

    await page.goto("/user/login?redirectTo=%2Fuser%2Faccount");
    await logIn(page, ada.email);
    await expect(page).toHaveURL(/\/user\/account$/);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download My Data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^quillstack-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile(await download.path(), "utf8"));
    expect(exported.account).toMatchObject({ id: ada.id, email: ada.email, name: "Ada Lovelace" });
    expect(exported.profile).toMatchObject({ firstName: "Ada", bio: "Bio of Ada Lovelace" });
    expect(exported.applications).toEqual([
      expect.objectContaining({
        id: adaHistory.applicationId,
        coverLetter: "Cover letter by Ada Lovelace",
        job: expect.objectContaining({ title: adaHistory.appliedTitle }),
      }),
    ]);
    expect(exported.savedJobs).toEqual([
      expect.objectContaining({ job: expect.objectContaining({ title: adaHistory.savedTitle }) }),
    ]);
    const text = JSON.stringify(exported);
    expect(text).not.toContain(grace.email);
    expect(text).not.toContain(graceHistory.appliedTitle);
    expect(text).not.toContain("Grace");
    await checkA11y();
  });

  test("deleting the account removes the data, anonymises applications and leaves others alone", async ({
    page,
    request,
    baseURL,
    checkA11y,
    consoleErrors,
  }) => {
    const ada = await createAccount(request, baseURL, "Ada Byron");
    const grace = await createAccount(request, baseURL, "Grace Brewster");
    const adaHistory = await giveCandidateHistory(ada.id, ada.name, ada.email);
    const graceHistory = await giveCandidateHistory(grace.id, grace.name, grace.email);
    // Mail about Ada's application: the hiring team's notification (her letter and phone) and a
    // confirmation to the address typed on the form, as sent before ADR 031.
    const aboutAda = JSON.stringify({ applicationId: adaHistory.applicationId });
    await queryDb(
      `insert into email_outbox (template, to_address, reply_to, subject, html, text, status, metadata)
       values ('application-notification', 'hello@quillstack.dev', $1, 'New application - Ada Byron',
               '<p>Ada Byron, +44 20 7946 0000</p>', 'Ada Byron, +44 20 7946 0000, Cover letter by Ada Byron', 'sent', $2),
              ('application-received', 'ada.elsewhere@example.net', null, 'We received your application',
               '<p>Hi Ada Byron</p>', 'Hi Ada Byron', 'sent', $2)`,
      [ada.email, aboutAda],
    );

    await page.goto("/user/login?redirectTo=%2Fuser%2Faccount");
    await logIn(page, ada.email);
    await expect(page).toHaveURL(/\/user\/account$/);
    await page.getByRole("button", { name: "Delete Account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await expect(dialog).toBeVisible();
    await checkA11y();
    const confirmButton = dialog.getByRole("button", { name: "Delete My Account" });
    await dialog.getByLabel(`Type ${ada.email} to confirm`).fill("ada@somewhere.else");
    await expect(confirmButton).toBeDisabled();
    await dialog.getByLabel(`Type ${ada.email} to confirm`).fill(ada.email.toUpperCase());
    await dialog.getByLabel("Your password", { exact: true }).fill("not-my-password");
    await expect(confirmButton).toBeEnabled();
    await confirmButton.click();
    await expect(dialog.getByText("Your current password is incorrect.")).toBeVisible();
    await dialog.getByLabel("Your password", { exact: true }).fill(password);
    await confirmButton.click();

    await expect(page).toHaveURL(/\/user\/login\?deleted=1$/);
    await expect(page.getByText(texts.accountDeleted)).toBeVisible();
    await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
    await checkA11y();

    expect(await queryDb(`select id from "user" where id = $1`, [ada.id])).toEqual([]);
    for (const table of ["session", "account", "user_profiles", "saved_jobs", "resume_files"]) {
      expect(await queryDb(`select 1 from ${table} where user_id = $1`, [ada.id])).toEqual([]);
    }
    const [application] = await queryDb(
      "select user_id, applicant_name, applicant_email, cover_letter from job_applications where id = $1",
      [adaHistory.applicationId],
    );
    expect(application).toMatchObject({ user_id: null, applicant_name: "Deleted candidate" });
    expect(JSON.stringify(application)).not.toContain("Ada");
    // No outbox row about her application is left, wherever it went.
    expect(
      await queryDb(
        `select template, to_address from email_outbox
         where metadata->>'applicationId' = $1 or text like '%Ada Byron%' or subject like '%Ada Byron%'`,
        [adaHistory.applicationId],
      ),
    ).toEqual([]);
    const goodbye = await mailWithSubject(ada.email, /account has been deleted/);
    expect(goodbye.text).toContain("stays with the hiring team");

    // The account is gone: its credentials no longer work.
    await page.goto("/user/login");
    await logIn(page, ada.email);
    await expect(page.getByText(texts.invalidCredentials)).toBeVisible();

    // Grace is unaffected.
    await logIn(page, grace.email);
    await expect(page).toHaveURL(/\/user\/profile$/);
    const response = await page.request.get("/user/data-export");
    expect(response.status()).toBe(200);
    const graceExport = await response.json();
    expect(graceExport.account.email).toBe(grace.email);
    expect(graceExport.applications).toEqual([
      expect.objectContaining({ coverLetter: "Cover letter by Grace Brewster" }),
    ]);
    expect(graceExport.savedJobs).toEqual([
      expect.objectContaining({ job: expect.objectContaining({ title: graceHistory.savedTitle }) }),
    ]);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
});
