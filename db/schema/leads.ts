import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

/** Staff follow-up on a lead or contact message (the staff inboxes, issue 7). */
const followUp = {
  /** The staff member who takes care of it. */
  assignedTo: text("assigned_to").references(() => user.id, { onDelete: "set null" }),
  handledAt: timestamp("handled_at", { withTimezone: true }),
  handledBy: text("handled_by").references(() => user.id, { onDelete: "set null" }),
};

/** The visitor's cookie choice at the time, when the browser told us (see app/features/consent). */
export interface LeadConsent {
  essential: true;
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
}

/** Email addresses left on the marketing site (hero capture, services subscribe). */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Trimmed and lower-cased. */
    email: text("email").notNull(),
    /** Where it was left: "landing-page", "services-hero", ... */
    source: text("source").notNull(),
    consent: jsonb("consent").$type<LeadConsent>(),
    /** sha256 of the client address and AUTH_SECRET; never the address itself. */
    ipHash: text("ip_hash"),
    userAgent: text("user_agent"),
    ...followUp,
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("leads_email_source_created_idx").on(table.email, table.source, table.createdAt),
    index("leads_created_idx").on(table.createdAt.desc()),
  ],
);

export const contactMessageStatuses = ["new", "read", "answered", "archived"] as const;

/** Messages from the Contact Us form (contact page, landing page, enquiry dialog). */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    /** A service slug: one of the form's options or a page-specific default. */
    service: text("service"),
    message: text("message").notNull(),
    status: text("status", { enum: contactMessageStatuses }).notNull().default("new"),
    ipHash: text("ip_hash"),
    ...followUp,
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("contact_messages_created_idx").on(table.createdAt)],
);

/** First-party analytics events, recorded only with the visitor's analytics consent. */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    properties: jsonb("properties")
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    path: text("path"),
    /** A random id the browser keeps in localStorage; not linked to any account. */
    anonymousId: text("anonymous_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("analytics_events_created_idx").on(table.createdAt)],
);

/** Fixed-window request counters shared by every instance (app/lib/rate-limit.server.ts). */
export const requestLimits = pgTable(
  "request_limits",
  {
    /** "{bucket}:{hashed client}" */
    key: text("key").primaryKey(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
  },
  (table) => [index("request_limits_window_idx").on(table.windowStart)],
);

export type LeadRow = typeof leads.$inferSelect;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;
