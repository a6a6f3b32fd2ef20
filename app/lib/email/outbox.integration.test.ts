import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { appMeta, emailOutbox } from "../../../db/schema/index.ts";
import { createSmtpSink, type SmtpSink, startSmtpSink } from "../../../tests/support/smtp-sink.ts";
import { testDatabaseKind, truncate } from "../../../tests/support/test-database.ts";
import { setUpTestDatabase } from "../../../tests/support/test-database-hooks.ts";
import { type Database, openDatabase } from "../db.server.ts";
import { logger } from "../logger.server.ts";
import { metricsRegistry } from "../metrics.server.ts";
import { type EmailMessage, enqueueEmail } from "./outbox.server.ts";
import { renderEmail } from "./render.server.ts";
import type { Brand } from "./templates/layout.ts";
import { notificationEmail } from "./templates/notification.ts";
import { passwordResetEmail } from "./templates/password-reset.ts";
import { verifyEmail } from "./templates/verify-email.ts";
import {
  claimDueEmails,
  markAttemptFailed,
  markSent,
  releaseClaim,
  startOutboxWorker,
} from "./worker.server.ts";

const brand: Brand = {
  name: "Quillstack",
  legalName: "Quillstack Technologies Pvt. Ltd.",
  email: "hello@quillstack.dev",
  siteUrl: "https://quillstack.dev",
};
const from = "Quillstack <hello@quillstack.dev>";

function message(to = "ada@example.com", subject = "Hello Ada"): EmailMessage {
  return {
    to,
    replyTo: "team@quillstack.dev",
    metadata: { test: true },
    ...renderEmail(
      notificationEmail,
      { subject, name: "Ada", message: `Your <script>alert(1)</script> update — ${subject}` },
      brand,
    ),
  };
}

const database = setUpTestDatabase();
const sinks: SmtpSink[] = [];
const stops: Array<() => Promise<void>> = [];

async function sinkFor(options: Parameters<typeof createSmtpSink>[0] = {}, start = true) {
  const sink = start ? await startSmtpSink(options) : await createSmtpSink(options);
  sinks.push(sink);
  return sink;
}

function worker(options: Partial<Parameters<typeof startOutboxWorker>[0]> = {}) {
  const instance = startOutboxWorker({ db: database().db, from, autoStart: false, ...options });
  stops.push(() => instance.stop());
  return instance;
}

async function row(id: string) {
  const [found] = await database().db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!found) throw new Error(`outbox row ${id} is missing`);
  return found;
}

/** Pretends the retry delay has passed. */
async function makeDue(id: string) {
  await database().db.execute(
    sql`update email_outbox set next_attempt_at = now() where id = ${id} and status = 'pending'`,
  );
}

async function until(condition: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeEach(async () => {
  await truncate(database(), "email_outbox");
  vi.spyOn(logger, "info").mockImplementation(() => {});
  vi.spyOn(logger, "warn").mockImplementation(() => {});
  vi.spyOn(logger, "error").mockImplementation(() => {});
});

afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
  for (const sink of sinks.splice(0)) await sink.stop();
  vi.restoreAllMocks();
});

