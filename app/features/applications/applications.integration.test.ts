import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { visitorJobMarks } from "~/features/jobs/visitor-marks.server";
import {
  applicationStatusHistory,
  emailOutbox,
  jobApplications,
  jobPosts,
  savedJobs,
  user,
} from "../../../db/schema";
import { useAuthTestDatabase } from "../../../tests/support/auth-test-database.ts";
import { createJob, createUser } from "../../../tests/support/careers-data";
import {
  EmailNotVerifiedError,
  findOwnApplication,
  JobNotOpenError,
  listMyApplications,
  listMySavedJobs,
  NotAuthenticatedError,
  submitApplication,
} from "./applications.server";
import { candidateLimits, limitCandidate } from "./candidate-limits.server";
import { applicationSchema } from "./schema";

const input = {
  full_name: "Ada Lovelace",
  email: "ada@example.org",
  phone: "",
  cover_letter: "I would love to work on this.",
  resume_url: "",
};

describe("applications", () => {
  const database = useAuthTestDatabase("site-applications-");

  it("stores an application with the confirmation and hiring emails, and refuses a second one", async () => {
    const candidate = await createUser(database().db);
    const job = await createJob(database().db, { title: "Data Engineer" });
    const first = await submitApplication({ userId: candidate.id, jobId: job.id, input });
    expect(first.ok).toBe(true);
    const mails = await database()
      .db.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "application-received"));
    expect(mails).toHaveLength(1);
    // Every mail goes to the account's verified address, never to the form's email field.
    expect(mails[0]?.toAddress).toBe(candidate.email);
    expect(mails[0]?.subject).toBe("We received your application for Data Engineer");
    expect(mails[0]?.text).toContain("within 48 hours");
    expect(mails[0]?.text).toContain("/user/applications");
    const hiring = await database()
      .db.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "application-notification"));
    expect(hiring[0]?.toAddress).not.toBe(input.email);
    expect(hiring[0]?.replyTo).toBe(candidate.email);
    expect(hiring[0]?.text).toContain("Email: ada@example.org");
    expect(hiring[0]?.text).toContain(`Account email (verified): ${candidate.email}`);
    expect(hiring[0]?.text).toContain(`/user/profile?userId=${candidate.id}`);

    const second = await submitApplication({
      userId: candidate.id,
      jobId: job.id,
      input: { ...input, cover_letter: "Again" },
    });
    expect(second).toEqual({ ok: false, reason: "duplicate" });
    const rows = await database()
      .db.select()
      .from(jobApplications)
      .where(eq(jobApplications.jobId, job.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: "pending",
      coverLetter: input.cover_letter,
      resumeUrl: null,
    });
    // The history starts with the arrival, by the candidate, once.
    const history = await database()
      .db.select()
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.applicationId, rows[0]?.id as string));
    expect(history).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: "pending", changedBy: candidate.id }),
    ]);
    // No second email either.
    const after = await database()
      .db.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "application-received"));
    expect(after).toHaveLength(1);
    expect((await findOwnApplication(candidate.id, job.id))?.status).toBe("pending");
    const mark = (await visitorJobMarks(candidate.id, [job.id])).get(job.id);
    expect(mark?.application).toEqual({
      createdAt: rows[0]?.createdAt.toISOString(),
      status: "pending",
    });
    expect(mark?.saved).toBe(false);
  });

  it("refuses an account whose address is not verified, writing and mailing nothing", async () => {
    const candidate = await createUser(database().db, "Eve Mallory");
    await database().db.update(user).set({ emailVerified: false }).where(eq(user.id, candidate.id));
    const job = await createJob(database().db);
    await expect(
      submitApplication({
        userId: candidate.id,
        jobId: job.id,
        input: { ...input, email: "victim@example.org", full_name: "Click https://evil.example" },
      }),
    ).rejects.toThrow(EmailNotVerifiedError);
    expect(
      await database().db.select().from(jobApplications).where(eq(jobApplications.jobId, job.id)),
    ).toEqual([]);
    expect(
      await database()
        .db.select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, "victim@example.org")),
    ).toEqual([]);
  });

  it("refuses without a user and for jobs that closed or expired, writing nothing", async () => {
    const job = await createJob(database().db);
    await expect(submitApplication({ userId: null, jobId: job.id, input })).rejects.toThrow(
      NotAuthenticatedError,
    );
    await expect(submitApplication({ userId: undefined, jobId: job.id, input })).rejects.toThrow(
      "User not authenticated",
    );
    const candidate = await createUser(database().db);
    await database().db.update(jobPosts).set({ isActive: false }).where(eq(jobPosts.id, job.id));
    await expect(submitApplication({ userId: candidate.id, jobId: job.id, input })).rejects.toThrow(
      JobNotOpenError,
    );
    const expired = await createJob(database().db, {
      applicationDeadline: new Date(Date.now() - 60_000),
    });
    await expect(
      submitApplication({ userId: candidate.id, jobId: expired.id, input }),
    ).rejects.toThrow(JobNotOpenError);
    const rows = await database().db.select().from(jobApplications);
    expect(rows.filter((row) => row.userId === candidate.id)).toHaveLength(0);
  });

  it("validates the form with the spec's message", () => {
    const parse = (values: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(values)) form.set(name, value);
      return parseWithZod(form, { schema: applicationSchema });
    };
    const missing = parse({ ...input, full_name: " ", cover_letter: "" });
    expect(missing.status).toBe("error");
    expect(missing.reply().error).toEqual({
      "": ["Please fill in all required fields."],
      full_name: ["This field is required."],
      cover_letter: ["This field is required."],
    });
    const badUrl = parse({ ...input, resume_url: "javascript:alert(1)" });
    expect(badUrl.reply().error).toEqual({
      resume_url: ["Enter a full web address starting with https://"],
    });
    expect(parse(input).status).toBe("success");
  });

  it("lists only the user's own applications, newest first, with their jobs", async () => {
    const mine = await createUser(database().db, "Grace Hopper");
    const other = await createUser(database().db, "Alan Turing");
    const older = await createJob(database().db, { title: "Older" });
    const newer = await createJob(database().db, { title: "Newer" });
    await submitApplication({ userId: mine.id, jobId: older.id, input });
    await submitApplication({ userId: mine.id, jobId: newer.id, input });
    await submitApplication({ userId: other.id, jobId: newer.id, input });
    await database().db.update(jobPosts).set({ isActive: false }).where(eq(jobPosts.id, older.id));
    const list = await listMyApplications(mine.id);
    expect(list.map((application) => application.job.title)).toEqual(["Newer", "Older"]);
    expect(list.map((application) => application.job.open)).toEqual([true, false]);
    expect(await listMyApplications(other.id)).toHaveLength(1);
  });

  it("lists saved jobs that are still open, most recently saved first", async () => {
    const mine = await createUser(database().db, "Mary Jackson");
    const other = await createUser(database().db, "Dorothy Vaughan");
    const first = await createJob(database().db, { title: "First saved" });
    const second = await createJob(database().db, { title: "Second saved" });
    const closed = await createJob(database().db, { title: "Closed", isActive: false });
    const expired = await createJob(database().db, {
      title: "Expired",
      applicationDeadline: new Date(Date.now() - 1000),
    });
    const at = (seconds: number) => new Date(Date.now() - seconds * 1000);
    await database()
      .db.insert(savedJobs)
      .values([
        { userId: mine.id, jobId: first.id, createdAt: at(30) },
        { userId: mine.id, jobId: second.id, createdAt: at(20) },
        { userId: mine.id, jobId: closed.id, createdAt: at(10) },
        { userId: mine.id, jobId: expired.id, createdAt: at(5) },
        { userId: other.id, jobId: first.id },
      ]);
    expect((await listMySavedJobs(mine.id)).map((job) => job.title)).toEqual([
      "Second saved",
      "First saved",
    ]);
    expect(await listMySavedJobs(other.id)).toHaveLength(1);
  });

  it("limits applications and uploads per candidate, each candidate on their own budget", async () => {
    const busy = await createUser(database().db, "Busy Bee");
    const calm = await createUser(database().db, "Calm Cat");
    const { limit } = candidateLimits.apply;
    for (let attempt = 1; attempt <= limit; attempt++) {
      expect((await limitCandidate("apply", busy.id)).allowed).toBe(true);
    }
    const refused = await limitCandidate("apply", busy.id);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect((await limitCandidate("apply", calm.id)).allowed).toBe(true);
    expect((await limitCandidate("resumeUpload", busy.id)).allowed).toBe(true);
  });
});
