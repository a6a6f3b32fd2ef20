import { and, eq, ne } from "drizzle-orm";
import { type AuditActor, changedFields, recordAudit } from "~/features/audit/audit.server";
import { discardResumeCopy } from "~/features/resumes/resumes.server";
import type { Tx } from "~/lib/db.server";
import { refuse, runWrite } from "~/lib/staff-write.server";
import type { Refusal, WriteResult } from "~/lib/write-result";
import {
  applicationResumes,
  jobApplications,
  jobCategories,
  jobPosts,
  jobSlugHistory,
} from "../../../db/schema/index.ts";
import { deletedJobSummary } from "./deleted-job";
import { type JobFormField, type JobInput, jobFormFields } from "./job-input";
import { applicationCount, isJobId, type StoredJob } from "./job-queries.server";

type JobWriteResult<Success extends object = object> = WriteResult<Success, JobFormField>;

const slugTakenError = "Another job already uses this slug: change it (it is the job's address).";

function slugConflict(): Refusal<JobFormField> {
  return {
    ok: false,
    status: 409,
    error: "This slug is taken.",
    fieldErrors: { slug: slugTakenError },
  };
}

const notFound = { ok: false, status: 404, error: "This job no longer exists." } as const;

const auditedFields = [...jobFormFields, "isActive", "isFeatured"] as const;

/** The job as the audit log keeps it: its editable fields, dates as ISO strings. */
function snapshot(job: JobInput | StoredJob): Record<string, unknown> {
  return Object.fromEntries(
    auditedFields.map((field) => [
      field,
      field === "applicationDeadline"
        ? (job.applicationDeadline?.toISOString() ?? null)
        : job[field],
    ]),
  );
}

async function slugTaken(tx: Tx, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: jobPosts.id })
    .from(jobPosts)
    .where(and(eq(jobPosts.slug, slug), exceptId ? ne(jobPosts.id, exceptId) : undefined));
  return Boolean(row);
}

/**
 * Keeps the job's old slug so its address answers 301 to the new one, and takes the new slug
 * out of the history: a live job's address never redirects elsewhere.
 */
async function recordSlugChange(tx: Tx, jobId: string, oldSlug: string, newSlug: string) {
  if (oldSlug === newSlug) return;
  await releaseOldSlug(tx, newSlug);
  await tx
    .insert(jobSlugHistory)
    .values({ slug: oldSlug, jobId })
    .onConflictDoUpdate({ target: jobSlugHistory.slug, set: { jobId, createdAt: new Date() } });
}

/** A slug a job takes stops redirecting to whichever job had it before. */
async function releaseOldSlug(tx: Tx, slug: string) {
  await tx.delete(jobSlugHistory).where(eq(jobSlugHistory.slug, slug));
}

async function categoryExists(tx: Tx, id: string | null): Promise<boolean> {
  if (!id) return true;
  const [row] = await tx
    .select({ id: jobCategories.id })
    .from(jobCategories)
    .where(eq(jobCategories.id, id));
  return Boolean(row);
}

const unknownCategory: Refusal<JobFormField> = {
  ok: false,
  status: 400,
  error: "Please check the highlighted fields.",
  fieldErrors: { categoryId: "This category no longer exists: choose another." },
};

async function lockJob(tx: Tx, id: string): Promise<StoredJob | undefined> {
  if (!isJobId(id)) return undefined;
  const [job] = await tx.select().from(jobPosts).where(eq(jobPosts.id, id)).for("update");
  return job;
}

export async function createJob(
  actor: AuditActor,
  job: JobInput,
): Promise<JobWriteResult<{ id: string; slug: string }>> {
  return runWrite(async (tx) => {
    if (await slugTaken(tx, job.slug)) refuse(slugConflict());
    if (!(await categoryExists(tx, job.categoryId))) refuse(unknownCategory);
    await releaseOldSlug(tx, job.slug);
    const [created] = await tx.insert(jobPosts).values(job).returning({ id: jobPosts.id });
    const id = (created as { id: string }).id;
    await recordAudit(tx, actor, {
      action: "job.create",
      entityType: "job",
      entityId: id,
      summary: `Created the job “${job.title}”`,
      after: snapshot(job),
    });
    return { id, slug: job.slug };
  }, slugConflict);
}

