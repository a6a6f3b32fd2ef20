// Signed-in staff members for the staff-area end-to-end tests: an account made through
// better-auth's API, with its role and two-step sign-in (a secret the test keeps, ADR 027) given
// in the database (the pages under test are not used).

import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
} from "@playwright/test";
import {
  type Candidate,
  candidatePassword,
  grantRole,
  prepareVisitor,
  signUpCandidate,
} from "./candidates.ts";
import { e2eAuthSecret, queryDb } from "./e2e-services.ts";
import { enrolTotp, unusedTotpCode } from "./totp.ts";

export type StaffRole = "admin" | "recruiter" | "editor";

export interface StaffSession {
  context: BrowserContext;
  user: Candidate & { totpSecret: string | null };
}

/**
 * Turns on two-step sign-in for the account `request` is signed in as and returns the TOTP
 * secret, to compute sign-in codes with `totpCode`.
 */
export async function enrolSecondFactor(
  request: APIRequestContext,
  baseURL: string | undefined,
): Promise<string> {
  const response = await request.get("/api/auth/get-session", {
    headers: { origin: baseURL as string },
  });
  const { user } = (await response.json()) as { user: { id: string } };
  return enrolTotp(queryDb, e2eAuthSecret, user.id);
}

/**
 * A browser context signed in as a new user holding `roles` (none: a plain candidate). Staff have
 * two-step sign-in on unless `secondFactor` is false.
 */
export async function staffSession(
  browser: Browser,
  baseURL: string | undefined,
  roles: StaffRole[],
  name = "Sam Staff",
  { secondFactor = true }: { secondFactor?: boolean } = {},
): Promise<StaffSession> {
  const context = await browser.newContext({ baseURL });
  await prepareVisitor(context);
  const user = await signUpCandidate(context.request, baseURL, name);
  for (const role of roles) await grantRole(user.id, role);
  const totpSecret =
    roles.length > 0 && secondFactor ? await enrolSecondFactor(context.request, baseURL) : null;
  return { context, user: { ...user, totpSecret } };
}

/** The first admin, created at start from ADMIN_EMAIL / ADMIN_PASSWORD (tests/support/e2e-server.ts). */
export const bootstrapAdmin = {
  email: "e2e-admin@example.org",
  password: "e2e-admin-password-0123",
  totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
};

/**
 * Gives the first admin two-step sign-in with `bootstrapAdmin.totpSecret`, written as better-auth
 * writes it (encrypted with the server's secret; "base32:" marks an encoded secret). Idempotent,
 * so specs running side by side can each call it.
 */
export async function enrolBootstrapAdmin() {
  const [admin] = await queryDb<{ id: string }>(`select id from "user" where email = $1`, [
    bootstrapAdmin.email,
  ]);
  if (!admin) throw new Error("the first admin has not been created");
  await enrolTotp(queryDb, e2eAuthSecret, admin.id, {
    secret: bootstrapAdmin.totpSecret,
    id: "e2e-bootstrap-admin",
  });
}

/**
 * The staff sign-in's second step: a code for `secret`. A code works once, so when another
 * sign-in of the account (another test) used it, this enters the app's next code, and waits only
 * when that was used too.
 */
export async function enterSignInCode(page: Page, secret: string) {
  await page.waitForURL(/\/admin\/login\/code/);
  const tried: string[] = [];
  await expect(async () => {
    const code = await unusedTotpCode(secret, tried);
    if (!code) throw new Error("waiting for a code not used yet");
    tried.push(code);
    await page.getByRole("textbox", { name: "Code" }).fill(code);
    // The answer tells at once whether the code was taken (a refused one is a 4xx).
    const [answer] = await Promise.all([
      page.waitForResponse(
        (response) =>
          response.request().method() === "POST" &&
          new URL(response.url()).pathname.startsWith("/admin/login/code"),
      ),
      page.getByRole("button", { name: "Continue" }).click(),
    ]);
    if (!answer.ok()) throw new Error(`code refused with HTTP ${answer.status()}`);
    await expect(page).not.toHaveURL(/\/admin\/login\/code/);
  }).toPass({ timeout: 70_000, intervals: [1_000] });
}

/**
 * A fresh browser that has sent the staff sign-in's password step for `email` (an account made
 * with the candidates' password). The e2e fixture's browser waits for hydration on `goto`.
 */
export async function sendStaffPassword(
  browser: Browser,
  baseURL: string | undefined,
  email: string,
) {
  const context = await browser.newContext({ baseURL });
  await prepareVisitor(context);
  const page = await context.newPage();
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(candidatePassword);
  await page.getByRole("button", { name: "Sign In" }).click();
  return { context, page };
}
