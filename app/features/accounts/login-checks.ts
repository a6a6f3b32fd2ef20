import { collectErrors, newPasswordCheck, textOf } from "./browser-checks";
import { accountMessages as m, passwordTooLongMessage } from "./messages";
import { passwordRules } from "./password-rules";
import { textLimits } from "./text-limits";

// The login page's checks in the browser (Sign In, Sign Up), without zod, and the name rule the
// invitation's registration shares: the rules and messages of schemas.ts, which the action
// parses with and which stay the authority. A test runs both on the same input.

/** zod's own email pattern (zod/v4/core's regexes.email, which `z.email()` tests). */
export const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** A name's message: required once trimmed, then at most 100 characters. */
export function nameError(typed: string, required: string) {
  const name = typed.trim();
  if (!name) return required;
  return name.length > textLimits.name ? m.nameTooLong : undefined;
}

/** An email address's message: required once trimmed, then a valid address. */
export function emailError(typed: string) {
  const email = typed.trim();
  if (!email) return m.emailRequired;
  const valid = email.length <= textLimits.email && emailPattern.test(email);
  return valid ? undefined : m.emailInvalid;
}

/** The password typed to sign in: required, and not absurdly long. */
function typedPasswordError(typed: string) {
  if (!typed) return m.passwordRequired;
  const tooLong = typed.length > textLimits.typedPassword;
  return tooLong ? passwordTooLongMessage(passwordRules.max) : undefined;
}

/** Sign In (`loginSchema`): the address, and the password as typed. */
export function checkSignIn(data: FormData) {
  return collectErrors([
    ["email", emailError(textOf(data, "email"))],
    ["password", typedPasswordError(textOf(data, "password"))],
  ]);
}

/** Sign Up (`signUpSchema`): names, address, a new password and its confirmation. */
export function checkSignUp(data: FormData) {
  return {
    ...collectErrors([
      ["firstName", nameError(textOf(data, "firstName"), m.firstNameRequired)],
      ["lastName", nameError(textOf(data, "lastName"), m.lastNameRequired)],
      ["email", emailError(textOf(data, "email"))],
    ]),
    ...newPasswordCheck(passwordRules)(data),
  };
}
