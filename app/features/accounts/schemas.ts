import * as z from "zod/mini";
import { accountMessages as m, passwordTooLongMessage, passwordTooShortMessage } from "./messages";
import { type PasswordRules, passwordRules, staffPasswordRules } from "./password-rules";
import { textLimits } from "./text-limits";

// zod/mini, not zod: these schemas check the forms in the browser too, and classic zod would
// add about 20 KB (brotli) to every account page (ADR 042). One message per field: empty text
// arrives as undefined (Conform's coercion), so "required" is the type's message and the
// length checks cannot fail together. No check aborts, so the password match always runs.

export { type PasswordRules, passwordRules, staffPasswordRules } from "./password-rules";

function requiredText(message: string) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, message));
}

const email = z.pipe(
  requiredText(m.emailRequired).check(z.maxLength(textLimits.email, m.emailInvalid)),
  z.email({ error: m.emailInvalid }).check(z.toLowerCase()),
);

/** A password as typed (never trimmed); `rules` adds the length limits of a new password. */
function password(message: string, rules?: PasswordRules) {
  const typed = z.string({ error: message });
  if (!rules) {
    return typed.check(
      z.maxLength(textLimits.typedPassword, passwordTooLongMessage(passwordRules.max)),
    );
  }
  return typed.check(
    z.minLength(rules.min, passwordTooShortMessage(rules.min)),
    z.maxLength(rules.max, passwordTooLongMessage(rules.max)),
  );
}

/** A new password typed again (the match is checked across the fields). */
const confirmPassword = z.string({ error: m.confirmPasswordRequired });

const name = (message: string) =>
  requiredText(message).check(z.maxLength(textLimits.name, m.nameTooLong));

/**
 * 'Passwords do not match' on the confirmation when both are filled in and differ, shown next to
 * the other fields' errors (so it runs even when they fail).
 */
function passwordsMatch(passwordField: string, confirmField: string) {
  return z.refine<Record<string, unknown>>(
    (values) => {
      const [first, second] = [values[passwordField], values[confirmField]];
      return typeof first !== "string" || typeof second !== "string" || first === second;
    },
    { error: m.passwordsDoNotMatch, path: [confirmField], when: () => true },
  );
}

export const loginSchema = z.object({ email, password: password(m.passwordRequired) });

export const signUpSchema = z
  .object({
    firstName: name(m.firstNameRequired),
    lastName: name(m.lastNameRequired),
    email,
    password: password(m.passwordRequired, passwordRules),
    confirmPassword,
  })
  .check(passwordsMatch("password", "confirmPassword"));

export const forgotPasswordSchema = z.object({ email });

/** Who gets a new verification link: a signed-in user's own address, else the one typed. */
export function resendVerificationSchema(accountEmail: string | null) {
  if (!accountEmail) return forgotPasswordSchema;
  return z.pipe(
    z.object({}),
    z.transform(() => ({ email: accountEmail })),
  );
}

/** A new password set with an emailed link; a staff account's link passes `staffPasswordRules`. */
export function resetPasswordSchema(rules: PasswordRules = passwordRules) {
  return z
    .object({
      token: z.string({ error: m.resetLinkInvalid }),
      password: password(m.passwordRequired, rules),
      confirmPassword,
    })
    .check(passwordsMatch("password", "confirmPassword"));
}

/** A password change; staff accounts pass `staffPasswordRules`. */
export function changePasswordSchema(rules: PasswordRules = passwordRules) {
  return z
    .object({
      currentPassword: password(m.currentPasswordRequired),
      newPassword: password(m.passwordRequired, rules),
      confirmPassword,
    })
    .check(passwordsMatch("newPassword", "confirmPassword"));
}

/** A generated first admin's password change: the generated password cannot stay. */
export function firstPasswordSchema() {
  return changePasswordSchema(staffPasswordRules).check(
    z.refine(({ currentPassword, newPassword }) => currentPassword !== newPassword, {
      error: m.sameAsGenerated,
      path: ["newPassword"],
    }),
  );
}

/** Deleting needs the account's email typed exactly (letter case aside) and the password. */
export function deleteAccountSchema(accountEmail: string) {
  return z.object({
    confirmEmail: requiredText(m.deleteConfirmMismatch).check(
      z.toLowerCase(),
      z.refine((typed) => typed === accountEmail.toLowerCase(), m.deleteConfirmMismatch),
    ),
    password: password(m.currentPasswordRequired),
  });
}

export const loginTabs = ["signin", "signup"] as const;
export type LoginTab = (typeof loginTabs)[number];

export function parseLoginTab(value: string | null | undefined): LoginTab {
  return value === "signup" ? "signup" : "signin";
}
