import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeApplicationStatus } from "~/features/admin-applications/status-change.server";
import type { StatusFormInput } from "~/features/admin-applications/status-form.server";
import { submitApplication } from "~/features/applications/applications.server";
import { ensureProfile } from "~/features/profiles/profiles.server";
import { type FileStorage, localStorage } from "~/lib/storage.server";
import {
  account,
  applicationStatusHistory,
  auditLog,
  emailOutbox,
  jobApplications,
  resumeFiles,
  savedJobs,
  session,
  user,
  userProfiles,
  userRoleAssignments,
  verification,
} from "../../../db/schema";
import { createJob, createUser, grantRole } from "../../../tests/support/careers-data";
import { openTestDatabase } from "../../../tests/support/test-database";
import {
  anonymisedApplicant,
  dataExportFormat,
  deleteUserAccount,
  exportUserData,
  hasStaffRole,
} from "./data-rights.server";

type TestDatabase = Awaited<ReturnType<typeof openTestDatabase>>;

/** A candidate with everything an account can hold: profile, sessions, applications, saved jobs, a resume. */
async function candidateWithData(database: TestDatabase, storage: FileStorage, name: string) {
  const db = database.db;
  const person = await createUser(db, name);
  const [first, last] = name.split(" ");
  await ensureProfile(person.id, { firstName: first, lastName: last, email: person.email }, db);
  await db
    .update(userProfiles)
    .set({
      phone: "+1 555 0100",
      skills: ["TypeScript", "PostgreSQL"],
      bio: `${name} writes code.`,
    })
    .where(eq(userProfiles.userId, person.id));
  await db.insert(account).values({
    id: randomUUID(),
    accountId: person.id,
    providerId: "credential",
    userId: person.id,
    password: "not-a-real-hash",
  });
  await db.insert(session).values({
    id: randomUUID(),
    token: randomUUID(),
    userId: person.id,
    expiresAt: new Date(Date.now() + 86_400_000),
    ipAddress: "203.0.113.7",
    userAgent: "Integration test browser",
  });
  const appliedJob = await createJob(db, { title: `Staff Engineer for ${name}` });
  const savedJob = await createJob(db, { title: `Saved role for ${name}` });
  const [application] = await db
    .insert(jobApplications)
    .values({
      jobId: appliedJob.id,
      userId: person.id,
      applicantName: name,
      applicantEmail: person.email,
      applicantPhone: "+1 555 0100",
      coverLetter: `Cover letter written by ${name}.`,
      resumeUrl: "https://example.org/cv.pdf",
      status: "under_review",
    })
    .returning();
  if (!application) throw new Error("application not created");
  await db.insert(applicationStatusHistory).values([
    {
      applicationId: application.id,
      toStatus: "pending",
      createdAt: new Date(Date.now() - 60_000),
    },
    {
      applicationId: application.id,
      fromStatus: "pending",
      toStatus: "under_review",
      note: `${name} has a strong Postgres background.`,
    },
  ]);
  await db.insert(auditLog).values({
    actorEmail: "recruiter@example.org",
    action: "application.status",
    entityType: "application",
    entityId: application.id,
    summary: `Moved ${name}'s application from pending to under review`,
    before: { status: "pending" },
    after: { status: "under_review" },
  });
  await db.insert(savedJobs).values({ userId: person.id, jobId: savedJob.id });
  const key = `${person.id}/resumes/${Date.now()}_cv.pdf`;
  await storage.put(key, new TextEncoder().encode("%PDF-1.7 test"), "application/pdf");
  const [resume] = await db
    .insert(resumeFiles)
    .values({
      userId: person.id,
      fileName: "cv.pdf",
      storageKey: key,
      contentType: "application/pdf",
      fileSize: 13,
    })
    .returning();
  await db.update(userProfiles).set({ resumeUrl: key }).where(eq(userProfiles.userId, person.id));
  await db.insert(verification).values({
    id: randomUUID(),
    identifier: `reset-password:${randomUUID()}`,
    value: person.id,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  await db.insert(emailOutbox).values({
    template: "verify-email",
    toAddress: person.email,
    subject: "Confirm",
    html: "<p>x</p>",
    text: "x",
  });
  if (!application || !resume) throw new Error("test data not created");
  return { person, appliedJob, savedJob, application, resume, key };
}

describe("candidate data rights", () => {
  let database: TestDatabase;
  let storage: FileStorage;
  let uploads: string;
  beforeAll(async () => {
    process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "site-data-rights-"));
    process.env.AUTH_SECRET = "integration-test-secret-that-is-long-enough";
    uploads = mkdtempSync(path.join(tmpdir(), "site-data-rights-uploads-"));
    storage = localStorage(uploads);
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.cleanup();
  });

  it("exports the user's own account, profile, applications with job titles, saved jobs and resume metadata", async () => {
    const ada = await candidateWithData(database, storage, "Ada Lovelace");
    const grace = await candidateWithData(database, storage, "Grace Hopper");

    const exported = await exportUserData(ada.person.id, database.db);
    expect(exported).not.toBeNull();
    if (!exported) return;
    expect(exported.format).toBe(dataExportFormat);
    expect(exported.account).toMatchObject({
      id: ada.person.id,
      name: "Ada Lovelace",
      email: ada.person.email,
      signInMethods: [{ provider: "email and password" }],
    });
    expect(exported.sessions).toEqual([
      expect.objectContaining({ ipAddress: "203.0.113.7", userAgent: "Integration test browser" }),
    ]);
    expect(exported.profile).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      phone: "+1 555 0100",
      skills: ["TypeScript", "PostgreSQL"],
      currentResumeId: ada.resume.id,
    });
    expect(exported.applications).toEqual([
      expect.objectContaining({
        id: ada.application.id,
        coverLetter: "Cover letter written by Ada Lovelace.",
        status: "under_review",
        statusHistory: [
          { from: null, to: "pending", at: expect.any(String) },
          { from: "pending", to: "under_review", at: expect.any(String) },
        ],
        job: expect.objectContaining({
          title: "Staff Engineer for Ada Lovelace",
          slug: ada.appliedJob.slug,
        }),
      }),
    ]);
    expect(exported.savedJobs).toEqual([
      expect.objectContaining({
        job: expect.objectContaining({ title: "Saved role for Ada Lovelace" }),
      }),
    ]);
    expect(exported.resumes).toEqual([
      {
        id: ada.resume.id,
        fileName: "cv.pdf",
        contentType: "application/pdf",
        fileSize: 13,
        uploadedAt: expect.any(String),
        downloadPath: `/user/resumes/${ada.resume.id}`,
      },
    ]);

    const text = JSON.stringify(exported);
    // Nothing of anyone else, and no secrets: no password hash, no session token, no storage key.
    expect(text).not.toContain(grace.person.email);
    expect(text).not.toContain("Grace");
    expect(text).not.toContain("not-a-real-hash");
    expect(text).not.toContain(ada.key);
    const [adaSession] = await database.db
      .select()
      .from(session)
      .where(eq(session.userId, ada.person.id));
    expect(text).not.toContain(adaSession?.token);
  });

  it("answers null for a user that does not exist", async () => {
    expect(await exportUserData("no-such-user", database.db)).toBeNull();
    expect(await deleteUserAccount("no-such-user", { db: database.db, storage })).toBeNull();
  });

  it("deletes the account and personal data, anonymises applications, removes files after commit, and leaves others alone", async () => {
    const ada = await candidateWithData(database, storage, "Ada Byron");
    const grace = await candidateWithData(database, storage, "Grace Brewster");
    const graceBefore = await exportUserData(grace.person.id, database.db);

    const deleted = await deleteUserAccount(ada.person.id, { db: database.db, storage });
    expect(deleted).toMatchObject({
      email: ada.person.email,
      anonymisedApplications: 1,
      failedFiles: [],
    });
    expect(deleted?.removedFiles).toBeGreaterThanOrEqual(1);

    const db = database.db;
    const gone = async (
      table:
        | typeof session
        | typeof account
        | typeof userProfiles
        | typeof savedJobs
        | typeof resumeFiles,
    ) => db.select().from(table).where(eq(table.userId, ada.person.id));
    expect(await db.select().from(user).where(eq(user.id, ada.person.id))).toEqual([]);
    for (const table of [session, account, userProfiles, savedJobs, resumeFiles]) {
      expect(await gone(table)).toEqual([]);
    }
    expect(
      await db.select().from(verification).where(eq(verification.value, ada.person.id)),
    ).toEqual([]);
    expect(await storage.get(ada.key)).toBeNull();
    expect(await storage.list(`${ada.person.id}/resumes`)).toEqual([]);

    // The application stays for the hiring team, without anything that identifies Ada.
    const [application] = await db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, ada.application.id));
    expect(application).toMatchObject({
      userId: null,
      jobId: ada.appliedJob.id,
      applicantName: anonymisedApplicant.name,
      applicantEmail: anonymisedApplicant.email,
      applicantPhone: null,
      coverLetter: anonymisedApplicant.coverLetter,
      resumeUrl: null,
      status: "under_review",
    });
    expect(JSON.stringify(application)).not.toContain("Ada");
    // The staff's note and the audit log's sentence named her; who changed what when stays.
    const history = await db
      .select()
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.applicationId, ada.application.id));
    expect(history.map((row) => [row.toStatus, row.note])).toEqual(
      expect.arrayContaining([
        ["pending", null],
        ["under_review", null],
      ]),
    );
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, ada.application.id));
    expect(audit?.summary).toBe("Moved an anonymised application from pending to under_review");
    expect(audit?.actorEmail).toBe("recruiter@example.org");

    // Earlier mail to Ada is gone; one confirmation of the deletion is queued.
    const mail = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, ada.person.email));
    expect(mail.map((row) => row.template)).toEqual(["account-deleted"]);
    expect(mail[0]?.text).toContain("application you sent stays with the hiring team");

    expect(await exportUserData(ada.person.id, db)).toBeNull();
    // Grace is untouched: same export (apart from its timestamp), her file still stored.
    const graceAfter = await exportUserData(grace.person.id, db);
    expect({ ...graceAfter, exportedAt: "" }).toEqual({ ...graceBefore, exportedAt: "" });
    expect(await storage.get(grace.key)).not.toBeNull();
  });

  it("removes every outbox row about the deleted account's applications, wherever it was sent", async () => {
    const db = database.db;
    const katherine = await createUser(db, "Katherine Johnson");
    const job = await createJob(db, { title: "Trajectory Analyst" });
    const applied = await submitApplication({
      userId: katherine.id,
      jobId: job.id,
      input: {
        full_name: "Katherine Johnson",
        email: "kj.contact@example.net",
        phone: "+1 555 0199",
        cover_letter: "Orbital mechanics by hand and by machine.",
        resume_url: "https://example.org/kj.pdf",
      },
    });
    if (!applied.ok) throw new Error("application not stored");
    await changeApplicationStatus({
      applicationId: applied.applicationId,
      input: { expectedStatus: "pending", status: "under_review", note: "" } as StatusFormInput,
      actor: { id: katherine.id, email: katherine.email },
    });
    // As mail was sent before ADR 031: to the form's address, which is not the account's.
    await db.insert(emailOutbox).values({
      template: "application-received",
      toAddress: "kj.contact@example.net",
      subject: "We received your application",
      html: "<p>Hi Katherine Johnson</p>",
      text: "Hi Katherine Johnson",
      status: "sent",
      metadata: { applicationId: applied.applicationId, jobId: job.id },
    });
    const unrelated = await createUser(db, "Mary Jackson");
    await db.insert(emailOutbox).values({
      template: "verify-email",
      toAddress: unrelated.email,
      subject: "Confirm",
      html: "<p>x</p>",
      text: "x",
    });
    const about = () =>
      db.execute(sql`select template, to_address from email_outbox
        where metadata->>'applicationId' = ${applied.applicationId}
           or lower(to_address) in (lower(${katherine.email}), 'kj.contact@example.net')
           or lower(reply_to) = lower(${katherine.email})
           or text ilike '%Katherine%' or text like '%555 0199%' or text ilike '%Orbital%'
        order by template`);
    expect(((await about()) as unknown as { rows: unknown[] }).rows.length).toBe(4);

    await deleteUserAccount(katherine.id, { db, storage });
    expect((await about()) as unknown as { rows: unknown[] }).toMatchObject({
      rows: [{ template: "account-deleted", to_address: katherine.email }],
    });
    expect(
      await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, unrelated.email)),
    ).toHaveLength(1);
  });

  it("keeps the deletion when a stored file cannot be removed, and reports the file", async () => {
    const ada = await candidateWithData(database, storage, "Ada Failing");
    const failing: FileStorage = {
      ...storage,
      async delete(key) {
        throw new Error(`storage down for ${key}`);
      },
    };
    const deleted = await deleteUserAccount(ada.person.id, { db: database.db, storage: failing });
    expect(deleted?.failedFiles).toContain(ada.key);
    expect(await database.db.select().from(user).where(eq(user.id, ada.person.id))).toEqual([]);
  });

  it("rolls everything back when the transaction fails, and then touches no file", async () => {
    const ada = await candidateWithData(database, storage, "Ada Rollback");
    let deletes = 0;
    const counting: FileStorage = {
      ...storage,
      async delete(key) {
        deletes++;
        await storage.delete(key);
      },
    };
    // An email the outbox refuses (no recipient) makes the last step of the transaction fail.
    await database.db.update(user).set({ email: "" }).where(eq(user.id, ada.person.id));
    await expect(
      deleteUserAccount(ada.person.id, { db: database.db, storage: counting }),
    ).rejects.toThrow(/Invalid email for the outbox/);
    expect(deletes).toBe(0);
    expect(await database.db.select().from(user).where(eq(user.id, ada.person.id))).toHaveLength(1);
    const [application] = await database.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, ada.application.id));
    expect(application?.userId).toBe(ada.person.id);
    expect(application?.applicantName).toBe("Ada Rollback");
    expect(await storage.get(ada.key)).not.toBeNull();
  });

  it("recognises staff accounts, whose role assignments a deletion would also remove", async () => {
    const staff = await createUser(database.db, "Staff Member");
    expect(await hasStaffRole(staff.id, database.db)).toBe(false);
    await grantRole(database.db, staff.id, "recruiter");
    expect(await hasStaffRole(staff.id, database.db)).toBe(true);
    await deleteUserAccount(staff.id, { db: database.db, storage });
    expect(
      await database.db
        .select()
        .from(userRoleAssignments)
        .where(inArray(userRoleAssignments.userId, [staff.id])),
    ).toEqual([]);
  });
});
