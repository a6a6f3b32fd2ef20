import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { site } from "~/content/site";
import { applicationNotificationEmail } from "~/features/applications/emails/application-notification";
import { applicationReceivedEmail } from "~/features/applications/emails/application-received";
import { openJobCondition } from "~/features/jobs/jobs.server";
import type { JobSummary } from "~/features/jobs/types";
import {
  attachResumeCopy,
  copyProfileResume,
  discardResumeCopy,
} from "~/features/resumes/resumes.server";
import { formatDate } from "~/lib/date-format";
import { getDb, withDbRetry } from "~/lib/db.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { renderEmail } from "~/lib/email/render.server";
import { getEnv } from "~/lib/env.server";
import {
  applicationStatusHistory,
  jobApplications,
  jobCategories,
  jobPosts,
  savedJobs,
  user,
} from "../../../db/schema/index.ts";
import type { ApplicationInput } from "./schema";

const jobSummaryColumns = {
  id: jobPosts.id,
  slug: jobPosts.slug,
  title: jobPosts.title,
  companyName: jobPosts.companyName,
  location: jobPosts.location,
};

export class NotAuthenticatedError extends Error {
  constructor() {
    super("User not authenticated");
    this.name = "NotAuthenticatedError";
  }
}

/** The account's address is not confirmed: nothing about an application may be mailed to it. */
export class EmailNotVerifiedError extends Error {
  constructor() {
    super("The account's email address is not verified");
    this.name = "EmailNotVerifiedError";
  }
}

export class JobNotOpenError extends Error {
  constructor() {
    super("The job does not accept applications");
    this.name = "JobNotOpenError";
  }
}

export type SubmitResult = { ok: true; applicationId: string } | { ok: false; reason: "duplicate" };

/**
 * Stores an application, starts its status history and queues the confirmation to the candidate and the notification to the
 * hiring inbox in the same transaction. Only an account with a verified address may apply, and
 * every mail about the application goes to that address: the form's email field is contact
 * information shown to staff, never mailed (ADR 031). A second application to the same job is refused by the
 * unique (job_id, user_id) index and reported as a duplicate; nothing is sent then.
 * Without a resume link, the profile's resume is copied first and the copy kept with the
 * application (removed again when no application is stored).
 */
export async function submitApplication({
  userId,
  jobId,
  input,
}: {
  userId: string | null | undefined;
  jobId: string;
  input: ApplicationInput;
}): Promise<SubmitResult> {
  if (!userId) throw new NotAuthenticatedError();
  const [account] = await withDbRetry(() =>
    getDb()
      .select({ email: user.email, emailVerified: user.emailVerified })
      .from(user)
      .where(eq(user.id, userId)),
  );
  if (!account) throw new NotAuthenticatedError();
  if (!account.emailVerified) throw new EmailNotVerifiedError();
  const siteUrl = getEnv().SITE_URL;
  const resumeCopy = input.resume_url ? null : await copyProfileResume(userId);
  const result = await withDbRetry(() =>
    getDb().transaction(async (tx) => {
      const [job] = await tx
        .select(jobSummaryColumns)
        .from(jobPosts)
        .where(and(eq(jobPosts.id, jobId), openJobCondition()));
      if (!job) throw new JobNotOpenError();
      const [row] = await tx
        .insert(jobApplications)
        .values({
          jobId,
          userId,
          applicantName: input.full_name,
          applicantEmail: input.email,
          applicantPhone: input.phone || null,
          coverLetter: input.cover_letter,
          resumeUrl: input.resume_url || null,
        })
        .onConflictDoNothing({ target: [jobApplications.jobId, jobApplications.userId] })
        .returning({ id: jobApplications.id, createdAt: jobApplications.createdAt });
      if (!row) return { ok: false, reason: "duplicate" } as const;
      if (resumeCopy) await attachResumeCopy(tx, { id: row.id, userId }, resumeCopy);
      // The history starts with the application arriving, made by the candidate.
      await tx.insert(applicationStatusHistory).values({
        applicationId: row.id,
        fromStatus: null,
        toStatus: "pending",
        changedBy: userId,
      });
      await enqueueEmail(tx, {
        to: account.email,
        ...renderEmail(applicationReceivedEmail, {
          name: input.full_name,
          jobTitle: job.title,
          companyName: job.companyName,
          location: job.location,
          submittedAt: formatDate(row.createdAt, "dateTime"),
          applicationsUrl: `${siteUrl}/user/applications`,
        }),
        metadata: { applicationId: row.id, jobId },
      });
      await enqueueEmail(tx, {
        to: site.email,
        replyTo: account.email,
        ...renderEmail(applicationNotificationEmail, {
          applicantName: input.full_name,
          applicantEmail: input.email,
          accountEmail: account.email,
          applicantPhone: input.phone || undefined,
          jobTitle: job.title,
          companyName: job.companyName,
          coverLetter: input.cover_letter,
          resumeUrl: input.resume_url || undefined,
          profileUrl: `${siteUrl}/user/profile?userId=${encodeURIComponent(userId)}`,
        }),
        metadata: { applicationId: row.id, jobId },
      });
      return { ok: true, applicationId: row.id } as const;
    }),
  ).catch(async (error) => {
    if (resumeCopy) await discardResumeCopy(resumeCopy);
    throw error;
  });
  if (!result.ok && resumeCopy) await discardResumeCopy(resumeCopy);
  return result;
}

