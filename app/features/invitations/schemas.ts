import { z } from "zod";
import { roleNames } from "~/features/access/permissions";
import { invitationMessages as m } from "./messages";

/** Staff passwords: 12 characters at least, not the spec's 6 (ADR 029). */
export const invitationPasswordRules = { min: 12, max: 128 } as const;

export const registrationFields = ["firstName", "lastName", "password", "confirmPassword"] as const;
export type RegistrationField = (typeof registrationFields)[number];
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

const name = z
  .string({ error: m.required })
  .trim()
  .min(1, m.required)
  .max(100, "Please use at most 100 characters.");

const registrationSchema = z
  .object({
    firstName: name,
    lastName: name,
    password: z
      .string({ error: m.required })
      .min(1, m.required)
      .min(invitationPasswordRules.min, m.passwordTooShort)
      .max(
        invitationPasswordRules.max,
        `Password must be at most ${invitationPasswordRules.max} characters long.`,
      ),
    confirmPassword: z.string({ error: m.required }).min(1, m.required),
  })
  .superRefine((values, ctx) => {
    if (values.password !== values.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: m.passwordsDoNotMatch });
    }
  });

export type RegistrationInput = z.output<typeof registrationSchema>;

export type RegistrationValidation =
  | { ok: true; data: RegistrationInput }
  | { ok: false; fieldErrors: RegistrationErrors };

/** Reads a form's string fields (files and absent fields become undefined). */
function stringsOf(input: FormData | Record<string, unknown>) {
  const entries = input instanceof FormData ? [...input.entries()] : Object.entries(input);
  return Object.fromEntries(
    entries.map(([key, value]) => [key, typeof value === "string" ? value : undefined]),
  );
}

/**
 * The invitation registration rules, in the browser (nothing is sent while one fails) and in the
 * action. One message per field, the first that applies; the mismatch is checked once both
 * passwords are filled in.
 */
export function validateRegistration(
  input: FormData | Record<string, unknown>,
): RegistrationValidation {
  const result = registrationSchema.safeParse(stringsOf(input));
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: RegistrationErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as RegistrationField;
    fieldErrors[field] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}

/** The first message of a failed validation, in the order the form shows its fields. */
export function firstRegistrationError(errors: RegistrationErrors): string | undefined {
  for (const field of registrationFields) if (errors[field]) return errors[field];
  return undefined;
}

/** What an inviter fills in (the admin form, next session). */
export const createInvitationSchema = z.object({
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email({ error: "Please enter a valid email address." }))
    .transform((value) => value.toLowerCase()),
  roles: z
    .array(z.enum(roleNames, { error: "Please choose roles from the list." }))
    .min(1, "Please choose at least one role.")
    .transform((roles) => [...new Set(roles)]),
  message: z
    .string()
    .trim()
    .max(2000, "Please keep the message under 2000 characters.")
    .nullish()
    .transform((value) => value || null),
  expiresInDays: z.coerce
    .number()
    .int()
    .min(1, "An invitation works for 1 to 30 days.")
    .max(30, "An invitation works for 1 to 30 days.")
    .default(7),
});
