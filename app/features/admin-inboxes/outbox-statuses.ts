import type { EmailOutboxRow } from "../../../db/schema/email.ts";

export type OutboxStatus = EmailOutboxRow["status"];

// Listed here, not imported from the schema, so the browser bundle stays free of drizzle.
export const outboxStatuses = [
  "pending",
  "sending",
  "sent",
  "failed",
  "suppressed",
] as const satisfies readonly OutboxStatus[];

/** The `?status=` filter, or null for every status. */
export function parseOutboxStatus(value: string | null): OutboxStatus | null {
  return outboxStatuses.find((status) => status === value) ?? null;
}