describe(`email outbox (${testDatabaseKind})`, () => {
  it("is written in the caller's transaction: committed with the business row, rolled back with it", async () => {
    const committedKey = `outbox-${randomUUID()}`;
    const { id } = await database().db.transaction(async (tx) => {
      await tx.insert(appMeta).values({ key: committedKey, value: { ok: true } });
      return enqueueEmail(tx, message());
    });
    const stored = await row(id);
    expect(stored).toMatchObject({
      status: "pending",
      attempts: 0,
      toAddress: "ada@example.com",
      replyTo: "team@quillstack.dev",
      template: "notification",
      subject: "Hello Ada",
      metadata: { test: true },
    });
    expect(stored.html).toContain("&lt;script&gt;");
    expect(stored.text).toContain("<script>alert(1)</script>");

    const rolledBackKey = `outbox-${randomUUID()}`;
    await expect(
      database().db.transaction(async (tx) => {
        await tx.insert(appMeta).values({ key: rolledBackKey, value: { ok: false } });
        await enqueueEmail(tx, message("grace@example.com"));
        throw new Error("the business rule failed after the email was queued");
      }),
    ).rejects.toThrow(/business rule/);
    const all = await database().db.select().from(emailOutbox);
    expect(all.map((email) => email.toAddress)).toEqual(["ada@example.com"]);
    const meta = await database()
      .db.select()
      .from(appMeta)
      .where(inArray(appMeta.key, [committedKey, rolledBackKey]));
    expect(meta.map((entry) => entry.key)).toEqual([committedKey]);
  });

  it("refuses malformed recipients and subjects that could inject headers", async () => {
    await expect(enqueueEmail(database().db, message("not-an-address"))).rejects.toThrow(/to/);
    await expect(
      enqueueEmail(database().db, { ...message(), subject: "Hi\r\nBcc: x@example.com" }),
    ).rejects.toThrow(/subject/);
    expect(await database().db.select().from(emailOutbox)).toHaveLength(0);
  });

  it("without SMTP logs each email (not its body) and keeps it in the outbox as the sink", async () => {
    const { id } = await enqueueEmail(database().db, message("ada@example.com", "Logged only"));
    const outbox = worker();
    expect(await outbox.runOnce()).toBe(1);
    expect(await outbox.runOnce()).toBe(0);
    const stored = await row(id);
    expect(stored).toMatchObject({ status: "sent", messageId: "logged", attempts: 1 });
    expect(stored.sentAt).toBeInstanceOf(Date);
    expect(stored.html.length).toBeGreaterThan(100);

    const info = vi.mocked(logger.info);
    const logged = info.mock.calls.filter(([text]) => text.includes("SMTP_URL"));
    expect(logged).toHaveLength(1);
    expect(logged[0]?.[1]).toEqual({
      id,
      to: "ada@example.com",
      subject: "Logged only",
      template: "notification",
    });
  });

  it("survives a mail server that is down, then delivers exactly once when it is back", async () => {
    const sink = await sinkFor({}, false);
    const outbox = worker({ smtpUrl: sink.url, timeouts: { connectionMs: 2000 } });
    const { id } = await enqueueEmail(database().db, message("ada@example.com", "Über — résumé"));

    const firstTry = Date.now();
    expect(await outbox.runOnce()).toBe(1);
    let stored = await row(id);
    expect(stored.status).toBe("pending");
    expect(stored.attempts).toBe(1);
    expect(stored.lastError).toMatch(/ECONNREFUSED/);
    expect(stored.lockedUntil).toBeNull();
    const firstDelay = stored.nextAttemptAt.getTime() - firstTry;
    expect(firstDelay).toBeGreaterThan(25_000);
    expect(firstDelay).toBeLessThan(35_000);
    expect(await outbox.runOnce()).toBe(0); // not due yet

    await makeDue(id);
    const secondTry = Date.now();
    expect(await outbox.runOnce()).toBe(1);
    stored = await row(id);
    expect(stored.status).toBe("pending");
    expect(stored.attempts).toBe(2);
    const secondDelay = stored.nextAttemptAt.getTime() - secondTry;
    expect(secondDelay).toBeGreaterThan(50_000);
    expect(secondDelay).toBeLessThan(70_000);

    await sink.start();
    await makeDue(id);
    expect(await outbox.runOnce()).toBe(1);
    stored = await row(id);
    expect(stored).toMatchObject({
      status: "sent",
      attempts: 3,
      messageId: `<${id}@quillstack.dev>`,
    });
    expect(stored.sentAt).toBeInstanceOf(Date);
    expect(stored.lastError).toMatch(/ECONNREFUSED/); // history of the last failure is kept

    expect(await outbox.runOnce()).toBe(0);
    expect(sink.messages).toHaveLength(1);
    const [mail] = sink.messages;
    expect(mail?.envelope).toEqual({ from: "hello@quillstack.dev", to: ["ada@example.com"] });
    expect(mail?.subject).toBe("Über — résumé");
    expect(mail?.messageId).toBe(`<${id}@quillstack.dev>`);
    expect(mail?.headers["x-outbox-id"]).toBe(id);
    expect(mail?.headers["reply-to"]).toBe("team@quillstack.dev");
    expect(mail?.html).toContain("Your &lt;script&gt;alert(1)&lt;/script&gt; update");
    expect(mail?.text).toContain("Your <script>alert(1)</script> update — Über — résumé");
  });

  it("a database outage during a delivery delays the email until the database answers, not its lease", async () => {
    const sink = await sinkFor();
    const { id } = await enqueueEmail(database().db, {
      ...message("newsletter@example.com"),
      unsubscribable: true,
    });
    // The real database, whose connection drops twice when the suppression list is read.
    let drops = 2;
    const dropping = new Proxy(database().db, {
      get(target, property, receiver) {
        if (property === "select" && drops > 0) {
          drops--;
          throw Object.assign(new Error("terminating connection due to administrator command"), {
            code: "57P01",
          });
        }
        return Reflect.get(target, property, receiver);
      },
    });
    const outbox = worker({ db: dropping, smtpUrl: sink.url, leaseMs: 10 * 60_000 });

    expect(await outbox.runOnce()).toBe(1);
    expect(drops).toBe(0);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1 });
    expect(sink.messages).toHaveLength(1);
  });

  it("a new worker resumes after a restart: pending rows and expired leases, never live leases", async () => {
    const sink = await sinkFor();
    const crashed = await enqueueEmail(database().db, message("crashed@example.com"));
    const busy = await enqueueEmail(database().db, message("busy@example.com"));
    // A previous instance claimed both and stopped mid-delivery; one lease has run out since.
    const claims = await claimDueEmails(database().db, { batchSize: 10, leaseMs: 60_000 });
    expect(claims.map((claim) => claim.id).sort()).toEqual([crashed.id, busy.id].sort());
    await database().db.execute(
      sql`update email_outbox set locked_until = now() - interval '1 second' where id = ${crashed.id}`,
    );
    const fresh = await enqueueEmail(database().db, message("fresh@example.com"));

    const restarted = worker({ smtpUrl: sink.url });
    expect(await restarted.runOnce()).toBe(2);
    expect(sink.messages.map((mail) => mail.envelope.to[0]).sort()).toEqual([
      "crashed@example.com",
      "fresh@example.com",
    ]);
    expect(await row(crashed.id)).toMatchObject({ status: "sent", attempts: 2 });
    expect(await row(fresh.id)).toMatchObject({ status: "sent", attempts: 1 });
    expect(await row(busy.id)).toMatchObject({ status: "sending", attempts: 1 });

    // The stale claim of the stopped instance can no longer change the row.
    const staleClaim = claims.find((claim) => claim.id === crashed.id);
    if (!staleClaim) throw new Error("missing claim");
    expect(await markSent(database().db, staleClaim, "stale")).toBe(false);
    expect((await row(crashed.id)).messageId).toBe(`<${crashed.id}@quillstack.dev>`);
  });

  it("a claim taken over after its lease expired can no longer change the row", async () => {
    const { id } = await enqueueEmail(database().db, message());
    const [stale] = await claimDueEmails(database().db, { batchSize: 1, leaseMs: 1 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const [current] = await claimDueEmails(database().db, { batchSize: 1, leaseMs: 60_000 });
    if (!stale || !current) throw new Error("expected both claims");
    expect(current).toMatchObject({ id, attempts: 2 });
    expect(await markSent(database().db, stale, "stale")).toBe(false);
    expect(await markAttemptFailed(database().db, stale, "stale failure", 1000)).toBe(false);
    expect(await releaseClaim(database().db, stale)).toBe(false);
    expect(await row(id)).toMatchObject({ status: "sending", attempts: 2, lastError: null });
    expect(await markSent(database().db, current, "<current@quillstack.dev>")).toBe(true);
    expect(await row(id)).toMatchObject({ status: "sent", messageId: "<current@quillstack.dev>" });
  });

  it("a polling worker delivers by itself and stop() waits for the delivery in flight", async () => {
    const sink = await sinkFor({ delayMs: 400 });
    const { id } = await enqueueEmail(database().db, message());
    const outbox = startOutboxWorker({
      db: database().db,
      smtpUrl: sink.url,
      from,
      pollIntervalMs: 50,
    });
    await until(async () => (await row(id)).status === "sending");
    await outbox.stop();
    expect((await row(id)).status).toBe("sent");
    expect(sink.messages).toHaveLength(1);

    // After stop() nothing polls any more.
    const later = await enqueueEmail(database().db, message("later@example.com"));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await row(later.id)).status).toBe("pending");
  });

  it("sends the emails someone waits for first, then the oldest, over one connection", async () => {
    const sink = await sinkFor();
    for (const n of [1, 2, 3]) await enqueueEmail(database().db, message(`lead${n}@example.com`));
    const link = { url: "https://quillstack.dev/link" };
    await enqueueEmail(database().db, {
      to: "reset@example.com",
      ...renderEmail(passwordResetEmail, { ...link, expiresInMinutes: 60 }, brand),
    });
    await enqueueEmail(database().db, {
      to: "candidate@example.com",
      ...renderEmail(verifyEmail, link, brand),
    });

    const delivering = worker({ smtpUrl: sink.url, batchSize: 2 });
    expect(await delivering.runOnce()).toBe(2);
    expect(sink.messages.map((mail) => mail.envelope.to[0])).toEqual([
      "reset@example.com",
      "candidate@example.com",
    ]);
    expect(await delivering.runOnce()).toBe(2);
    expect(await delivering.runOnce()).toBe(1);
    expect(sink.messages.slice(2).map((mail) => mail.envelope.to[0])).toEqual([
      "lead1@example.com",
      "lead2@example.com",
      "lead3@example.com",
    ]);
    expect(sink.connections).toBe(1);
  });

  it("sends an enqueued email at once rather than at the next poll", async () => {
    const sink = await sinkFor();
    const outbox = startOutboxWorker({
      db: database().db,
      smtpUrl: sink.url,
      from,
      pollIntervalMs: 60_000,
    });
    stops.push(() => outbox.stop());
    // Whichever run sends the first, the next poll is then a minute away.
    for (const to of ["first@example.com", "second@example.com"]) {
      const { id } = await enqueueEmail(database().db, message(to));
      await until(async () => (await row(id)).status === "sent", 5_000);
    }
    expect(sink.messages.map((mail) => mail.envelope.to)).toEqual([
      ["first@example.com"],
      ["second@example.com"],
    ]);
  });

  it("marks an email failed at once when the server refuses the recipient permanently", async () => {
    const sink = await sinkFor({ rejectRecipients: ["nobody@example.com"] });
    const outbox = worker({ smtpUrl: sink.url });
    const { id } = await enqueueEmail(database().db, message("nobody@example.com"));
    expect(await outbox.runOnce()).toBe(1);
    const stored = await row(id);
    expect(stored).toMatchObject({ status: "failed", attempts: 1 });
    expect(stored.lastError).toMatch(/550/);
    expect(sink.messages).toHaveLength(0);
  });

  it("gives up after the maximum number of attempts, also when attempts never finished", async () => {
    const sink = await sinkFor({}, false);
    const outbox = worker({ smtpUrl: sink.url, maxAttempts: 2 });
    const { id } = await enqueueEmail(database().db, message());
    expect(await outbox.runOnce()).toBe(1);
    expect((await row(id)).status).toBe("pending");
    await makeDue(id);
    expect(await outbox.runOnce()).toBe(1);
    expect(await row(id)).toMatchObject({ status: "failed", attempts: 2 });
    await makeDue(id);
    expect(await outbox.runOnce()).toBe(0);

    // Two claims that never finished (worker killed twice): the third claim gives up.
    const poison = await enqueueEmail(database().db, message("poison@example.com"));
    for (let crash = 0; crash < 2; crash++) {
      await claimDueEmails(database().db, { batchSize: 10, leaseMs: 1 });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(await outbox.runOnce()).toBe(1);
    const stored = await row(poison.id);
    expect(stored).toMatchObject({ status: "failed", attempts: 3 });
    expect(stored.lastError).toMatch(/did not finish/);
  });

  it("counts each failed delivery in email_delivery_failures_total, retried or given up", async () => {
    const failures = async (outcome: string) => {
      const text = await metricsRegistry.getSingleMetricAsString("email_delivery_failures_total");
      return Number(new RegExp(`outcome="${outcome}"} (\\d+)`).exec(text)?.[1] ?? 0);
    };
    const [retryingBefore, givenUpBefore] = [
      await failures("retrying"),
      await failures("given_up"),
    ];
    // A mail server that is not there: the connection is refused.
    const outbox = worker({ smtpUrl: (await sinkFor({}, false)).url, maxAttempts: 2 });
    const { id } = await enqueueEmail(database().db, message());
    expect(await outbox.runOnce()).toBe(1);
    expect(await failures("retrying")).toBe(retryingBefore + 1);
    expect(await failures("given_up")).toBe(givenUpBefore);
    await makeDue(id);
    expect(await outbox.runOnce()).toBe(1);
    expect(await failures("given_up")).toBe(givenUpBefore + 1);
    expect(await failures("retrying")).toBe(retryingBefore + 1);
  });

  describe("several instances sharing one database", () => {
    let second: Database;
    let secondDir: string | undefined;

    beforeAll(async () => {
      if (database().url) {
        // A separate connection pool, as another app instance would have.
        secondDir = mkdtempSync(path.join(tmpdir(), "outbox-second-"));
        second = openDatabase({ databaseUrl: database().url, dataDir: secondDir, poolSize: 4 });
      } else {
        second = database(); // PGlite is single-process: both workers share the one connection.
      }
    });

    afterAll(async () => {
      if (second !== database()) await second.close();
      if (secondDir) rmSync(secondDir, { recursive: true, force: true });
    });

    it("concurrent claims never hand the same email to two workers", async () => {
      const ids = new Set<string>();
      for (let index = 0; index < 24; index++) {
        ids.add((await enqueueEmail(database().db, message(`claim${index}@example.com`))).id);
      }
      const batches = await Promise.all(
        [database().db, second.db, database().db, second.db].map((db) =>
          claimDueEmails(db, { batchSize: 8, leaseMs: 60_000 }),
        ),
      );
      const claimed = batches.flat().map((claim) => claim.id);
      expect(claimed).toHaveLength(24);
      expect(new Set(claimed)).toEqual(ids);
    });

    it("two polling workers deliver each email exactly once", async () => {
      const sink = await sinkFor();
      const ids: string[] = [];
      for (let index = 0; index < 30; index++) {
        ids.push((await enqueueEmail(database().db, message(`lead${index}@example.com`))).id);
      }
      const options = { smtpUrl: sink.url, from, pollIntervalMs: 10, batchSize: 3 };
      const first = startOutboxWorker({ db: database().db, ...options });
      const other = startOutboxWorker({ db: second.db, ...options });
      stops.push(
        () => first.stop(),
        () => other.stop(),
      );

      await until(async () => {
        const [counted] = await database()
          .db.select({ sent: sql<number>`count(*)::int` })
          .from(emailOutbox)
          .where(eq(emailOutbox.status, "sent"));
        return counted?.sent === 30;
      });
      await Promise.all([first.stop(), other.stop()]);

      expect(sink.messages).toHaveLength(30);
      const delivered = sink.messages.map((mail) => mail.headers["x-outbox-id"]);
      expect(new Set(delivered)).toEqual(new Set(ids));
      const rows = await database().db.select().from(emailOutbox);
      expect(rows.every((stored) => stored.status === "sent" && stored.attempts === 1)).toBe(true);
    });
  });
});
