import { asc, eq } from "drizzle-orm";
import type { SessionUser } from "~/features/access/session.server";
import {
  type AuthCall,
  authErrorMessage,
  callAuthEndpoint,
} from "~/features/accounts/auth-api.server";
import { logAuthEvent } from "~/lib/auth-events.server";
import { getDb, withDbRetry } from "~/lib/db.server";
import { passkey } from "../../../db/schema/index.ts";
import { noStaffAccessMessage } from "./login";
import { admitStaff, type StaffSignIn } from "./login.server";
import { type PasskeyItem, passkeyMessages } from "./passkeys";
import { mailSecondFactorChange } from "./second-factor.server";

/** The user's passkeys, oldest first, as the security page lists them. */
export async function listPasskeys(userId: string): Promise<PasskeyItem[]> {
  const rows = await withDbRetry(() =>
    getDb()
      .select({
        id: passkey.id,
        name: passkey.name,
        createdAt: passkey.createdAt,
        lastUsedAt: passkey.lastUsedAt,
      })
      .from(passkey)
      .where(eq(passkey.userId, userId))
      .orderBy(asc(passkey.createdAt)),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name ?? "Passkey",
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }));
}

/** The browser's WebAuthn answer (JSON text from the ceremony), or null when it is not one. */
function ceremonyAnswer(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** What to tell the user when better-auth refused a passkey step. */
function passkeyError(call: AuthCall<unknown>): string {
  switch (call.code) {
    case "CHALLENGE_NOT_FOUND":
      return passkeyMessages.expired;
    case "PASSKEY_NOT_FOUND":
      return passkeyMessages.notFound;
    case "NO_STAFF_ACCESS":
      return noStaffAccessMessage;
    case "USER_VERIFICATION_REQUIRED":
      return call.message ?? passkeyMessages.failed;
    default:
      return authErrorMessage({ ...call, message: null }, passkeyMessages.failed);
  }
}

export type PasskeyResult = { ok: true } | { ok: false; status: number; error: string };

/** Registers the passkey the browser created, under `name`, through better-auth's plugin. */
export async function addPasskey(
  request: Request,
  user: SessionUser,
  name: string,
  responseText: string,
): Promise<PasskeyResult> {
  const response = ceremonyAnswer(responseText);
  if (!response) return { ok: false, status: 400, error: passkeyMessages.unreadable };
  const call = await callAuthEndpoint(request, "/passkey/verify-registration", { response, name });
  if (!call.ok) return { ok: false, status: Math.max(call.status, 400), error: passkeyError(call) };
  logAuthEvent(request, "passkey.added", { userId: user.id, email: user.email });
  await withDbRetry(() => mailSecondFactorChange(getDb(), user.id, "passkey-added"));
  return { ok: true };
}

/** Removes one of the user's own passkeys through better-auth (it checks the owner). */
export async function removePasskey(
  request: Request,
  user: SessionUser,
  id: string,
): Promise<PasskeyResult> {
  const call = await callAuthEndpoint(request, "/passkey/delete-passkey", { id });
  if (call.status === 404 || call.status === 401) {
    return { ok: false, status: 404, error: passkeyMessages.removed };
  }
  if (!call.ok) return { ok: false, status: Math.max(call.status, 400), error: passkeyError(call) };
  logAuthEvent(request, "passkey.removed", { userId: user.id, email: user.email });
  await withDbRetry(() => mailSecondFactorChange(getDb(), user.id, "passkey-removed"));
  return { ok: true };
}

/**
 * Signs a staff member in with the passkey the browser used: better-auth's plugin checks it
 * (and our rules in auth.server.ts: user verification, active staff), then only staff keep the
 * session, as after the password and code (admitStaff).
 */
export async function passkeySignIn(request: Request, responseText: string): Promise<StaffSignIn> {
  const response = ceremonyAnswer(responseText);
  if (!response) return { ok: false, status: 400, error: passkeyMessages.unreadable };
  const call = await callAuthEndpoint(request, "/passkey/verify-authentication", { response });
  if (!call.ok) return { ok: false, status: Math.max(call.status, 400), error: passkeyError(call) };
  return admitStaff(call.setCookies);
}
