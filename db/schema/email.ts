import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    template: text("template").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    replyTo: text("reply_to"),
    /** Mail the recipient did not ask for: it carries an unsubscribe link and honours suppressions. */
    unsubscribable: boolean("unsubscribable").notNull().default(false),
    status: text("status", { enum: ["pending", "sending", "sent", "failed", "suppressed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    messageId: text("message_id"),
    metadata: jsonb("metadata")
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("email_outbox_due_idx").on(table.status, table.nextAttemptAt)],
);

export type EmailOutboxRow = typeof emailOutbox.$inferSelect;

/**
 * Addresses that get no more mail they did not ask for (app/lib/email/suppressions.server.ts):
 * they unsubscribed, or their mail server reported a permanent bounce or a complaint.
 */
export const emailSuppressions = pgTable("email_suppressions", {
  /** Trimmed and lower-cased. */
  email: text("email").primaryKey(),
  reason: text("reason", { enum: ["unsubscribed", "bounced", "complained"] }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
