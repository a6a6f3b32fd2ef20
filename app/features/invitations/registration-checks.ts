import { collectErrors, newPasswordError, textOf } from "~/features/accounts/browser-checks";
import { nameError } from "~/features/accounts/login-checks";
import { staffPasswordRules } from "~/features/accounts/password-rules";
import { invitationMessages as m } from "./messages";

// The registration form's checks in the browser, without zod: the rules and messages of
// registration-schema.ts, which the action parses with and which stays the authority. A test
// runs both on the same input.

/** Staff passwords: 12 characters at least, not the spec's 6 (ADR 029). */
export const invitationPasswordRules = staffPasswordRules;

/** The fields in the order the form shows them. */
export const registrationFields = ["firstName", "lastName", "password", "confirmPassword"] as const;

/** The registration's messages by field; the mismatch once every field is valid. */
export function checkRegistration(data: FormData): Record<string, string[]> {
  const [password, confirmation] = [textOf(data, "password"), textOf(data, "confirmPassword")];
  const errors = collectErrors([
    ["firstName", nameError(textOf(data, "firstName"), m.required)],
    ["lastName", nameError(textOf(data, "lastName"), m.required)],
    ["password", newPasswordError(password, invitationPasswordRules, m.required)],
    ["confirmPassword", confirmation ? undefined : m.required],
  ]);
  if (Object.keys(errors).length > 0 || password === confirmation) return errors;
  return { confirmPassword: [m.passwordsDoNotMatch] };
}

/** The first message of a failed check, in the order the form shows its fields (for the toast). */
export function firstRegistrationError(
  errors: Record<string, readonly string[] | null | undefined> | undefined,
): string | undefined {
  for (const field of registrationFields) {
    const first = errors?.[field]?.[0];
    if (first) return first;
  }
  return undefined;
}
