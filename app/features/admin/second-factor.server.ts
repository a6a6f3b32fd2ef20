import { eq } from "drizzle-orm";
import {
  type AuthCall,
  authErrorMessage,
  callAuthEndpoint,
} from "~/features/accounts/auth-api.server";
import {
  type SecondFactorChange,
  secondFactorChangedEmail,
} from "~/features/admin/emails/second-factor-changed";
import { getAuth } from "~/lib/auth.server";
import { logAuthEvent } from "~/lib/auth-events.server";
import { formatDate } from "~/lib/date-format";
import { getDb, type Queryable, withDbRetry } from "~/lib/db.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { renderEmail } from "~/lib/email/render.server";
import { getEnv } from "~/lib/env.server";
import { twoFactor, user } from "../../../db/schema/index.ts";
import { mfaMessages } from "./mfa";

/**
 * Mails the account's owner that its second factor changed (ASVS 2.2.3, 2.5.5), through `db`
 * (an open transaction writes the mail with the change). Only to a verified address (ADR 031).
 */
export async function mailSecondFactorChange(
  db: Queryable,
  userId: string,
  change: SecondFactorChange,
) {
  const [owner] = await db
    .select({ name: user.name, email: user.email, verified: user.emailVerified })
    .from(user)
    .where(eq(user.id, userId));
  if (!owner?.verified) return;
  const email = renderEmail(secondFactorChangedEmail, {
    name: owner.name,
    change,
    when: formatDate(new Date(), "noticeDateTime"),
    resetUrl: new URL("/user/forgot-password", getEnv().SITE_URL).toString(),
  });
  await enqueueEmail(db, { to: owner.email, ...email });
}

/** A two-factor endpoint's refusal of the password (or its rate limit), as the page words it. */
export function refusedPassword(call: AuthCall<unknown>) {
  const error =
    call.code === "INVALID_PASSWORD"
      ? mfaMessages.wrongPassword
      : authErrorMessage(call, mfaMessages.wrongPassword);
  return { ok: false as const, status: Math.max(call.status, 400), error };
}

/** How many of its backup codes the account has left; null without an authenticator app. */
export async function backupCodesLeft(userId: string): Promise<number | null> {
  const [app] = await withDbRetry(() =>
    getDb().select({ id: twoFactor.id }).from(twoFactor).where(eq(twoFactor.userId, userId)),
  );
  if (!app) return null;
  const { backupCodes } = await withDbRetry(() =>
    getAuth().api.viewBackupCodes({ body: { userId } }),
  );
  return backupCodes.length;
}

/**
 * New backup codes for the signed-in user (better-auth checks the password and replaces the old
 * codes, which stop working). The owner is mailed.
 */
export async function renewBackupCodes(
  request: Request,
  userId: string,
  password: string,
): Promise<{ ok: true; backupCodes: string[] } | { ok: false; status: number; error: string }> {
  const call = await callAuthEndpoint<{ backupCodes?: string[] }>(
    request,
    "/two-factor/generate-backup-codes",
    { password },
  );
  const backupCodes = call.data?.backupCodes;
  if (!call.ok || !backupCodes) return refusedPassword(call);
  logAuthEvent(request, "mfa.backup-codes-renewed", { userId });
  await withDbRetry(() => mailSecondFactorChange(getDb(), userId, "backup-codes"));
  return { ok: true, backupCodes };
}
