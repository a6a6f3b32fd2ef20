import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { SessionUser } from "~/features/access/session.server";
import { withDbRetry } from "~/lib/db.server";
import { redirectWithFlash } from "~/lib/flash.server";
import { logger } from "~/lib/logger.server";
import { checkRateLimit } from "~/lib/rate-limit.server";
import { getStorage } from "~/lib/storage.server";
import { changePassword, signOut, verifyPassword } from "./accounts.server";
import { cookieHeaders } from "./auth-api.server";
import { deleteUserAccount, hasStaffRole } from "./data-rights.server";
import { passwordFields, refusedReply } from "./form-reply";
import { accountMessages, passwordChangedToast, rateLimitedMessage } from "./messages";
import {
  changePasswordSchema,
  deleteAccountSchema,
  passwordRules,
  staffPasswordRules,
} from "./schemas";

type User = Pick<SessionUser, "id" | "email">;

/** A password change on /user/account; staff accounts need the longer password (ADR 029). */
export async function changePasswordFromForm(request: Request, user: User, form: FormData) {
  const intent = "change-password" as const;
  const staff = await withDbRetry(() => hasStaffRole(user.id));
  const schema = changePasswordSchema(staff ? staffPasswordRules : passwordRules);
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success") {
    const result = submission.reply({ hideFields: passwordFields });
    return data({ intent, result, changed: false }, { status: 400 });
  }
  const { currentPassword, newPassword } = submission.value;
  const outcome = await changePassword(request, { currentPassword, newPassword });
  if (!outcome.ok) {
    const result = submission.reply(refusedReply(outcome));
    return data({ intent, result, changed: false }, { status: outcome.status });
  }
  // better-auth replaces the session when it signs out the other devices.
  if (request.headers.get("sec-fetch-mode") === "navigate") {
    // Posted without JavaScript: the page's loaders would run with the replaced session's cookie
    // (and send to the login page); a redirect lets the browser take the new one first.
    return redirectWithFlash(
      "/user/account#password-title",
      { type: "success", ...passwordChangedToast },
      { headers: cookieHeaders(outcome) },
    );
  }
  const result = submission.reply({ resetForm: true });
  return data({ intent, result, changed: true }, { headers: cookieHeaders(outcome) });
}

const staffDeletionRefused =
  "Staff accounts are closed by an administrator, so the hiring records they hold stay accounted for. Please ask an administrator.";

/**
 * Deleting one's own account: the account's email typed out and the password, at most 5 tries in
 * 15 minutes (the password is the only guard left for someone holding a stolen session). Staff
 * accounts are refused. The data goes as data-rights.server.ts says, and the browser's session
 * cookie is cleared.
 */
export async function deleteAccountFromForm(request: Request, user: User, form: FormData) {
  const intent = "delete-account" as const;
  const submission = parseWithZod(form, { schema: deleteAccountSchema(user.email) });
  const refuse = (status: number, options: Parameters<typeof submission.reply>[0]) =>
    data(
      { intent, result: submission.reply({ ...options, hideFields: passwordFields }) },
      { status },
    );
  if (submission.status !== "success") return refuse(400, {});
  if (await withDbRetry(() => hasStaffRole(user.id))) {
    return refuse(403, { formErrors: [staffDeletionRefused] });
  }
  const limit = await withDbRetry(() =>
    checkRateLimit({ key: `account-delete:${user.id}`, limit: 5, windowSeconds: 15 * 60 }),
  );
  if (!limit.allowed) return refuse(429, { formErrors: [rateLimitedMessage(limit.retryAfter)] });
  if (!(await verifyPassword(request, submission.value.password))) {
    return refuse(400, { fieldErrors: { password: [accountMessages.currentPasswordWrong] } });
  }
  const deleted = await deleteUserAccount(user.id, { storage: getStorage() });
  logger.info("account deleted at the user's request", {
    userId: user.id,
    anonymisedApplications: deleted?.anonymisedApplications ?? 0,
    removedFiles: deleted?.removedFiles ?? 0,
  });
  // The session row went with the account; this clears the browser's cookie.
  const headers = new Headers();
  for (const cookie of await signOut(request)) headers.append("Set-Cookie", cookie);
  return redirect("/user/login?deleted=1", { headers });
}
