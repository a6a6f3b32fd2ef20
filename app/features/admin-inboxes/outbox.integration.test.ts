import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { claimDueEmails } from "~/lib/email/worker.server";
import { auditLog, emailOutbox, user } from "../../../db/schema";
import { setUpTestDatabase } from "../../../tests/support/test-database-hooks.ts";
import { listOutbox, outboxCounts, retryEmail } from "./outbox.server";

const admin = { id: "admin-1", email: "ada@quillstack.test" };
const mail = { template: "contact-confirmation", html: "<p>Hi</p>", text: "Hi" };

describe("email outbox", () => {
  const database = setUpTestDatabase();

  beforeAll(async () => {
    await database().db.insert(user).values({ id: admin.id, name: "Ada", email: admin.email });
  });

  it("counts by status and lists one status newest first, without bodies", async () => {
    const { db } = database();
    await db.insert(emailOutbox).values([
      { ...mail, toAddress: "a@x.org", subject: "A", status: "sent", sentAt: new Date() },
      { ...mail, toAddress: "b@x.org", subject: "B", status: "failed", createdAt: new Date(1) },
      { ...mail, toAddress: "c@x.org", subject: "C", status: "failed", createdAt: new Date(2) },
    ]);
    expect(await outboxCounts(db)).toEqual({
      pending: 0,
      sending: 0,
      sent: 1,
      failed: 2,
      suppressed: 0,
    });
    const rows = await listOutbox(db, { status: "failed", page: 1 });
    expect(rows.map((row) => row.toAddress)).toEqual(["c@x.org", "b@x.org"]);
    expect(rows[0]).not.toHaveProperty("html");
  });

  it("does not send again a failed email whose message was removed after 12 months", async () => {
    const [failed] = await database()
      .db.insert(emailOutbox)
      .values({
        ...mail,
        html: "",
        text: "",
        toAddress: "old@x.org",
        subject: "Removed",
        status: "failed",
      })
      .returning();
    expect(await retryEmail(failed?.id as string, admin)).toEqual({
      ok: false,
      status: 409,
      error: "This email's message was removed after 12 months; it cannot be sent again.",
    });
  });

  it("queues a failed email again so the worker claims and sends it, and audits the retry", async () => {
    const { db } = database();
    const [failed] = await db
      .insert(emailOutbox)
      .values({
        ...mail,
        toAddress: "gave-up@x.org",
        subject: "Thanks",
        status: "failed",
        attempts: 10,
        lastError: "[ECONNREFUSED] connect",
        nextAttemptAt: new Date(Date.now() + 3_600_000),
      })
      .returning();
    const id = failed?.id as string;

    expect(await retryEmail(id, admin)).toEqual({ ok: true, toAddress: "gave-up@x.org" });
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({
      status: "pending",
      attempts: 0,
      lastError: "[ECONNREFUSED] connect",
      metadata: { earlierAttempts: 10 },
    });
    expect(row?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());

    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entry).toMatchObject({
      action: "outbox.retry",
      entityType: "email_outbox",
      actorId: admin.id,
      summary: "Retried the email “Thanks” to gave-up@x.org",
      before: { status: "failed", attempts: 10 },
      after: { status: "pending", attempts: 0 },
    });

    // Within the worker's attempt limit again: its first claim is attempt 1, so it is delivered.
    const claims = await claimDueEmails(db, { batchSize: 50, leaseMs: 60_000 });
    expect(claims.find((claim) => claim.id === id)?.attempts).toBe(1);
  });

  it("refuses to retry an email that has not failed (409) or does not exist (404)", async () => {
    const { db } = database();
    const [sent] = await db
      .insert(emailOutbox)
      .values({ ...mail, toAddress: "ok@x.org", subject: "S", status: "sent" })
      .returning();
    expect(await retryEmail(sent?.id as string, admin)).toMatchObject({ ok: false, status: 409 });
    expect(await retryEmail("00000000-0000-4000-8000-000000000000", admin)).toMatchObject({
      ok: false,
      status: 404,
    });
    const [row] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, sent?.id as string));
    expect(row?.status).toBe("sent");
    expect(
      await db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, sent?.id as string)),
    ).toEqual([]);
  });
});
