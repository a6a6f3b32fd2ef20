import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

export const invitationStatuses = ["pending", "accepted", "revoked", "expired"] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

/**
 * Staff invitations (spec part 3: user_invitations). The emailed token is never stored: only its
 * sha-256, so a database leak does not leak working links. `roles` holds user_roles names.
 * A pending row past `expires_at` reads as expired (see features/invitations/status.ts).
 */
export const userInvitations = pgTable(
  "user_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    roles: text("roles").array().notNull().default(sql`'{}'::text[]`),
    message: text("message"),
    tokenHash: text("token_hash").notNull(),
    status: text("status", { enum: invitationStatuses }).notNull().default("pending"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    invitedBy: text("invited_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedUserId: text("accepted_user_id").references(() => user.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("user_invitations_token_hash_idx").on(table.tokenHash),
    index("user_invitations_email_idx").on(table.email),
  ],
);

export type InvitationRow = typeof userInvitations.$inferSelect;