export async function updateJob(
  actor: AuditActor,
  id: string,
  job: JobInput,
): Promise<JobWriteResult<{ slug: string; changed: boolean }>> {
  return runWrite(async (tx) => {
    const current = await lockJob(tx, id);
    if (!current) refuse(notFound);
    if (await slugTaken(tx, job.slug, id)) refuse(slugConflict());
    if (!(await categoryExists(tx, job.categoryId))) refuse(unknownCategory);
    const changes = changedFields(snapshot(current), snapshot(job));
    if (!changes) return { slug: job.slug, changed: false };
    await recordSlugChange(tx, id, current.slug, job.slug);
    await tx
      .update(jobPosts)
      .set({ ...job, updatedAt: new Date() })
      .where(eq(jobPosts.id, id));
    await recordAudit(tx, actor, {
      action: "job.update",
      entityType: "job",
      entityId: id,
      summary: `Edited the job “${job.title}”`,
      ...changes,
    });
    return { slug: job.slug, changed: true };
  }, slugConflict);
}

type Flag = "isActive" | "isFeatured";

const flagActions: Record<Flag, { on: string; off: string; onText: string; offText: string }> = {
  isActive: {
    on: "job.activate",
    off: "job.deactivate",
    onText: "Activated",
    offText: "Deactivated",
  },
  isFeatured: {
    on: "job.feature",
    off: "job.unfeature",
    onText: "Featured",
    offText: "Stopped featuring",
  },
};

/** Switches the job on or off, or features it or not; setting the current value changes nothing. */
export async function setJobFlag(
  actor: AuditActor,
  id: string,
  flag: Flag,
  value: boolean,
): Promise<JobWriteResult<{ job: StoredJob; changed: boolean }>> {
  return runWrite(async (tx) => {
    const current = await lockJob(tx, id);
    if (!current) refuse(notFound);
    if (current[flag] === value) return { job: current, changed: false };
    const [updated] = await tx
      .update(jobPosts)
      .set({ [flag]: value, updatedAt: new Date() })
      .where(eq(jobPosts.id, id))
      .returning();
    const action = flagActions[flag];
    await recordAudit(tx, actor, {
      action: value ? action.on : action.off,
      entityType: "job",
      entityId: id,
      summary: `${value ? action.onText : action.offText} the job “${current.title}”`,
      before: { [flag]: current[flag] },
      after: { [flag]: value },
    });
    return { job: updated as StoredJob, changed: true };
  }, slugConflict);
}

/**
 * Deletes the job and, through the foreign key, its applications and saves; the resume copies
 * sent with those applications are removed from storage after the commit.
 */
export async function deleteJob(
  actor: AuditActor,
  id: string,
): Promise<JobWriteResult<{ title: string; applications: number }>> {
  const result = await runWrite(async (tx) => {
    const current = await lockJob(tx, id);
    if (!current) refuse(notFound);
    const [counted] = await tx
      .select({ applications: applicationCount })
      .from(jobPosts)
      .where(eq(jobPosts.id, id));
    const applications = Number(counted?.applications ?? 0);
    const resumeCopies = await tx
      .select({ storageKey: applicationResumes.storageKey })
      .from(applicationResumes)
      .innerJoin(jobApplications, eq(jobApplications.id, applicationResumes.applicationId))
      .where(eq(jobApplications.jobId, id));
    await tx.delete(jobPosts).where(eq(jobPosts.id, id));
    await recordAudit(tx, actor, {
      action: "job.delete",
      entityType: "job",
      entityId: id,
      summary: deletedJobSummary(current.title, applications),
      before: { ...snapshot(current), applications },
    });
    return { title: current.title, applications, resumeCopies };
  }, slugConflict);
  if (!result.ok) return result;
  const { resumeCopies, ...deleted } = result;
  for (const copy of resumeCopies) await discardResumeCopy(copy);
  return deleted;
}
