// The daily retention run against the tier's database, with the clock moved forward: what the
// privacy policy promises to remove is gone, everything younger stays.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { privacyPolicy } from "~/content/legal/privacy-policy";
import {
  analyticsEvents,
  appMeta,
  clientErrors,
  contactMessages,
  emailOutbox,
  leads,
  rateLimit,
  requestLimits,
  session,
  signInFailures,
  verification,
} from "../../db/schema/index.ts";
import { createUser } from "../../tests/support/careers-data.ts";
import { openTestDatabase, testDatabaseKind } from "../../tests/support/test-database.ts";
import type { Database } from "./db.server.ts";
import { enqueueEmail } from "./email/outbox.server.ts";
import { enforceRetentionIfDue, removedMailSubject, retentionLockKey } from "./retention.server.ts";
import { retention } from "./retention.ts";

const day = 24 * 60 * 60_000;
const start = new Date("2026-01-15T09:00:00Z");
const monthsAfter = (months: number, from = start) => {
  const moved = new Date(from);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  return moved;
};
const daysAfter = (days: number, from = start) => new Date(from.getTime() + days * day);

let database: Database & { cleanup(): Promise<void> };
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.cleanup());

const ids = async (query: Promise<{ id: string }[]>) => (await query).map((row) => row.id).sort();

/** A run on a clock moved to `now`, whatever ran before (the daily record is cleared). */
async function runAt(now: Date) {
  await database.db.delete(appMeta).where(eq(appMeta.key, "retention.last-run"));
  const report = await enforceRetentionIfDue(database.db, now);
  if (!report) throw new Error("the retention run was skipped");
  return report;
}

