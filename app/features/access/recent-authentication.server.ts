import { verifyPassword } from "~/features/accounts/accounts.server";
import { getAuth } from "~/lib/auth.server";
import { withDbRetry } from "~/lib/db.server";

/** How long a sign-in counts as a fresh check of who is at the keyboard. */
export const recentAuthenticationSeconds = 10 * 60;

/** The form field that carries the password typed again. */
export const confirmPasswordField = "currentPassword";

export const reauthenticationMessages = {
  required: "Enter your password to confirm: you signed in more than 10 minutes ago.",
  wrong: "That is not your password. Enter the password you sign in with.",
} as const;

/**
 * For actions that hand out power (inviting an administrator, changing roles): passes when the
 * session began less than 10 minutes ago or the form carries the user's password again, checked
 * by better-auth. Otherwise answers the message for the password field.
 */
export async function requireRecentAuthentication(
  request: Request,
  form: FormData,
): Promise<string | null> {
  const current = await withDbRetry(() => getAuth().api.getSession({ headers: request.headers }));
  if (!current) return reauthenticationMessages.required;
  const age = (Date.now() - new Date(current.session.createdAt).getTime()) / 1000;
  if (age <= recentAuthenticationSeconds) return null;
  const password = form.get(confirmPasswordField);
  if (typeof password !== "string" || password === "") return reauthenticationMessages.required;
  return (await verifyPassword(request, password)) ? null : reauthenticationMessages.wrong;
}
