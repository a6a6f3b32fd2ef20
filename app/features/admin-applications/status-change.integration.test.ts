import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  applicationStatusHistory,
  auditLog,
  emailOutbox,
  jobApplications,
  user,
} from "../../../db/schema";
import { createJob, createUser } from "../../../tests/support/careers-data";
import { setUpTestDatabase } from "../../../tests/support/test-database-hooks.ts";
import { getStaffApplication } from "./detail.server";
import { changeApplicationStatus } from "./status-change.server";
import type { StatusFormInput } from "./status-form.server";

describe("changing an application's status", () => {
  const database = setUpTestDatabase();
  beforeAll(async () => {
    process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "site-admin-applications-"));
  });

  async function application(options: { anonymised?: boolean; formEmail?: string } = {}) {
    const candidate = await createUser(database().db, "Grace Hopper");
    const job = await createJob(database().db, { title: "Compiler Engineer" });
    const [row] = await database()
      .db.insert(jobApplications)
      .values({
        jobId: job.id,
        userId: options.anonymised ? null : candidate.id,
        applicantName: candidate.name,
        applicantEmail: options.formEmail ?? candidate.email,
        coverLetter: "Hello",
      })
      .returning();
    return { id: row?.id as string, candidate, job };
  }

  const staff = async () => {
    const recruiter = await createUser(database().db, "Rita Recruiter");
    return { id: recruiter.id, email: recruiter.email };
  };
  const input = (expectedStatus: string, status: string, note = "") =>
    ({ expectedStatus, status, note }) as StatusFormInput;
  const historyOf = (id: string) =>
    database()
      .db.select()
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.applicationId, id));
  const mailsOf = (id: string) =>
    database()
      .db.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "application-status"))
      .then((rows) => rows.filter((row) => row.metadata.applicationId === id));

  it("moves the status and writes the history, the audit entry and the candidate's email together", async () => {
    const { id, candidate } = await application();
    const actor = await staff();
    const result = await changeApplicationStatus({
      applicationId: id,
      input: input("pending", "under_review", "Strong compiler background"),
      actor,
    });
    expect(result).toEqual({ ok: true, emailed: true });

    const [row] = await database()
      .db.select()
      .from(jobApplications)
      .where(eq(jobApplications.id, id));
    expect(row?.status).toBe("under_review");
    expect(row?.updatedAt.getTime()).toBeGreaterThan(row?.createdAt.getTime() as number);
    expect(await historyOf(id)).toEqual([
      expect.objectContaining({
        fromStatus: "pending",
        toStatus: "under_review",
        changedBy: actor.id,
        note: "Strong compiler background",
      }),
    ]);
    const audit = await database().db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: actor.id,
        actorEmail: actor.email,
        action: "application.status",
        entityType: "application",
        before: { status: "pending" },
        after: { status: "under_review" },
      }),
    ]);
    expect(audit[0]?.summary).toContain("Compiler Engineer");
    const mails = await mailsOf(id);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.toAddress).toBe(candidate.email);
    expect(mails[0]?.subject).toBe("Your application for Compiler Engineer is under review");
    expect(mails[0]?.text).toContain("/user/applications");
    // The internal note never reaches the candidate.
    expect(mails[0]?.text).not.toContain("Strong compiler background");

    const detail = await getStaffApplication(id);
    expect(detail?.status).toBe("under_review");
    expect(detail?.history.map((entry) => [entry.fromStatus, entry.toStatus])).toEqual([
      ["pending", "under_review"],
    ]);
    expect(detail?.history[0]?.changedBy).toEqual({ name: "Rita Recruiter", email: actor.email });
  });

  it("refuses the same status with 400 and a stale form with 409, changing nothing", async () => {
    const { id } = await application();
    const actor = await staff();
    expect(
      await changeApplicationStatus({
        applicationId: id,
        input: input("pending", "pending"),
        actor,
      }),
    ).toEqual({
      ok: false,
      status: 400,
      error: "The application is already pending. Choose another status.",
    });
    // Someone else approved it meanwhile; this form still thinks it is pending.
    await changeApplicationStatus({
      applicationId: id,
      input: input("pending", "approved"),
      actor,
    });
    const stale = await changeApplicationStatus({
      applicationId: id,
      input: input("pending", "rejected"),
      actor,
    });
    expect(stale).toMatchObject({ ok: false, status: 409 });
    expect(stale.ok ? "" : stale.error).toContain("changed by someone else: it is now approved");
    const [row] = await database()
      .db.select()
      .from(jobApplications)
      .where(eq(jobApplications.id, id));
    expect(row?.status).toBe("approved");
    expect((await historyOf(id)).map((entry) => entry.toStatus)).toEqual(["approved"]);
    expect(await mailsOf(id)).toHaveLength(1);
    const audit = await database().db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit).toHaveLength(1);
  });

  it("lets only one of two simultaneous changes win", async () => {
    const { id } = await application();
    const actor = await staff();
    const results = await Promise.all([
      changeApplicationStatus({ applicationId: id, input: input("pending", "approved"), actor }),
      changeApplicationStatus({ applicationId: id, input: input("pending", "rejected"), actor }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.status === 409)).toHaveLength(1);
    expect(await historyOf(id)).toHaveLength(1);
  });

  it("answers 404 for unknown or malformed ids", async () => {
    const actor = await staff();
    for (const applicationId of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      expect(
        await changeApplicationStatus({
          applicationId,
          input: input("pending", "approved"),
          actor,
        }),
      ).toEqual({ ok: false, status: 404, error: "This application no longer exists." });
    }
    expect(await getStaffApplication("not-a-uuid")).toBeNull();
  });

  it("mails the account's verified address, never the form's email field, and nobody unverified", async () => {
    const { id, candidate } = await application({ formEmail: "someone.else@example.org" });
    const actor = await staff();
    await changeApplicationStatus({
      applicationId: id,
      input: input("pending", "under_review"),
      actor,
    });
    expect((await mailsOf(id)).map((mail) => mail.toAddress)).toEqual([candidate.email]);

    await database().db.update(user).set({ emailVerified: false }).where(eq(user.id, candidate.id));
    expect(
      await changeApplicationStatus({
        applicationId: id,
        input: input("under_review", "approved"),
        actor,
      }),
    ).toEqual({ ok: true, emailed: false });
    expect(await mailsOf(id)).toHaveLength(1);
  });

  it("changes an anonymised application without emailing anyone", async () => {
    const { id } = await application({ anonymised: true });
    const actor = await staff();
    expect(
      await changeApplicationStatus({
        applicationId: id,
        input: input("pending", "rejected"),
        actor,
      }),
    ).toEqual({ ok: true, emailed: false });
    expect(await mailsOf(id)).toHaveLength(0);
    expect(await historyOf(id)).toHaveLength(1);
  });
});
