import type { BrowserCheck } from "~/components/ui/browser-checked-form";
import { accountMessages as m, passwordTooLongMessage, passwordTooShortMessage } from "./messages";
import { type PasswordRules, staffPasswordRules } from "./password-rules";

// The account forms' checks in the browser, without zod (about 5 KB brotli on each page): the
// same rules and messages as schemas.ts, which the actions parse with and which stay the
// authority. A test runs both on the same input.

/** What a form sent under `name`: text, else "" (a file, or nothing). */
export function textOf(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === "string" ? value : "";
}

/** The errors found, by field name; a field with no message is left out. */
export function collectErrors(entries: [string, string | undefined][]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [name, message] of entries) if (message) errors[name] = [message];
  return errors;
}

/** A new password's message: required, then its length rules. */
export function newPasswordError(
  typed: string,
  rules: PasswordRules,
  required: string = m.passwordRequired,
) {
  if (!typed) return required;
  if (typed.length < rules.min) return passwordTooShortMessage(rules.min);
  if (typed.length > rules.max) return passwordTooLongMessage(rules.max);
  return undefined;
}

/** The confirmation's message: required, then 'Passwords do not match' once both are typed. */
export function confirmationError(password: string, confirmation: string) {
  if (!confirmation) return m.confirmPasswordRequired;
  if (password && password !== confirmation) return m.passwordsDoNotMatch;
  return undefined;
}

/** A new password and its confirmation, under the given field names. */
export function newPasswordCheck(rules: PasswordRules, passwordName = "password"): BrowserCheck {
  return (data) => {
    const password = textOf(data, passwordName);
    const confirmation = textOf(data, "confirmPassword");
    return collectErrors([
      [passwordName, newPasswordError(password, rules)],
      ["confirmPassword", confirmationError(password, confirmation)],
    ]);
  };
}

/** A generated first admin's new password (`firstPasswordSchema`). */
export function checkFirstPassword(data: FormData) {
  const [current, password] = [textOf(data, "currentPassword"), textOf(data, "newPassword")];
  return collectErrors([
    ["currentPassword", current ? undefined : m.currentPasswordRequired],
    [
      "newPassword",
      newPasswordError(password, staffPasswordRules) ??
        (current === password ? m.sameAsGenerated : undefined),
    ],
    ["confirmPassword", confirmationError(password, textOf(data, "confirmPassword"))],
  ]);
}
