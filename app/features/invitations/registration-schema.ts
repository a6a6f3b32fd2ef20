import * as z from "zod/mini";
import { invitationMessages as m } from "./messages";

// zod/mini: the registration form runs this in the browser too (ADR 042).

/** Staff passwords: 12 characters at least, not the spec's 6 (ADR 029). */
export const invitationPasswordRules = { min: 12, max: 128 } as const;

/** The fields in the order the form shows them. */
const registrationFields = ["firstName", "lastName", "password", "confirmPassword"] as const;

const name = z
  .string({ error: m.required })
  .check(
    z.trim(),
    z.minLength(1, m.required),
    z.maxLength(100, "Please use at most 100 characters."),
  );

/**
 * The invitation registration rules, in the browser (nothing is sent while one fails) and in the
 * action. The mismatch is checked once every field is valid.
 */
export const registrationSchema = z
  .object({
    firstName: name,
    lastName: name,
    password: z
      .string({ error: m.required })
      .check(
        z.minLength(invitationPasswordRules.min, m.passwordTooShort),
        z.maxLength(
          invitationPasswordRules.max,
          `Password must be at most ${invitationPasswordRules.max} characters long.`,
        ),
      ),
    confirmPassword: z.string({ error: m.required }),
  })
  .check(
    z.refine((values) => values.password === values.confirmPassword, {
      error: m.passwordsDoNotMatch,
      path: ["confirmPassword"],
    }),
  );

export type RegistrationInput = z.output<typeof registrationSchema>;

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
