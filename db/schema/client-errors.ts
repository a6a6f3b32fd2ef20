import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Errors visitors' browsers met on our pages (a render failure, or a route error raised in the
 * browser), reported by app/features/client-errors and shown to admins on the dashboard. Only
 * what helps find the fault: no query strings, no addresses; kept as long as server logs.
 */
export const clientErrors = pgTable(
  "client_errors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ["render", "route"] }).notNull(),
    message: text("message").notNull(),
    stack: text("stack"),
    componentStack: text("component_stack"),
    /** The page's path without its query string or fragment. */
    path: text("path").notNull(),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("client_errors_created_idx").on(table.createdAt.desc())],
);

export type ClientErrorRow = typeof clientErrors.$inferSelect;
