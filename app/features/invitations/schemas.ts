import { z } from "zod";
import { roleNames } from "~/features/access/permissions";

// Conform reads empty text (and no ticked box) as no value: the type's message is the first one.
/** What an inviter fills in on the admin form. */
export const createInvitationSchema = z.object({
  email: z
    .string({ error: "Please enter a valid email address." })
    .trim()
    .max(254)
    .pipe(z.email({ error: "Please enter a valid email address." }))
    .transform((value) => value.toLowerCase()),
  roles: z
    .array(z.string(), { error: "Please choose at least one role." })
    .min(1, "Please choose at least one role.")
    // Checked as a whole so that the message shows next to the roles, not a single box.
    .refine(
      (roles) => roles.every((role) => (roleNames as readonly string[]).includes(role)),
      "Please choose roles from the list.",
    )
    .pipe(z.array(z.enum(roleNames)))
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

export type CreateInvitation = z.output<typeof createInvitationSchema>;
