import { count, desc, eq, sql } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/features/audit/audit.server";
import { onPage } from "~/lib/admin-paging";
import { getDb, type Queryable, withDbRetry } from "~/lib/db.server";
import { retention } from "~/lib/retention";
import { emailOutbox } from "../../../db/schema/index.ts";
import { type OutboxStatus, outboxStatuses } from "./outbox-statuses";

/** One email as the outbox table shows it: never its HTML body. Dates are ISO strings. */
export interface OutboxListRow {
  id: string;
  toAddress: string;
  subject: string;
  template: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  sentAt: string | null;
  createdAt: string;
}

export async function outboxCounts(db: Queryable): Promise<Record<OutboxStatus, number>> {
  const rows = await db
    .select({ status: emailOutbox.status, total: count() })
    .from(emailOutbox)
    .groupBy(emailOutbox.status);
  const counts = Object.fromEntries(outboxStatuses.map((status) => [status, 0])) as Record<
    OutboxStatus,
    number
  >;
  for (const row of rows) counts[row.status] = Number(row.total);
  return counts;
}

/** The newest emails first, one page, optionally of one status. */
export async function listOutbox(
  db: Queryable,
  { status, page }: { status: OutboxStatus | null; page: number },
): Promise<OutboxListRow[]> {
  const query = db
    .select({
      id: emailOutbox.id,
      toAddress: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      template: emailOutbox.template,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      nextAttemptAt: emailOutbox.nextAttemptAt,
      sentAt: emailOutbox.sentAt,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .where(status ? eq(emailOutbox.status, status) : undefined)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .$dynamic();
  const rows = await onPage(query, page);
  return rows.map((row) => ({
    ...row,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

export type RetryResult =
  | { ok: true; toAddress: string }
  | { ok: false; status: 404 | 409; error: string };

/**
 * Queues a failed email again, due now. The worker gives up on a claim past its attempt limit,
 * so the count starts over; the attempts made so far are added up in the row's metadata (and the
 * audit log) so the history is not lost. The last error stays until the next attempt.
 */
export function retryEmail(id: string, actor: AuditActor): Promise<RetryResult> {
  return withDbRetry(() =>
    getDb().transaction(async (tx): Promise<RetryResult> => {
      const [row] = await tx
        .select({
          toAddress: emailOutbox.toAddress,
          subject: emailOutbox.subject,
          status: emailOutbox.status,
          attempts: emailOutbox.attempts,
          text: emailOutbox.text,
        })
        .from(emailOutbox)
        .where(eq(emailOutbox.id, id))
        .for("update");
      if (!row) return { ok: false, status: 404, error: "This email is no longer in the outbox." };
      if (!row.text) {
        return {
          ok: false,
          status: 409,
          error: `This email's message was removed after ${retention.emailCopyMonths} months; it cannot be sent again.`,
        };
      }
      if (row.status !== "failed") {
        return {
          ok: false,
          status: 409,
          error: `Only failed emails can be retried; this one is ${row.status}.`,
        };
      }
      await tx
        .update(emailOutbox)
        .set({
          status: "pending",
          attempts: 0,
          nextAttemptAt: sql`now()`,
          lockedUntil: null,
          metadata: sql`${emailOutbox.metadata} || jsonb_build_object('earlierAttempts',
            coalesce((${emailOutbox.metadata}->>'earlierAttempts')::int, 0) + ${row.attempts}::int)`,
        })
        .where(eq(emailOutbox.id, id));
      await recordAudit(tx, actor, {
        action: "outbox.retry",
        entityType: "email_outbox",
        entityId: id,
        summary: `Retried the email “${row.subject}” to ${row.toAddress}`,
        before: { status: row.status, attempts: row.attempts },
        after: { status: "pending", attempts: 0 },
      });
      return { ok: true, toAddress: row.toAddress };
    }),
  );
}
