import type { Queryable } from "~/lib/db.server";
import { auditLog } from "../../../db/schema/index.ts";

export interface AuditActor {
  id: string;
  email: string;
}

export interface AuditEntry {
  /** "{entity}.{verb}", e.g. "post.publish", "application.status". */
  action: string;
  entityType: string;
  entityId?: string | null;
  /** One sentence a person reads in the log, e.g. "Published “Zero-downtime deploys”". */
  summary: string;
  /** Only the fields that changed, before and after. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Records a staff action. Call it with the transaction that makes the change, so the log holds
 * exactly the changes that happened.
 */
export async function recordAudit(db: Queryable, actor: AuditActor, entry: AuditEntry) {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    summary: entry.summary,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** The fields whose values differ between two versions of a row, as before / after pairs. */
export function changedFields<Row extends Record<string, unknown>>(
  before: Row,
  after: Partial<Row>,
): { before: Partial<Row>; after: Partial<Row> } | null {
  const was: Partial<Row> = {};
  const now: Partial<Row> = {};
  for (const key of Object.keys(after) as (keyof Row)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key];
      now[key] = after[key];
    }
  }
  return Object.keys(now).length > 0 ? { before: was, after: now } : null;
}
