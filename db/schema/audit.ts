import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

/**
 * Staff actions (issue 7): who did what to which row, and the values before and after where a
 * status or field changed. The actor's email is copied so the record outlives the account.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    /** "{entity}.{verb}", e.g. "post.publish", "application.status". */
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    /** One human sentence for the log view. */
    summary: text("summary").notNull(),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("audit_log_created_idx").on(table.createdAt.desc()),
    index("audit_log_entity_idx").on(table.entityType, table.entityId, table.createdAt.desc()),
    index("audit_log_actor_idx").on(table.actorId, table.createdAt.desc()),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
