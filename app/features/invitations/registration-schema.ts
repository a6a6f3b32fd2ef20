import * as z from "zod/mini";
import { invitationMessages as m } from "./messages";
import { invitationPasswordRules } from "./registration-checks";

// The action's parse; the form checks in the browser with registration-checks.ts, without zod.

const name = z
  .string({ error: m.required })
  .check(
    z.trim(),
    z.minLength(1, m.required),
    z.maxLength(100, "Please use at most 100 characters."),
  );

/** The invitation registration rules. The mismatch is checked once every field is valid. */
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
