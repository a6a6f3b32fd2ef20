import * as z from "zod/mini";
import { mfaMessages } from "./mfa";
import { passkeyMessages, passkeyNameMaxLength } from "./passkeys";

// The security page's forms (/admin/security), checked on the server only: the page loads no
// schema and no Conform form state (serverCheckedForm, ADR 042). Empty text arrives as no value.

/** The password typed again before setting up or changing the second factor. */
export const passwordConfirmSchema = z.object({
  password: z.string({ error: mfaMessages.passwordRequired }),
});

/** The 6-digit code from the authenticator app, spaces taken out (apps show "123 456"). */
export const setupCodeSchema = z.object({
  code: z
    .pipe(
      z.string({ error: mfaMessages.wrongCode }),
      z.transform((code) => code.replace(/\s+/g, "")),
    )
    .check(z.regex(/^\d{6}$/, mfaMessages.wrongCode)),
});

/** The name of a passkey being added, and the browser's answer to the ceremony. */
export const addPasskeySchema = z.object({
  name: z
    .string({ error: passkeyMessages.nameRequired })
    .check(
      z.trim(),
      z.minLength(1, passkeyMessages.nameRequired),
      z.maxLength(passkeyNameMaxLength, passkeyMessages.nameTooLong),
    ),
  response: z.optional(z.string()),
});
