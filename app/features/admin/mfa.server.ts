import { randomUUID } from "node:crypto";
import { createOTP } from "@better-auth/utils/otp";
import { generateRandomString, symmetricDecrypt, symmetricEncrypt } from "better-auth/crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import { encode } from "uqr";
import { site } from "~/content/site";
import { getSessionUser, type SessionUser } from "~/features/access/session.server";
import {
  type AuthCall,
  authErrorMessage,
  callAuthEndpoint,
} from "~/features/accounts/auth-api.server";
import { getAuth } from "~/lib/auth.server";
import { logAuthEvent } from "~/lib/auth-events.server";
import { getDb, withDbRetry } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { twoFactor, verification } from "../../../db/schema/index.ts";
import { mfaMessages } from "./mfa";
import { mailSecondFactorChange, refusedPassword } from "./second-factor.server";

/** better-auth's cookie for a sign-in waiting for its second factor (plain or __Secure-). */
const twoFactorCookie = /(?:^|;\s*)(?:__Secure-)?better-auth\.two_factor=([^;]*)/;

/** Is this browser in the middle of a sign-in that waits for its second factor? */
export function hasPendingSecondFactor(request: Request): boolean {
  return twoFactorCookie.test(request.headers.get("cookie") ?? "");
}

/**
 * The account a pending sign-in belongs to, for the log line of a failed code only (the cookie's
 * signature is better-auth's to check; a forged cookie just names no account here).
 */
async function pendingSignInUserId(request: Request): Promise<string | null> {
  const value = twoFactorCookie.exec(request.headers.get("cookie") ?? "")?.[1];
  if (!value) return null;
  const identifier = decodeURIComponent(value).split(".")[0] ?? "";
  const [row] = await withDbRetry(() =>
    getDb()
      .select({ userId: verification.value })
      .from(verification)
      .where(eq(verification.identifier, identifier)),
  );
  return row?.userId ?? null;
}

/*
 * better-auth accepts a TOTP code again while it is valid (its step and one either side, 90 s).
 * A code given to our pages is claimed for that long in better-auth's verification table, so it
 * works once (ASVS 2.8.4); a wrong code's claim is given back.
 */
const codeValiditySeconds = 90;
const usedCodeIdentifier = (userId: string, code: string) => `totp-used:${userId}:${code}`;

