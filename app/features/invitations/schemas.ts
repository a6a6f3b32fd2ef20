import { z } from "zod";
import { roleNames } from "~/features/access/permissions";

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
