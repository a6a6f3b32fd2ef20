import { z } from "zod";
import { accountMessages as m, passwordTooLongMessage, passwordTooShortMessage } from "./messages";

/** The password rules of auth.server.ts (`emailAndPassword.minPasswordLength` / `max...`). */
export const passwordRules = { min: 8, max: 128 } as const;
/** Staff accounts reach candidates' data: 12 characters at least (ADR 029). */
export const staffPasswordRules = { min: 12, max: 128 } as const;
export type PasswordRules = typeof passwordRules | typeof staffPasswordRules;

const maxNameLength = 100;

function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, message);
}

const email = requiredText(m.emailRequired)
  .max(254, m.emailInvalid)
  .pipe(z.email({ error: m.emailInvalid }))
  .transform((value) => value.toLowerCase());

/** A password as typed (never trimmed); `rules` adds the length limits of a new password. */
function password(message: string, rules?: PasswordRules) {
  const base = z.string({ error: message }).min(1, message);
  if (!rules) return base.max(1024, passwordTooLongMessage(passwordRules.max));
  return base
    .min(rules.min, passwordTooShortMessage(rules.min))
    .max(rules.max, passwordTooLongMessage(rules.max));
}

/** A new password typed again (the match is checked across the fields). */
const confirmPassword = z
  .string({ error: m.confirmPasswordRequired })
  .min(1, m.confirmPasswordRequired);

const name = (message: string) => requiredText(message).max(maxNameLength, m.nameTooLong);

export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

export type Validation<Data> =
  | { ok: true; data: Data }
  | { ok: false; fieldErrors: FieldErrors<Extract<keyof Data, string>> };

type Shape = Record<string, z.ZodType>;
type Output<S extends Shape> = { [K in keyof S]: z.output<S[K]> };

/** Reads a form (FormData or a plain record) into strings; files and missing fields are undefined. */
export function formValues(input: FormData | Record<string, unknown>): Record<string, unknown> {
  const entries = input instanceof FormData ? [...input.entries()] : Object.entries(input);
  return Object.fromEntries(
    entries.map(([key, value]) => [key, typeof value === "string" ? value : undefined]),
  );
}

/**
 * Validates each field with its schema and keeps the first message per field, so every field can
 * show its own error next to it. `check` adds rules across fields once each field is known.
 */
function validate<S extends Shape>(
  shape: S,
  input: FormData | Record<string, unknown>,
  check?: (values: Record<string, unknown>, errors: FieldErrors) => void,
): Validation<Output<S>> {
  const values = formValues(input);
  const errors: FieldErrors = {};
  const data: Record<string, unknown> = {};
  for (const [field, schema] of Object.entries(shape)) {
    const result = schema.safeParse(values[field]);
    if (result.success) data[field] = result.data;
    else errors[field] = result.error.issues[0]?.message ?? "Invalid value";
  }
  check?.(values, errors);
  if (Object.keys(errors).length > 0) {
    return { ok: false, fieldErrors: errors as FieldErrors<Extract<keyof S, string>> };
  }
  return { ok: true, data: data as Output<S> };
}

/** 'Passwords do not match' on the confirmation field when both are filled in and differ. */
function passwordsMatch(passwordField: string, confirmField: string) {
  return (values: Record<string, unknown>, errors: FieldErrors) => {
    const first = values[passwordField];
    const second = values[confirmField];
    if (typeof first === "string" && typeof second === "string" && second !== "") {
      if (first !== second) errors[confirmField] = m.passwordsDoNotMatch;
    }
  };
}

export const loginShape = { email, password: password(m.passwordRequired) };
export function validateLogin(input: FormData | Record<string, unknown>) {
  return validate(loginShape, input);
}

export const signUpShape = {
  firstName: name(m.firstNameRequired),
  lastName: name(m.lastNameRequired),
  email,
  password: password(m.passwordRequired, passwordRules),
  confirmPassword,
};
export function validateSignUp(input: FormData | Record<string, unknown>) {
  return validate(signUpShape, input, passwordsMatch("password", "confirmPassword"));
}

export const forgotPasswordShape = { email };
export function validateForgotPassword(input: FormData | Record<string, unknown>) {
  return validate(forgotPasswordShape, input);
}

function resetPasswordShape(rules: PasswordRules) {
  return {
    token: z.string({ error: m.resetLinkInvalid }).min(1, m.resetLinkInvalid),
    password: password(m.passwordRequired, rules),
    confirmPassword,
  };
}
/** A new password set with an emailed link; a staff account's link passes `staffPasswordRules`. */
export function validateResetPassword(
  input: FormData | Record<string, unknown>,
  rules: PasswordRules = passwordRules,
) {
  return validate(resetPasswordShape(rules), input, passwordsMatch("password", "confirmPassword"));
}

function changePasswordShape(rules: PasswordRules) {
  return {
    currentPassword: password(m.currentPasswordRequired),
    newPassword: password(m.passwordRequired, rules),
    confirmPassword,
  };
}
/** A password change; staff accounts pass `staffPasswordRules`. */
export function validateChangePassword(
  input: FormData | Record<string, unknown>,
  rules: PasswordRules = passwordRules,
) {
  return validate(
    changePasswordShape(rules),
    input,
    passwordsMatch("newPassword", "confirmPassword"),
  );
}

export const deleteAccountShape = {
  confirmEmail: requiredText(m.deleteConfirmMismatch).transform((value) => value.toLowerCase()),
  password: password(m.currentPasswordRequired),
};
/** Deleting needs the account's email typed exactly (letter case aside) and the password. */
export function validateDeleteAccount(
  input: FormData | Record<string, unknown>,
  accountEmail: string,
) {
  return validate(deleteAccountShape, input, (values, errors) => {
    const typed = values.confirmEmail;
    if (typeof typed === "string" && typed.trim() !== "") {
      if (typed.trim().toLowerCase() !== accountEmail.toLowerCase()) {
        errors.confirmEmail = m.deleteConfirmMismatch;
      }
    }
  });
}

export const loginTabs = ["signin", "signup"] as const;
export type LoginTab = (typeof loginTabs)[number];

export function parseLoginTab(value: string | null | undefined): LoginTab {
  return value === "signup" ? "signup" : "signin";
}