describe("retention", () => {
  it("the privacy policy states the figures the job enforces", () => {
    const text = JSON.stringify(privacyPolicy);
    expect(text).toContain(`Analytics events: up to ${retention.analyticsEventMonths} months.`);
    expect(text).toContain(`up to ${retention.emailCopyMonths} months. After that we keep only`);
    expect(text).toContain(
      `submissions: ${retention.enquiryMonths} months after our last exchange`,
    );
    expect(text).toContain(`Sign-in sessions: ${retention.sessionDays} days after`);
    expect(text).toContain(`error reports: up to ${retention.logDays} days`);
  });

  it("removes analytics events, enquiries and email messages past their time, and nothing younger", async () => {
    const db = database.db;
    const [, youngEvent] = await db
      .insert(analyticsEvents)
      .values([
        { name: "page_view", createdAt: start },
        { name: "page_view", createdAt: monthsAfter(2) },
      ])
      .returning();
    const [, handledLead] = await db
      .insert(leads)
      .values([
        { email: "old@northwind.example", source: "landing-page", createdAt: start },
        // Answered a year later: the 24 months count from that last exchange.
        {
          email: "answered@northwind.example",
          source: "landing-page",
          createdAt: start,
          handledAt: monthsAfter(12),
        },
      ])
      .returning();
    await db
      .insert(contactMessages)
      .values({ name: "Ada", email: "ada@northwind.example", message: "Hi", createdAt: start });
    const sent = await enqueueEmail(db, {
      to: "ada@northwind.example",
      template: "notification",
      subject: "Your application",
      html: "<p>Hello Ada</p>",
      text: "Hello Ada",
    });
    const waiting = await enqueueEmail(db, {
      to: "grace@northwind.example",
      template: "notification",
      subject: "Still to go",
      html: "<p>Hello Grace</p>",
      text: "Hello Grace",
    });
    await db
      .update(emailOutbox)
      .set({ status: "sent", sentAt: start, createdAt: start })
      .where(eq(emailOutbox.id, sent.id));
    await db.update(emailOutbox).set({ createdAt: start }).where(eq(emailOutbox.id, waiting.id));

    // 13 months on: only the email message has expired.
    expect(await runAt(monthsAfter(13))).toMatchObject({
      analyticsEvents: 0,
      emailMessages: 1,
      leads: 0,
      contactMessages: 0,
    });
    const [sentRow] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, sent.id));
    expect(sentRow).toMatchObject({
      subject: removedMailSubject,
      html: "",
      text: "",
      status: "sent",
      toAddress: "ada@northwind.example",
    });
    const [waitingRow] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, waiting.id));
    expect(waitingRow?.text).toBe("Hello Grace");

    // 15 months on: the first analytics event goes, the one of month 2 stays.
    await runAt(monthsAfter(15));
    expect(await ids(db.select({ id: analyticsEvents.id }).from(analyticsEvents))).toEqual([
      youngEvent?.id,
    ]);

    // 25 months on: the unanswered lead and message go, the one answered in month 12 stays.
    expect(await runAt(monthsAfter(25))).toMatchObject({ leads: 1, contactMessages: 1 });
    expect(await ids(db.select({ id: leads.id }).from(leads))).toEqual([handledLead?.id]);
    expect(await db.select().from(contactMessages)).toEqual([]);
    await runAt(monthsAfter(37));
    expect(await db.select().from(leads)).toEqual([]);
  });

  it("clears expired sessions, verification rows, counters and lockouts, keeping live ones", async () => {
    const db = database.db;
    const candidate = await createUser(db);
    const now = daysAfter(400);
    const sessionRow = (id: string, expiresAt: Date) => ({
      id,
      token: randomUUID(),
      userId: candidate.id,
      expiresAt,
    });
    await db
      .insert(session)
      .values([sessionRow("ended", daysAfter(-1, now)), sessionRow("live", daysAfter(1, now))]);
    await db.insert(clientErrors).values([
      {
        kind: "render",
        message: "old",
        path: "/",
        createdAt: daysAfter(-retention.logDays - 1, now),
      },
      { kind: "render", message: "recent", path: "/", createdAt: daysAfter(-1, now) },
    ]);
    await db.insert(verification).values([
      { id: "used-up", identifier: "reset", value: "a", expiresAt: daysAfter(-1, now) },
      { id: "pending", identifier: "reset", value: "b", expiresAt: daysAfter(1, now) },
    ]);
    await db.insert(rateLimit).values([
      { id: "stale", key: "stale", count: 3, lastRequest: daysAfter(-2, now).getTime() },
      { id: "fresh", key: "fresh", count: 3, lastRequest: now.getTime() - 30_000 },
    ]);
    await db.insert(requestLimits).values([
      { key: "lead:stale", windowStart: daysAfter(-2, now), count: 4 },
      { key: "lead:fresh", windowStart: now, count: 4 },
    ]);
    await db.insert(signInFailures).values([
      { key: "forgotten", failures: 2, lastFailureAt: daysAfter(-2, now) },
      { key: "recent", failures: 2, lastFailureAt: now },
      {
        key: "still-locked",
        failures: 9,
        lastFailureAt: daysAfter(-2, now),
        lockedUntil: daysAfter(1, now),
      },
    ]);

    expect(await runAt(now)).toMatchObject({
      clientErrors: 1,
      sessions: 1,
      verifications: 1,
      rateLimits: 1,
      requestLimits: 1,
      signInFailures: 1,
    });
    expect(await ids(db.select({ id: session.id }).from(session))).toEqual(["live"]);
    const reports = await db.select({ message: clientErrors.message }).from(clientErrors);
    expect(reports).toEqual([{ message: "recent" }]);
    expect(await ids(db.select({ id: verification.id }).from(verification))).toEqual(["pending"]);
    expect(await ids(db.select({ id: rateLimit.id }).from(rateLimit))).toEqual(["fresh"]);
    const keys = async (rows: Promise<{ key: string }[]>) =>
      (await rows).map((row) => row.key).sort();
    expect(await keys(db.select({ key: requestLimits.key }).from(requestLimits))).toEqual([
      "lead:fresh",
    ]);
    expect(await keys(db.select({ key: signInFailures.key }).from(signInFailures))).toEqual([
      "recent",
      "still-locked",
    ]);
  });

  it("runs once a day, whichever instance asks", async () => {
    const now = daysAfter(800);
    await database.db.delete(appMeta).where(eq(appMeta.key, "retention.last-run"));
    expect(await enforceRetentionIfDue(database.db, now)).not.toBeNull();
    expect(
      await enforceRetentionIfDue(database.db, new Date(now.getTime() + 23 * 60 * 60_000)),
    ).toBeNull();
    expect(await enforceRetentionIfDue(database.db, daysAfter(1, now))).not.toBeNull();
  });
});

// PGlite has one connection, so no second instance can hold the lock there.
describe.runIf(testDatabaseKind === "postgres")("retention on a shared PostgreSQL", () => {
  it("an instance skips the run while another holds it, and runs once it is free", async () => {
    const other = new pg.Client({ connectionString: (database as { url?: string }).url });
    await other.connect();
    try {
      await other.query("select pg_advisory_lock($1)", [retentionLockKey]);
      await database.db.delete(appMeta).where(eq(appMeta.key, "retention.last-run"));
      expect(await enforceRetentionIfDue(database.db, daysAfter(1200))).toBeNull();
      await other.query("select pg_advisory_unlock($1)", [retentionLockKey]);
      expect(await enforceRetentionIfDue(database.db, daysAfter(1200))).not.toBeNull();
    } finally {
      await other.end();
    }
  });
});
