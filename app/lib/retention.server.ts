import { sql } from "drizzle-orm";
import { type Db, type Queryable, withDbRetry } from "./db.server.ts";
import { errorFields, logger } from "./logger.server.ts";
import { retention } from "./retention.ts";

/** What an old email's subject reads once its message is removed. */
export const removedMailSubject = `Message removed after ${retention.emailCopyMonths} months`;

/** Counters and one-time rows past any use: the longest rate-limit window and lockout are shorter. */
const housekeepingAge = sql`interval '1 day'`;

export type RetentionReport = Record<
  | "analyticsEvents"
  | "emailMessages"
  | "leads"
  | "contactMessages"
  | "clientErrors"
  | "sessions"
  | "verifications"
  | "rateLimits"
  | "requestLimits"
  | "signInFailures",
  number
>;

const count = (result: unknown) => (result as { rows: unknown[] }).rows.length;
const months = (value: number) => sql`${value}::int * interval '1 month'`;

/** Deletes (or, for sent email, empties) what the privacy policy no longer lets us keep at `now`. */
async function removeExpired(tx: Queryable, now: Date): Promise<RetentionReport> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const lastExchange = sql`greatest(created_at, handled_at)`;
  return {
    analyticsEvents: count(
      await tx.execute(sql`delete from analytics_events
        where created_at < ${at} - ${months(retention.analyticsEventMonths)} returning id`),
    ),
    emailMessages: count(
      await tx.execute(sql`update email_outbox
        set subject = ${removedMailSubject}, html = '', text = '', reply_to = null
        where status in ('sent', 'failed') and text <> ''
          and coalesce(sent_at, created_at) < ${at} - ${months(retention.emailCopyMonths)}
        returning id`),
    ),
    leads: count(
      await tx.execute(sql`delete from leads
        where ${lastExchange} < ${at} - ${months(retention.enquiryMonths)} returning id`),
    ),
    contactMessages: count(
      await tx.execute(sql`delete from contact_messages
        where ${lastExchange} < ${at} - ${months(retention.enquiryMonths)} returning id`),
    ),
    clientErrors: count(
      await tx.execute(sql`delete from client_errors
        where created_at < ${at} - ${retention.logDays}::int * interval '1 day' returning id`),
    ),
    sessions: count(
      await tx.execute(sql`delete from session where expires_at < ${at} returning id`),
    ),
    verifications: count(
      await tx.execute(sql`delete from verification where expires_at < ${at} returning id`),
    ),
    rateLimits: count(
      await tx.execute(sql`delete from rate_limit
        where last_request < extract(epoch from ${at} - ${housekeepingAge}) * 1000 returning id`),
    ),
    requestLimits: count(
      await tx.execute(sql`delete from request_limits
        where window_start < ${at} - ${housekeepingAge} returning key`),
    ),
    signInFailures: count(
      await tx.execute(sql`delete from sign_in_failures
        where last_failure_at < ${at} - ${housekeepingAge}
          and (locked_until is null or locked_until < ${at}) returning key`),
    ),
  };
}

/** The advisory lock one instance holds while it runs the rules (the migrations use 7_324_119). */
export const retentionLockKey = 7_324_120;
const lastRunKey = "retention.last-run";
const runEvery = sql`interval '1 day'`;

/**
 * Runs the retention rules if a day has passed since the last run on any instance. The
 * transaction-scoped advisory lock lets one instance run at a time (the others skip, they do not
 * wait); the last run's time in app_meta keeps the rest from repeating it. Null when skipped.
 */
export async function enforceRetentionIfDue(db: Db, now = new Date()) {
  return db.transaction(async (tx) => {
    const lock = await tx.execute(
      sql`select pg_try_advisory_xact_lock(${retentionLockKey}) as acquired`,
    );
    if (!(lock as unknown as { rows: { acquired: boolean }[] }).rows[0]?.acquired) return null;
    const due = await tx.execute(sql`select 1 from app_meta
      where key = ${lastRunKey} and (value #>> '{}')::timestamptz > ${now.toISOString()}::timestamptz - ${runEvery}`);
    if (count(due) > 0) return null;
    const report = await removeExpired(tx, now);
    await tx.execute(sql`insert into app_meta (key, value, updated_at)
      values (${lastRunKey}, to_jsonb(${now.toISOString()}::text), now())
      on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`);
    return report;
  });
}

/** Checks hourly whether the daily run is due; `stop` waits for a check in flight. */
export function startRetentionJob(db: Db, { checkEveryMs = 60 * 60_000 } = {}) {
  let running: Promise<void> = Promise.resolve();
  const check = () => {
    running = withDbRetry(() => enforceRetentionIfDue(db))
      .then((report) => {
        if (report) logger.info("retention rules applied", report);
      })
      .catch((error) => logger.error("applying the retention rules failed", errorFields(error)));
  };
  // A minute after start, so that starting many instances does not add to their start-up work.
  const first = setTimeout(check, 60_000);
  const timer = setInterval(check, checkEveryMs);
  first.unref?.();
  timer.unref?.();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
