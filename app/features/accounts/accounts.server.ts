import { eq } from "drizzle-orm";
import { ensureProfile } from "~/features/profiles/profiles.server";
import { getAuth, withSignUpWork } from "~/lib/auth.server";
import { getDb } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { user, verification } from "../../../db/schema/index.ts";
import { type AuthCall, authErrorMessage, callAuthEndpoint } from "./auth-api.server";
import { accountMessages as m } from "./messages";

/** The outcome of an account command, as the page shows it. */
export type AccountResult =
  | { ok: true; setCookies: string[] }
  | { ok: false; status: number; error: string; field?: string };

const ok = (call?: AuthCall<unknown>): AccountResult => ({
  ok: true,
  setCookies: call?.setCookies ?? [],
});

const failed = (call: AuthCall<unknown>, fallback: string, field?: string): AccountResult => ({
  ok: false,
  status: Math.max(call.status, 400),
  error: authErrorMessage(call, fallback),
  field,
});

/** The form field a refused new password belongs to (too short, too long, too common). */
function passwordField(call: AuthCall<unknown>, field: string): string | undefined {
  return call.code?.startsWith("PASSWORD") ? field : undefined;
}

/** Where the verification link lands: our confirmation page, then back to `redirectTo`. */
export function verificationCallbackPath(redirectTo?: string | null): string {
  return redirectTo && redirectTo !== "/user/profile"
    ? `/user/verify-email?${new URLSearchParams({ redirectTo })}`
    : "/user/verify-email";
}

export const resetPasswordPath = "/user/reset-password";

/**
 * Signs in with email and password; on success the session cookies are in `setCookies` and the
 * signed-in user's id in `userId`. For an account with a second factor (ADR 027) the password
 * only opens the second step: `secondFactor` is set and `setCookies` holds better-auth's
 * short-lived two-factor cookie instead of a session.
 */
export async function signIn(
  request: Request,
  credentials: { email: string; password: string },
): Promise<AccountResult & { userId?: string; secondFactor?: boolean }> {
  const call = await callAuthEndpoint<{ user?: { id?: string }; twoFactorRedirect?: boolean }>(
    request,
    "/sign-in/email",
    { ...credentials, rememberMe: true },
  );
  if (!call.ok) return failed(call, m.loginFailed);
  if (call.data?.twoFactorRedirect) return { ...ok(call), secondFactor: true };
  return { ...ok(call), userId: call.data?.user?.id };
}

interface SignUpData {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/**
 * Registers an account and sends the verification email (auth.server.ts). The visitor is not
 * signed in: the spec shows 'Registration successful! Please check your email...' and stays, and
 * the link in the email signs them in. An address that already has an account gets the same
 * answer (so the form reveals nothing) and its owner an email saying so.
 */
export async function signUp(
  request: Request,
  data: SignUpData,
  redirectTo?: string | null,
): Promise<AccountResult> {
  const name = `${data.firstName} ${data.lastName}`;
  // The profile is written in better-auth's sign-up transaction: an account exists with its
  // profile, or (when any write fails) neither does.
  const call = await withSignUpWork(
    async (userId, tx) => {
      await ensureProfile(
        userId,
        { firstName: data.firstName, lastName: data.lastName, email: data.email },
        tx,
      );
    },
    () =>
      callAuthEndpoint<{ user?: { id?: string } }>(request, "/sign-up/email", {
        name,
        email: data.email,
        password: data.password,
        callbackURL: verificationCallbackPath(redirectTo),
      }),
  );
  // better-auth answers a new and a taken address alike, and opens no session: the visitor
  // signs in through the verification link (a taken address's owner is told, see auth.server.ts).
  if (call.ok) return ok();
  return failed(call, m.registrationFailed, passwordField(call, "password"));
}

/**
 * Sends a reset link when the address has an account. The answer never says whether it has:
 * only a rate limit is reported, every other outcome reads as success.
 */
export async function requestPasswordReset(
  request: Request,
  email: string,
): Promise<AccountResult> {
  const call = await callAuthEndpoint(request, "/request-password-reset", {
    email,
    redirectTo: resetPasswordPath,
  });
  if (call.status === 429) return failed(call, m.unexpected);
  if (!call.ok) logger.warn("password reset request failed", { status: call.status });
  return ok();
}

/** Sets a new password with the emailed token (single use, expiring; better-auth checks both). */
export async function resetPassword(
  request: Request,
  token: string,
  newPassword: string,
): Promise<AccountResult & { invalidToken?: boolean }> {
  const call = await callAuthEndpoint(request, "/reset-password", { token, newPassword });
  if (call.ok) return ok();
  if (call.code === "INVALID_TOKEN" || call.code === "USER_NOT_FOUND") {
    return { ok: false, status: 400, error: m.resetLinkInvalid, invalidToken: true };
  }
  return failed(call, m.unexpected, passwordField(call, "password"));
}

/** Changes the signed-in user's password and signs out their other sessions. */
export async function changePassword(
  request: Request,
  passwords: { currentPassword: string; newPassword: string },
): Promise<AccountResult> {
  const call = await callAuthEndpoint(request, "/change-password", {
    ...passwords,
    revokeOtherSessions: true,
  });
  if (call.ok) return ok(call);
  if (call.code === "INVALID_PASSWORD" || call.code === "CREDENTIAL_ACCOUNT_NOT_FOUND") {
    return { ok: false, status: 400, error: m.currentPasswordWrong, field: "currentPassword" };
  }
  return failed(call, m.unexpected, passwordField(call, "newPassword"));
}

/** Checks the signed-in user's password (before deleting the account). */
export async function verifyPassword(request: Request, password: string): Promise<boolean> {
  try {
    const result = await getAuth().api.verifyPassword({
      body: { password },
      headers: request.headers,
    });
    return result.status === true;
  } catch {
    return false;
  }
}

/** Sends a fresh verification link (rate-limited); answers alike whether the address exists. */
export async function resendVerification(
  request: Request,
  email: string,
  redirectTo?: string | null,
): Promise<AccountResult> {
  const call = await callAuthEndpoint(request, "/send-verification-email", {
    email,
    callbackURL: verificationCallbackPath(redirectTo),
  });
  if (call.status === 429) return failed(call, m.unexpected);
  return ok();
}

/** Ends the visitor's session; the returned cookies clear it in the browser. */
export async function signOut(request: Request): Promise<string[]> {
  const call = await callAuthEndpoint(request, "/sign-out", {});
  return call.setCookies;
}

/** The account a reset token is for, while it is waiting to be used (it exists and has not expired). */
export async function resetTokenOwner(token: string): Promise<string | null> {
  const [row] = await getDb()
    .select({ userId: verification.value, expiresAt: verification.expiresAt })
    .from(verification)
    .where(eq(verification.identifier, `reset-password:${token}`))
    .limit(1);
  return row && row.expiresAt > new Date() ? row.userId : null;
}

/** When the account was created (shown as "Member since"), or null for an unknown user. */
export async function accountCreatedAt(userId: string): Promise<Date | null> {
  const [row] = await getDb()
    .select({ createdAt: user.createdAt })
    .from(user)
    .where(eq(user.id, userId));
  return row?.createdAt ?? null;
}
