import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { deleteUserAccount } from "~/features/accounts/data-rights.server";
import { getStaffApplication } from "~/features/admin-applications/detail.server";
import { deleteJob } from "~/features/admin-jobs/job-writes.server";
import {
  applicationResumePrefix,
  deleteResume,
  openResumeForDownload,
  uploadResume,
} from "~/features/resumes/resumes.server";
import { getStorage } from "~/lib/storage.server";
import { applicationResumes, jobApplications } from "../../../db/schema";
import { seedRoles } from "../../../db/seed/roles";
import { useAuthTestDatabase } from "../../../tests/support/auth-test-database.ts";
import { createJob, createUser, grantRole } from "../../../tests/support/careers-data";
import { pdfFile } from "../../../tests/support/resume-files";
import { JobNotOpenError, submitApplication } from "./applications.server";

const input = {
  full_name: "Ada Lovelace",
  email: "ada@example.org",
  phone: "",
  cover_letter: "I would love to work on this.",
  resume_url: "",
};

async function bytesOf(stream: ReadableStream<Uint8Array>) {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

describe("the resume an application was sent with", () => {
  const database = useAuthTestDatabase("site-resume-copies-");
  let recruiter: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    process.env.STORAGE_DRIVER = "local";
    await seedRoles(database().db);
    recruiter = await createUser(database().db, "Rita Recruiter");
    await grantRole(database().db, recruiter.id, "recruiter");
  });

  const storedCopies = async (userId: string) =>
    (await getStorage().list(applicationResumePrefix(userId))).map((entry) => entry.key);

  /** What staff download from the application's page. */
  async function staffDownload(applicationId: string) {
    const application = await getStaffApplication(applicationId);
    const sent = application?.sentResume;
    if (!sent) throw new Error("the application should show the resume it was sent with");
    const opened = await openResumeForDownload(recruiter, sent.fileUrl.split("/").pop() as string);
    if (!opened) throw new Error("staff should be able to download it");
    return { fileName: sent.fileName, bytes: await bytesOf(opened.file.body) };
  }

  it("keeps serving the original bytes to staff after the profile resume is replaced, then deleted", async () => {
    const candidate = await createUser(database().db);
    const job = await createJob(database().db);
    const original = pdfFile("Original resume");
    await uploadResume(candidate.id, { name: "ada-2025.pdf", bytes: original });
    const result = await submitApplication({ userId: candidate.id, jobId: job.id, input });
    if (!result.ok) throw new Error("the application should be stored");

    const replacement = await uploadResume(candidate.id, {
      name: "ada-2026.pdf",
      bytes: pdfFile("A different resume"),
    });
    expect(await staffDownload(result.applicationId)).toEqual({
      fileName: "ada-2025.pdf",
      bytes: original,
    });

    await deleteResume(candidate.id, replacement.id);
    expect(await staffDownload(result.applicationId)).toEqual({
      fileName: "ada-2025.pdf",
      bytes: original,
    });
    expect((await getStaffApplication(result.applicationId))?.profileResume).toBeNull();
  });

  it("copies nothing when the candidate gave a resume link or has no resume", async () => {
    const linked = await createUser(database().db);
    await uploadResume(linked.id, { name: "cv.pdf", bytes: pdfFile() });
    const withLink = await submitApplication({
      userId: linked.id,
      jobId: (await createJob(database().db)).id,
      input: { ...input, resume_url: "https://example.org/cv.pdf" },
    });
    const without = await createUser(database().db);
    const withNothing = await submitApplication({
      userId: without.id,
      jobId: (await createJob(database().db)).id,
      input,
    });
    for (const result of [withLink, withNothing]) {
      if (!result.ok) throw new Error("the application should be stored");
      expect((await getStaffApplication(result.applicationId))?.sentResume).toBeNull();
    }
    expect(await storedCopies(linked.id)).toEqual([]);
    expect(await storedCopies(without.id)).toEqual([]);
  });

  it("leaves no copy behind when no application is stored (duplicate, closed job)", async () => {
    const candidate = await createUser(database().db);
    await uploadResume(candidate.id, { name: "cv.pdf", bytes: pdfFile() });
    const job = await createJob(database().db);
    const closed = await createJob(database().db, { isActive: false });

    expect((await submitApplication({ userId: candidate.id, jobId: job.id, input })).ok).toBe(true);
    expect(await submitApplication({ userId: candidate.id, jobId: job.id, input })).toEqual({
      ok: false,
      reason: "duplicate",
    });
    await expect(
      submitApplication({ userId: candidate.id, jobId: closed.id, input }),
    ).rejects.toThrow(JobNotOpenError);

    const rows = await database()
      .db.select()
      .from(applicationResumes)
      .where(eq(applicationResumes.userId, candidate.id));
    expect(rows).toHaveLength(1);
    expect(await storedCopies(candidate.id)).toEqual([rows[0]?.storageKey]);
  });

  it("removes the copies from storage when their job is deleted", async () => {
    const candidate = await createUser(database().db);
    await uploadResume(candidate.id, { name: "cv.pdf", bytes: pdfFile() });
    const job = await createJob(database().db);
    expect((await submitApplication({ userId: candidate.id, jobId: job.id, input })).ok).toBe(true);
    expect(await storedCopies(candidate.id)).toHaveLength(1);

    expect(await deleteJob(recruiter, job.id)).toMatchObject({ ok: true, applications: 1 });
    expect(await storedCopies(candidate.id)).toEqual([]);
  });

  it("deletes the copies, rows and files, when the candidate deletes their account", async () => {
    const candidate = await createUser(database().db);
    await uploadResume(candidate.id, { name: "cv.pdf", bytes: pdfFile() });
    const result = await submitApplication({
      userId: candidate.id,
      jobId: (await createJob(database().db)).id,
      input,
    });
    if (!result.ok) throw new Error("the application should be stored");
    const sent = (await getStaffApplication(result.applicationId))?.sentResume;
    expect(await storedCopies(candidate.id)).toHaveLength(1);

    await deleteUserAccount(candidate.id, { db: database().db, storage: getStorage() });

    expect(await storedCopies(candidate.id)).toEqual([]);
    expect(
      await database()
        .db.select()
        .from(applicationResumes)
        .where(eq(applicationResumes.applicationId, result.applicationId)),
    ).toEqual([]);
    const [application] = await database()
      .db.select()
      .from(jobApplications)
      .where(eq(jobApplications.id, result.applicationId));
    expect(application?.userId).toBeNull();
    expect((await getStaffApplication(result.applicationId))?.sentResume).toBeNull();
    expect(
      await openResumeForDownload(recruiter, sent?.fileUrl.split("/").pop() as string),
    ).toBeNull();
  });
});