/** Claims `code` of `userId`: false when it was accepted (or is being tried) already. */
async function claimCode(userId: string, code: string): Promise<boolean> {
  const identifier = usedCodeIdentifier(userId, code);
  return withDbRetry(() =>
    getDb().transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${identifier}, 0))`);
      const [used] = await tx
        .select({ id: verification.id })
        .from(verification)
        .where(
          and(eq(verification.identifier, identifier), gt(verification.expiresAt, new Date())),
        );
      if (used) return false;
      await tx.insert(verification).values({
        id: randomUUID(),
        identifier,
        value: userId,
        expiresAt: new Date(Date.now() + codeValiditySeconds * 1000),
      });
      return true;
    }),
  );
}

async function releaseCode(userId: string, code: string) {
  await withDbRetry(() =>
    getDb()
      .delete(verification)
      .where(eq(verification.identifier, usedCodeIdentifier(userId, code))),
  );
}

/** A 6-digit code is from the authenticator app; anything else is tried as a backup code. */
function isAppCode(code: string) {
  return /^\d{6}$/.test(code);
}

export type SecondFactorResult =
  | { ok: true; userId: string; call: AuthCall<unknown> }
  | { ok: false; status: number; error: string; expired: boolean };

/** Finishes a password sign-in with an authenticator code or a backup code. */
export async function verifySecondFactor(
  request: Request,
  code: string,
): Promise<SecondFactorResult> {
  const pendingUserId = await pendingSignInUserId(request);
  const appCode = isAppCode(code);
  if (appCode && pendingUserId && !(await claimCode(pendingUserId, code))) {
    logAuthEvent(request, "mfa.failed", { userId: pendingUserId, detail: "code used before" });
    return { ok: false, status: 400, error: mfaMessages.usedCode, expired: false };
  }
  const call = await callAuthEndpoint<{ user?: { id?: string } }>(
    request,
    appCode ? "/two-factor/verify-totp" : "/two-factor/verify-backup-code",
    { code },
  );
  const userId = call.data?.user?.id;
  if (call.ok && userId) {
    logAuthEvent(request, "mfa.used", { userId, detail: appCode ? "totp" : "backup-code" });
    return { ok: true, userId, call };
  }
  if (appCode && pendingUserId) await releaseCode(pendingUserId, code);
  logAuthEvent(request, "mfa.failed", { userId: pendingUserId });
  const expired =
    call.code === "INVALID_TWO_FACTOR_COOKIE" || call.code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE";
  const error = expired
    ? mfaMessages.expired
    : call.code === "INVALID_CODE" || call.code === "INVALID_BACKUP_CODE"
      ? mfaMessages.wrongSignInCode
      : authErrorMessage(call, mfaMessages.wrongSignInCode);
  return { ok: false, status: Math.max(call.status, 400), error, expired };
}

/** A QR code as one SVG path: dark modules as unit squares on a `size` by `size` grid. */
export function qrCodePath(text: string): { size: number; path: string } {
  const { data, size } = encode(text, { ecc: "M", border: 2 });
  let path = "";
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return { size, path };
}

export interface TotpSetup {
  /** otpauth:// URI for the authenticator app (also the QR code's content). */
  uri: string;
  /** The base32 secret, for typing in by hand. */
  secret: string;
  qr: { size: number; path: string };
}

/** The set-up an authenticator app needs, from better-auth's otpauth URI. */
export function totpSetup(uri: string): TotpSetup | null {
  if (!uri.startsWith("otpauth://totp/")) return null;
  const secret = new URL(uri).searchParams.get("secret");
  if (!secret) return null;
  return { uri, secret, qr: qrCodePath(uri) };
}

/** Starts TOTP set-up for the signed-in user: better-auth checks the password and makes a secret. */
export async function startTotpSetup(
  request: Request,
  password: string,
): Promise<{ ok: true; setup: TotpSetup } | { ok: false; status: number; error: string }> {
  const call = await callAuthEndpoint<{ totpURI?: string }>(request, "/two-factor/enable", {
    password,
  });
  const setup = call.ok ? totpSetup(call.data?.totpURI ?? "") : null;
  if (setup) return { ok: true, setup };
  return refusedPassword(call);
}

/**
 * Confirms the set-up with a code from the app: better-auth turns two-factor on and replaces the
 * session (its cookies are in `call`). Every other session of the account ends: one opened
 * before, with the password alone, must not outlive the rule. The backup codes better-auth made
 * are shown this once.
 */
export async function confirmTotpSetup(
  request: Request,
  code: string,
): Promise<
  | { ok: true; call: AuthCall<unknown>; backupCodes: string[] }
  | { ok: false; status: number; error: string }
> {
  const user = await getSessionUser(request);
  if (!user) return { ok: false, status: 401, error: mfaMessages.expired };
  if (!(await claimCode(user.id, code))) {
    return { ok: false, status: 400, error: mfaMessages.usedCode };
  }
  const call = await callAuthEndpoint(request, "/two-factor/verify-totp", { code });
  if (!call.ok) {
    await releaseCode(user.id, code);
    logAuthEvent(request, "mfa.failed", { userId: user.id, detail: "enrolment" });
    const error =
      call.code === "INVALID_CODE"
        ? mfaMessages.wrongCode
        : authErrorMessage(call, mfaMessages.wrongCode);
    return { ok: false, status: Math.max(call.status, 400), error };
  }
  logAuthEvent(request, "mfa.enrolled", { userId: user.id, email: user.email, detail: "totp" });
  await withDbRetry(() => mailSecondFactorChange(getDb(), user.id, "set-up"));
  const newSession = call.setCookies.map((header) => header.split(";")[0]).join("; ");
  await getAuth().api.revokeOtherSessions({ headers: new Headers({ cookie: newSession }) });
  logAuthEvent(request, "sessions.revoked", { userId: user.id, detail: "second factor set up" });
  const { backupCodes } = await getAuth().api.viewBackupCodes({ body: { userId: user.id } });
  return { ok: true, call, backupCodes };
}

/*
 * The backup codes travel from the set-up's POST to the page it redirects to (the set-up replaced
 * the session, so the page must be a new request) in a cookie for the staff area, encrypted with
 * the auth secret and bound to the account; the set-up page shows them and deletes the cookie.
 */
const backupCodesCookieName = "staff-backup-codes";
const backupCodesMaxAge = 300;

function backupCodesCookie(value: string, maxAge: number): string {
  return [
    `${backupCodesCookieName}=${value}`,
    `Max-Age=${maxAge}`,
    // Not /admin/security: a cookie of that path is not sent to /admin/security.data.
    "Path=/admin",
    "SameSite=Strict",
    "HttpOnly",
    ...(getEnv().SITE_URL.startsWith("https:") ? ["Secure"] : []),
  ].join("; ");
}

/** The Set-Cookie header that hands `codes` to the next page load of `userId`. */
export async function sealBackupCodes(userId: string, codes: string[]): Promise<string> {
  const sealed = await symmetricEncrypt({
    key: getEnv().AUTH_SECRET,
    data: JSON.stringify({ userId, codes, exp: Date.now() + backupCodesMaxAge * 1000 }),
  });
  return backupCodesCookie(sealed, backupCodesMaxAge);
}

/** The backup codes handed to this page for `userId`, if any, and the header that deletes them. */
export async function takeBackupCodes(
  request: Request,
  userId: string,
): Promise<{ codes: string[] | null; clear: string | null }> {
  const pattern = new RegExp(`(?:^|;\\s*)${backupCodesCookieName}=([^;]*)`);
  const sealed = pattern.exec(request.headers.get("cookie") ?? "")?.[1];
  if (!sealed) return { codes: null, clear: null };
  const clear = backupCodesCookie("", 0);
  try {
    const opened = JSON.parse(await symmetricDecrypt({ key: getEnv().AUTH_SECRET, data: sealed }));
    const valid =
      opened.userId === userId && opened.exp > Date.now() && Array.isArray(opened.codes);
    return { codes: valid ? opened.codes.map(String) : null, clear };
  } catch {
    return { codes: null, clear };
  }
}

/*
 * Replacing the authenticator app. better-auth 1.7.25's `enable` refuses an account whose factor
 * is verified, and `disable` first would leave the account with the password alone if the
 * replacement were abandoned. So the new secret is made as the plugin makes one and waits, for
 * 10 minutes, encrypted in better-auth's verification table; the old app keeps working until a
 * code from the new one confirms it, and the secret then takes the old one's place in the
 * plugin's row, encrypted as the plugin stores it.
 */
const replacementMinutes = 10;
const replacementIdentifier = (userId: string) => `totp-replacement:${userId}`;

/** Starts replacing the authenticator app of `user`, after their password. */
export async function startTotpReplacement(
  request: Request,
  user: Pick<SessionUser, "id" | "email">,
  password: string,
): Promise<{ ok: true; setup: TotpSetup } | { ok: false; status: number; error: string }> {
  // The plugin's own password check for its authenticator, with its limit (3 per 10 s).
  const check = await callAuthEndpoint(request, "/two-factor/get-totp-uri", { password });
  if (!check.ok) return refusedPassword(check);
  const secret = generateRandomString(32);
  const identifier = replacementIdentifier(user.id);
  const value = await symmetricEncrypt({ key: getEnv().AUTH_SECRET, data: secret });
  await withDbRetry(() =>
    getDb().transaction(async (tx) => {
      await tx.delete(verification).where(eq(verification.identifier, identifier));
      await tx.insert(verification).values({
        id: randomUUID(),
        identifier,
        value,
        expiresAt: new Date(Date.now() + replacementMinutes * 60_000),
      });
    }),
  );
  const setup = totpSetup(createOTP(secret).url(site.name, user.email));
  if (!setup) throw new Error("The authenticator set-up address could not be read");
  return { ok: true, setup };
}

/**
 * Confirms the new app with its code: its secret replaces the old one (whose codes stop working),
 * every other session ends, and the owner is mailed.
 */
export async function confirmTotpReplacement(
  request: Request,
  user: Pick<SessionUser, "id" | "email">,
  code: string,
): Promise<{ ok: true } | { ok: false; status: number; error: string; expired: boolean }> {
  const identifier = replacementIdentifier(user.id);
  const [pending] = await withDbRetry(() =>
    getDb()
      .select({ value: verification.value })
      .from(verification)
      .where(and(eq(verification.identifier, identifier), gt(verification.expiresAt, new Date()))),
  );
  if (!pending) {
    return { ok: false, status: 400, error: mfaMessages.replacementExpired, expired: true };
  }
  const secret = await symmetricDecrypt({ key: getEnv().AUTH_SECRET, data: pending.value });
  if (!(await createOTP(secret).verify(code))) {
    logAuthEvent(request, "mfa.failed", { userId: user.id, detail: "replacement" });
    return { ok: false, status: 400, error: mfaMessages.wrongCode, expired: false };
  }
  if (!(await claimCode(user.id, code))) {
    return { ok: false, status: 400, error: mfaMessages.usedCode, expired: false };
  }
  const stored = await symmetricEncrypt({ key: getEnv().AUTH_SECRET, data: secret });
  const replaced = await withDbRetry(() =>
    getDb().transaction(async (tx) => {
      await tx.delete(verification).where(eq(verification.identifier, identifier));
      // None when an administrator reset the factor meanwhile: set-up starts from the beginning.
      const rows = await tx
        .update(twoFactor)
        .set({ secret: stored, failedVerificationCount: 0, lockedUntil: null })
        .where(eq(twoFactor.userId, user.id))
        .returning({ id: twoFactor.id });
      if (rows.length > 0) await mailSecondFactorChange(tx, user.id, "replaced");
      return rows.length > 0;
    }),
  );
  if (!replaced) {
    return { ok: false, status: 409, error: mfaMessages.replacementExpired, expired: true };
  }
  logAuthEvent(request, "mfa.replaced", { userId: user.id, email: user.email });
  await getAuth().api.revokeOtherSessions({ headers: request.headers });
  logAuthEvent(request, "sessions.revoked", { userId: user.id, detail: "authenticator replaced" });
  return { ok: true };
}