/** The user's application to a job, if any (to show "already applied" instead of the form). */
export async function findOwnApplication(userId: string, jobId: string) {
  const [row] = await withDbRetry(() =>
    getDb()
      .select({
        id: jobApplications.id,
        status: jobApplications.status,
        createdAt: jobApplications.createdAt,
      })
      .from(jobApplications)
      .where(and(eq(jobApplications.userId, userId), eq(jobApplications.jobId, jobId)))
      .limit(1),
  );
  return row ?? null;
}

/** Which of `jobIds` the user has applied to (for "Applied" on cards and job pages). */
export async function appliedJobIdsAmong(userId: string, jobIds: string[]): Promise<Set<string>> {
  if (jobIds.length === 0) return new Set();
  const rows = await withDbRetry(() =>
    getDb()
      .select({ jobId: jobApplications.jobId })
      .from(jobApplications)
      .where(and(eq(jobApplications.userId, userId), inArray(jobApplications.jobId, jobIds))),
  );
  return new Set(rows.map((row) => row.jobId));
}

export interface MyApplication {
  id: string;
  status: string;
  coverLetter: string;
  resumeUrl: string | null;
  applicantName: string;
  applicantEmail: string;
  applicantPhone: string | null;
  createdAt: Date;
  job: {
    id: string;
    slug: string;
    title: string;
    companyName: string;
    location: string;
    jobType: string;
    /** Still open, so the job page can be linked. */
    open: boolean;
  };
}

/** The user's own applications with their jobs, newest first. */
export async function listMyApplications(userId: string): Promise<MyApplication[]> {
  const rows = await withDbRetry(() =>
    getDb()
      .select({
        id: jobApplications.id,
        status: jobApplications.status,
        coverLetter: jobApplications.coverLetter,
        resumeUrl: jobApplications.resumeUrl,
        applicantName: jobApplications.applicantName,
        applicantEmail: jobApplications.applicantEmail,
        applicantPhone: jobApplications.applicantPhone,
        createdAt: jobApplications.createdAt,
        jobId: jobPosts.id,
        slug: jobPosts.slug,
        title: jobPosts.title,
        companyName: jobPosts.companyName,
        location: jobPosts.location,
        jobType: jobPosts.jobType,
        open: sql<boolean>`(${jobPosts.isActive} and (${jobPosts.applicationDeadline} is null or ${jobPosts.applicationDeadline} > now()))`,
      })
      .from(jobApplications)
      .innerJoin(jobPosts, eq(jobPosts.id, jobApplications.jobId))
      .where(eq(jobApplications.userId, userId))
      .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id)),
  );
  return rows.map(({ jobId, slug, title, companyName, location, jobType, open, ...rest }) => ({
    ...rest,
    job: { id: jobId, slug, title, companyName, location, jobType, open: Boolean(open) },
  }));
}

export interface MySavedJob extends JobSummary {
  savedAt: string;
}

/** The user's saved jobs that are still open, most recently saved first. */
export async function listMySavedJobs(userId: string): Promise<MySavedJob[]> {
  const rows = await withDbRetry(() =>
    getDb()
      .select({
        job: jobPosts,
        savedAt: savedJobs.createdAt,
        categoryId: jobCategories.id,
        categoryName: jobCategories.name,
        categoryColor: jobCategories.color,
      })
      .from(savedJobs)
      .innerJoin(jobPosts, eq(jobPosts.id, savedJobs.jobId))
      .leftJoin(jobCategories, eq(jobCategories.id, jobPosts.categoryId))
      .where(and(eq(savedJobs.userId, userId), openJobCondition()))
      .orderBy(desc(savedJobs.createdAt), desc(savedJobs.id)),
  );
  return rows.map(({ job, savedAt, categoryId, categoryName, categoryColor }) => ({
    id: job.id,
    slug: job.slug,
    title: job.title,
    companyName: job.companyName,
    location: job.location,
    workplaceType: job.workplaceType,
    description: job.description.slice(0, 600),
    jobType: job.jobType,
    experienceLevel: job.experienceLevel,
    salaryRange: job.salaryRange,
    tags: job.tags,
    isFeatured: job.isFeatured,
    createdAt: job.createdAt.toISOString(),
    applicationDeadline: job.applicationDeadline?.toISOString() ?? null,
    category: categoryId
      ? { id: categoryId, name: categoryName as string, color: categoryColor }
      : null,
    savedAt: savedAt.toISOString(),
  }));
}
