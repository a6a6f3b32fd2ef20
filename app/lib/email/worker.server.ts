import { sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { type Db, type Queryable, withDbRetry } from "~/lib/db.server";
import { errorFields, logger } from "~/lib/logger.server";
import { emailDeliveryFailures } from "~/lib/metrics.server";
import { retryDelayMs } from "./backoff.ts";
import { onEmailEnqueued } from "./outbox.server.ts";
import { isSuppressed, unsubscribeUrl } from "./suppressions.server.ts";
import { passwordResetEmail } from "./templates/password-reset.ts";
import { verifyEmail } from "./templates/verify-email.ts";

export interface OutboxWorkerOptions {
  db: Db;
  /** smtp:// or smtps:// URL; without it each email is logged and the outbox is the sink. */
  smtpUrl?: string;
  /** The From header, e.g. "Quillstack <hello@quillstack.dev>". */
  from: string;
  /** Pause between polls when the outbox has nothing due (default 2 s). */
  pollIntervalMs?: number;
  /** Emails claimed per batch (default 10). */
  batchSize?: number;
  /** How long a claimed email stays reserved for this worker (default 5 min). */
  leaseMs?: number;
  /** Delivery attempts before an email is marked failed (default 10). */
  maxAttempts?: number;
  /** Delay before the next attempt after `attempts` failed ones (default 30 s doubling, max 1 h). */
  backoff?: (attempts: number) => number;
  /** Poll in the background (default true); false leaves the calls to runOnce(). */
  autoStart?: boolean;
  /** Signs every email with DKIM when set (DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY). */
  dkim?: { domainName: string; keySelector: string; privateKey: string };
  /** SMTP socket timeouts in ms (defaults: connect 15 s, greeting 15 s, idle socket 60 s). */
  timeouts?: { connectionMs?: number; greetingMs?: number; socketMs?: number };
}

export interface OutboxWorker {
  /** Claims and handles one batch of due emails; resolves to how many were handled. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for the batch in flight. */
  stop(): Promise<void>;
}

/** An outbox row reserved by one worker; (id, attempts) identifies this claim. */
export interface ClaimedEmail {
  id: string;
  template: string;
  toAddress: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  unsubscribable: boolean;
  attempts: number;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Emails someone is waiting for on a screen (an address to confirm, a password to reset): they go
 * out before the others that are due, so a busy outbox (a run of leads and their notifications)
 * does not keep a new candidate from the link they need to apply.
 */
const waitedForTemplates = [verifyEmail.name, passwordResetEmail.name];

/**
 * Reserves up to `batchSize` due emails, those someone waits for first, then the oldest: pending
 * ones whose next attempt is due, and ones left in "sending" by a worker whose lease expired (it
 * stopped mid-delivery). SKIP LOCKED lets several instances claim at once without waiting for or
 * double-claiming each other's rows. Each claim counts as an attempt, so an email that crashes
 * its worker cannot be retried forever.
 */
export async function claimDueEmails(
  db: Queryable,
  { batchSize, leaseMs }: { batchSize: number; leaseMs: number },
): Promise<ClaimedEmail[]> {
  const result = await db.execute(sql`
    with due as (
      select id from email_outbox
      where (status = 'pending' and next_attempt_at <= now())
         or (status = 'sending' and locked_until <= now())
      order by template in (${sql.join(
        waitedForTemplates.map((name) => sql`${name}`),
        sql`, `,
      )}) desc, next_attempt_at, created_at
      limit ${batchSize}
      for update skip locked
    )
    update email_outbox as outbox
    set status = 'sending',
        locked_until = now() + ${leaseMs}::double precision * interval '1 millisecond',
        attempts = outbox.attempts + 1
    from due
    where outbox.id = due.id
    returning outbox.id, outbox.template, outbox.to_address as "toAddress",
      outbox.reply_to as "replyTo", outbox.subject, outbox.html, outbox.text,
      outbox.unsubscribable, outbox.attempts`);
  return rowsOf<ClaimedEmail>(result);
}

/** Each update below applies only while the claim is still ours (not reclaimed after a lease expiry). */
const stillClaimed = (claim: ClaimedEmail) =>
  sql`id = ${claim.id} and status = 'sending' and attempts = ${claim.attempts}`;

export async function markSent(
  db: Queryable,
  claim: ClaimedEmail,
  messageId: string,
): Promise<boolean> {
  const result = await db.execute(sql`
    update email_outbox
    set status = 'sent', sent_at = now(), locked_until = null, message_id = ${messageId}
    where ${stillClaimed(claim)}
    returning id`);
  return rowsOf(result).length > 0;
}

/** Records a failed attempt: retry after `delayMs`, or give up (status failed) when `delayMs` is null. */
export async function markAttemptFailed(
  db: Queryable,
  claim: ClaimedEmail,
  error: string,
  delayMs: number | null,
): Promise<boolean> {
  const result =
    delayMs === null
      ? await db.execute(sql`
          update email_outbox
          set status = 'failed', locked_until = null, last_error = ${error}
          where ${stillClaimed(claim)}
          returning id`)
      : await db.execute(sql`
          update email_outbox
          set status = 'pending', locked_until = null, last_error = ${error},
              next_attempt_at = now() + ${delayMs}::double precision * interval '1 millisecond'
          where ${stillClaimed(claim)}
          returning id`);
  return rowsOf(result).length > 0;
}

/** Not sent: the recipient is on the suppression list. */
export async function markSuppressed(db: Queryable, claim: ClaimedEmail): Promise<boolean> {
  const result = await db.execute(sql`
    update email_outbox
    set status = 'suppressed', locked_until = null,
        last_error = 'Not sent: the address is on the suppression list'
    where ${stillClaimed(claim)}
    returning id`);
  return rowsOf(result).length > 0;
}

/** Hands an unattempted claim back (its attempt is not counted). */
export async function releaseClaim(db: Queryable, claim: ClaimedEmail): Promise<boolean> {
  const result = await db.execute(sql`
    update email_outbox
    set status = 'pending', locked_until = null, attempts = attempts - 1
    where ${stillClaimed(claim)}
    returning id`);
  return rowsOf(result).length > 0;
}

interface SmtpError {
  code?: string;
  responseCode?: number;
  message?: string;
}

/**
 * Runs a claimed email's database step, waiting out an outage of up to ~30 s: a step that failed
 * leaves the email reserved until its lease expires (minutes), and a mail the SMTP server accepted
 * but not recorded as sent would then be sent again.
 */
const throughOutage = <T>(step: () => Promise<T>) =>
  withDbRetry(step, { attempts: 8, baseDelayMs: 250 });

/** A recipient the server refuses permanently (5xx on RCPT) will not be accepted by retrying. */
export function isPermanentSmtpFailure(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as SmtpError;
  return code === "EENVELOPE" && typeof responseCode === "number" && responseCode >= 500;
}

export function describeSmtpError(error: unknown): string {
  const { code, message } = (error ?? {}) as SmtpError;
  const text = typeof message === "string" ? message : String(error);
  return (code ? `[${code}] ${text}` : text).slice(0, 2000);
}

/** The domain of the From address, for Message-IDs. */
function senderDomain(from: string): string {
  return /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
}

/**
 * How long after an enqueue the worker looks for it: an email is usually written inside the
 * transaction of its business row, which commits within this time; one still uncommitted then
 * goes with the next poll.
 */
const nudgeDelayMs = 100;

/**
 * Starts the worker that delivers the outbox. All state lives in the table, so a restarted worker
 * simply continues: pending rows are due, rows left "sending" are reclaimed when their lease ends.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const {
    db,
    smtpUrl,
    from,
    pollIntervalMs = 2000,
    batchSize = 10,
    leaseMs = 5 * 60_000,
    maxAttempts = 10,
    backoff = retryDelayMs,
    autoStart = true,
    timeouts = {},
    dkim,
  } = options;
  const transport = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        // One connection kept open and reused (up to 100 messages), not a new connection,
        // greeting and TLS handshake per email: a backlog drains several times faster.
        pool: true,
        maxConnections: 1,
        connectionTimeout: timeouts.connectionMs ?? 15_000,
        greetingTimeout: timeouts.greetingMs ?? 15_000,
        socketTimeout: timeouts.socketMs ?? 60_000,
        dkim,
      })
    : undefined;
  const domain = senderDomain(from);

  async function deliver(claim: ClaimedEmail): Promise<void> {
    if (claim.attempts > maxAttempts) {
      // Only reachable when earlier claims never finished (the worker died during delivery).
      await throughOutage(() =>
        markAttemptFailed(
          db,
          claim,
          `gave up after ${maxAttempts} attempts; the last ones did not finish`,
          null,
        ),
      );
      logger.error("email delivery abandoned", { id: claim.id, template: claim.template });
      return;
    }
    if (claim.unsubscribable && (await throughOutage(() => isSuppressed(db, claim.toAddress)))) {
      await throughOutage(() => markSuppressed(db, claim));
      logger.info("email not sent: the address is suppressed", {
        id: claim.id,
        template: claim.template,
      });
      return;
    }
    if (!transport) {
      logger.info("email kept in the outbox (SMTP_URL is not set)", {
        id: claim.id,
        to: claim.toAddress,
        subject: claim.subject,
        template: claim.template,
      });
      await throughOutage(() => markSent(db, claim, "logged"));
      return;
    }
    let messageId: string;
    try {
      const info = await transport.sendMail({
        from,
        to: claim.toAddress,
        replyTo: claim.replyTo ?? undefined,
        subject: claim.subject,
        html: claim.html,
        text: claim.text,
        // A stable Message-ID lets receivers drop a duplicate should a delivery ever be repeated.
        messageId: `<${claim.id}@${domain}>`,
        headers: {
          "X-Outbox-Id": claim.id,
          // RFC 8058: mail clients offer an unsubscribe button that posts to the link.
          ...(claim.unsubscribable && {
            "List-Unsubscribe": `<${unsubscribeUrl(claim.toAddress)}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          }),
        },
      });
      messageId = String(info.messageId ?? `<${claim.id}@${domain}>`);
    } catch (error) {
      const message = describeSmtpError(error);
      const giveUp = isPermanentSmtpFailure(error) || claim.attempts >= maxAttempts;
      const delayMs = giveUp ? null : backoff(claim.attempts);
      await throughOutage(() => markAttemptFailed(db, claim, message, delayMs));
      const fields = {
        id: claim.id,
        template: claim.template,
        attempts: claim.attempts,
        error: message,
      };
      emailDeliveryFailures.inc({ outcome: giveUp ? "given_up" : "retrying" });
      if (giveUp) logger.error("email delivery failed for good", fields);
      else logger.warn("email delivery failed; will retry", { ...fields, retryInMs: delayMs });
      return;
    }
    const recorded = await throughOutage(() => markSent(db, claim, messageId));
    if (!recorded) {
      logger.warn("email sent after its lease expired", { id: claim.id, template: claim.template });
    }
    logger.info("email sent", { id: claim.id, template: claim.template, messageId });
  }

  async function processBatch(): Promise<number> {
    const claims = await claimDueEmails(db, { batchSize, leaseMs });
    const claimedAt = Date.now();
    let handled = 0;
    for (const claim of claims) {
      // Never start a delivery that might outlive the lease (another worker could take it over),
      // nor one after stop(): handed back, the email goes out from another instance now, not
      // after the lease.
      if (stopped || Date.now() - claimedAt > leaseMs / 2) {
        await releaseClaim(db, claim);
        continue;
      }
      try {
        await deliver(claim);
      } catch (error) {
        // Typically the database went away; the lease expires and the email is retried.
        logger.error("email outbox update failed", { id: claim.id, ...errorFields(error) });
      }
      handled++;
    }
    return handled;
  }

  let queue: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function runOnce(): Promise<number> {
    const run = queue.then(processBatch);
    queue = run.catch(() => {});
    return run;
  }

  async function tick() {
    timer = undefined;
    if (stopped) return;
    let handled = 0;
    try {
      handled = await runOnce();
    } catch (error) {
      logger.error("email outbox poll failed", errorFields(error));
    }
    if (stopped) return;
    schedule(handled >= batchSize ? 0 : pollIntervalMs);
  }

  let dueAt = Number.POSITIVE_INFINITY;
  /** Runs the next batch in `delayMs`, or keeps the earlier run already planned. */
  function schedule(delayMs: number) {
    if (stopped) return;
    if (timer && dueAt <= Date.now() + delayMs) return;
    if (timer) clearTimeout(timer);
    dueAt = Date.now() + delayMs;
    timer = setTimeout(tick, delayMs);
    timer.unref?.();
  }

  let stopNudges = () => {};
  if (autoStart) {
    schedule(0);
    stopNudges = onEmailEnqueued(() => schedule(nudgeDelayMs));
  }
  logger.info("email outbox worker started", {
    delivery: transport ? "smtp" : "log",
    pollIntervalMs: autoStart ? pollIntervalMs : undefined,
  });

  return {
    runOnce,
    async stop() {
      stopped = true;
      stopNudges();
      if (timer) clearTimeout(timer);
      timer = undefined;
      await queue;
      transport?.close();
    },
  };
}
