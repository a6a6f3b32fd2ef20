import { and, asc, desc, eq, inArray, like, or, sql } from "drizzle-orm";
import { accountDeletedEmail } from "~/features/accounts/emails/account-deleted";
import {
  applicationResumePrefix,
  resumeDownloadPath,
  resumePrefix,
} from "~/features/resumes/resumes.server";
import { getDb, type Queryable } from "~/lib/db.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { renderEmail } from "~/lib/email/render.server";
import { errorFields, logger } from "~/lib/logger.server";
import type { FileStorage } from "~/lib/storage.server";
import {
  account,
  applicationResumes,
  applicationStatusHistory,
  auditLog,
  emailOutbox,
  jobApplications,
  jobPosts,
  resumeFiles,
  savedJobs,
  session,
  user,
  userProfiles,
  userRoleAssignments,
  userRoles,
  verification,
} from "../../../db/schema/index.ts";

/** What an anonymised application keeps instead of the applicant's details. */
export const anonymisedApplicant = {
  name: "Deleted candidate",
  email: "deleted-candidate@anonymised.invalid",
  coverLetter: "[Removed at the candidate's request]",
} as const;

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

export const dataExportFormat = "quillstack-candidate-data";

/** Everything we hold about one user, as they may download it (GDPR art. 15 and 20). */
export async function exportUserData(userId: string, db: Queryable = getDb()) {
  const [owner] = await db.select().from(user).where(eq(user.id, userId));
  if (!owner) return null;
  const [accounts, sessions, profiles, applications, saved, resumes, roles, statusChanges] =
    await Promise.all([
      db
        .select({ providerId: account.providerId, createdAt: account.createdAt })
        .from(account)
        .where(eq(account.userId, userId)),
      db
        .select({
          createdAt: session.createdAt,
          expiresAt: session.expiresAt,
          ipAddress: session.ipAddress,
          userAgent: session.userAgent,
        })
        .from(session)
        .where(eq(session.userId, userId))
        .orderBy(desc(session.createdAt)),
      db.select().from(userProfiles).where(eq(userProfiles.userId, userId)),
      db
        .select({ application: jobApplications, job: jobPosts, sentResume: applicationResumes })
        .from(jobApplications)
        .innerJoin(jobPosts, eq(jobPosts.id, jobApplications.jobId))
        .leftJoin(applicationResumes, eq(applicationResumes.applicationId, jobApplications.id))
        .where(eq(jobApplications.userId, userId))
        .orderBy(desc(jobApplications.createdAt)),
      db
        .select({ savedAt: savedJobs.createdAt, job: jobPosts })
        .from(savedJobs)
        .innerJoin(jobPosts, eq(jobPosts.id, savedJobs.jobId))
        .where(eq(savedJobs.userId, userId))
        .orderBy(desc(savedJobs.createdAt)),
      db
        .select()
        .from(resumeFiles)
        .where(eq(resumeFiles.userId, userId))
        .orderBy(desc(resumeFiles.uploadedAt)),
      db
        .select({ name: userRoles.name, isActive: userRoleAssignments.isActive })
        .from(userRoleAssignments)
        .innerJoin(userRoles, eq(userRoles.id, userRoleAssignments.roleId))
        .where(eq(userRoleAssignments.userId, userId)),
      // The statuses each application went through; staff notes and names stay internal.
      db
        .select({
          applicationId: applicationStatusHistory.applicationId,
          from: applicationStatusHistory.fromStatus,
          to: applicationStatusHistory.toStatus,
          at: applicationStatusHistory.createdAt,
        })
        .from(applicationStatusHistory)
        .innerJoin(jobApplications, eq(jobApplications.id, applicationStatusHistory.applicationId))
        .where(eq(jobApplications.userId, userId))
        .orderBy(asc(applicationStatusHistory.createdAt)),
    ]);
  const profile = profiles[0];
  const jobSummary = (job: typeof jobPosts.$inferSelect) => ({
    id: job.id,
    title: job.title,
    slug: job.slug,
    companyName: job.companyName,
    location: job.location,
    isActive: job.isActive,
  });
  return {
    format: dataExportFormat,
    version: 1,
    exportedAt: new Date().toISOString(),
    account: {
      id: owner.id,
      name: owner.name,
      email: owner.email,
      emailVerified: owner.emailVerified,
      createdAt: iso(owner.createdAt),
      updatedAt: iso(owner.updatedAt),
      signInMethods: accounts.map((row) => ({
        provider: row.providerId === "credential" ? "email and password" : row.providerId,
        createdAt: iso(row.createdAt),
      })),
      staffRoles: roles.map((role) => ({ name: role.name, active: role.isActive })),
    },
    sessions: sessions.map((row) => ({
      createdAt: iso(row.createdAt),
      expiresAt: iso(row.expiresAt),
      ipAddress: row.ipAddress,
      userAgent: row.userAgent,
    })),
    profile: profile
      ? {
          firstName: profile.firstName,
          lastName: profile.lastName,
          email: profile.email,
          phone: profile.phone,
          location: profile.location,
          bio: profile.bio,
          skills: profile.skills,
          experience: profile.experience,
          education: profile.education,
          socialLinks: profile.socialLinks,
          currentResumeId:
            resumes.find((resume) => resume.storageKey === profile.resumeUrl)?.id ?? null,
          createdAt: iso(profile.createdAt),
          updatedAt: iso(profile.updatedAt),
        }
      : null,
    applications: applications.map(({ application, job, sentResume }) => ({
      id: application.id,
      job: jobSummary(job),
      applicantName: application.applicantName,
      applicantEmail: application.applicantEmail,
      applicantPhone: application.applicantPhone,
      coverLetter: application.coverLetter,
      resumeUrl: application.resumeUrl,
      sentResume: sentResume
        ? {
            fileName: sentResume.fileName,
            contentType: sentResume.contentType,
            fileSize: sentResume.fileSize,
            downloadPath: resumeDownloadPath(sentResume.id),
          }
        : null,
      status: application.status,
      statusHistory: statusChanges
        .filter((change) => change.applicationId === application.id)
        .map((change) => ({ from: change.from, to: change.to, at: iso(change.at) })),
      createdAt: iso(application.createdAt),
      updatedAt: iso(application.updatedAt),
    })),
    savedJobs: saved.map((row) => ({ savedAt: iso(row.savedAt), job: jobSummary(row.job) })),
    resumes: resumes.map((resume) => ({
      id: resume.id,
      fileName: resume.fileName,
      contentType: resume.contentType,
      fileSize: resume.fileSize,
      uploadedAt: iso(resume.uploadedAt),
      downloadPath: resumeDownloadPath(resume.id),
    })),
  };
}

export type UserDataExport = NonNullable<Awaited<ReturnType<typeof exportUserData>>>;

export interface DeletedAccount {
  email: string;
  anonymisedApplications: number;
  removedFiles: number;
  /** Storage keys that could not be removed (logged; the rows are gone either way). */
  failedFiles: string[];
}

/**
 * Staff notes on the applications' history and the audit log's sentences name or describe the
 * applicant: they go with the account. Who changed which status when stays.
 */
async function forgetApplicantInStaffRecords(tx: Queryable, applicationIds: string[]) {
  if (applicationIds.length === 0) return;
  await tx
    .update(applicationStatusHistory)
    .set({ note: null })
    .where(inArray(applicationStatusHistory.applicationId, applicationIds));
  await tx
    .update(auditLog)
    .set({
      summary: sql`'Moved an anonymised application from ' || coalesce(${auditLog.before}->>'status', 'unknown') || ' to ' || coalesce(${auditLog.after}->>'status', 'unknown')`,
    })
    .where(and(eq(auditLog.entityType, "application"), inArray(auditLog.entityId, applicationIds)));
}

/**
 * Mail to or about the user goes, sent or not: whatever was addressed to them or answers to them
 * (their name and links), and every mail about their applications, wherever it went (the hiring
 * team's notification with the letter and phone number, confirmations to the form's address).
 */
async function forgetMailAbout(tx: Queryable, email: string, applicationIds: string[]) {
  await tx
    .delete(emailOutbox)
    .where(
      or(
        sql`lower(${emailOutbox.toAddress}) = lower(${email})`,
        sql`lower(${emailOutbox.replyTo}) = lower(${email})`,
        applicationIds.length > 0
          ? inArray(sql`${emailOutbox.metadata}->>'applicationId'`, applicationIds)
          : undefined,
      ),
    );
}

/**
 * Deletes a user's account and personal data in one transaction: applications are anonymised
 * and unlinked (the hiring team's records and statistics stay true), then the user row goes and
 * with it, by cascade, sessions, sign-in accounts, the profile, saved jobs, resume rows (the
 * profile's and the copies sent with applications) and role assignments. Pending reset tokens,
 * emails to the user and every email about their applications are removed, and a confirmation
 * email is queued. Stored resume files are removed after the commit, so a rollback
 * never leaves rows pointing at missing files. Returns null when there is no such user.
 */
export async function deleteUserAccount(
  userId: string,
  { db = getDb(), storage }: { db?: Queryable; storage: FileStorage },
): Promise<DeletedAccount | null> {
  const outcome = await db.transaction(async (tx) => {
    const [owner] = await tx.select().from(user).where(eq(user.id, userId)).for("update");
    if (!owner) return null;
    const files = await tx
      .select({ key: resumeFiles.storageKey })
      .from(resumeFiles)
      .where(eq(resumeFiles.userId, userId))
      .unionAll(
        tx
          .select({ key: applicationResumes.storageKey })
          .from(applicationResumes)
          .where(eq(applicationResumes.userId, userId)),
      );
    const [profile] = await tx
      .select({ resumeUrl: userProfiles.resumeUrl })
      .from(userProfiles)
      .where(eq(userProfiles.userId, userId));
    const anonymised = await tx
      .update(jobApplications)
      .set({
        userId: null,
        applicantName: anonymisedApplicant.name,
        applicantEmail: anonymisedApplicant.email,
        applicantPhone: null,
        coverLetter: anonymisedApplicant.coverLetter,
        resumeUrl: null,
        updatedAt: new Date(),
      })
      .where(eq(jobApplications.userId, userId))
      .returning({ id: jobApplications.id });
    await forgetApplicantInStaffRecords(
      tx,
      anonymised.map((row) => row.id),
    );
    await tx
      .delete(verification)
      .where(
        and(eq(verification.value, userId), like(verification.identifier, "reset-password:%")),
      );
    await tx.delete(user).where(eq(user.id, userId));
    await forgetMailAbout(
      tx,
      owner.email,
      anonymised.map((row) => row.id),
    );
    // No name in it: the row outlives the account (for as long as sent mail is kept).
    await enqueueEmail(tx, {
      to: owner.email,
      ...renderEmail(accountDeletedEmail, { anonymisedApplications: anonymised.length }),
    });
    const keys = new Set(files.map((file) => file.key));
    if (profile?.resumeUrl && !/^https?:\/\//.test(profile.resumeUrl)) keys.add(profile.resumeUrl);
    return { email: owner.email, anonymisedApplications: anonymised.length, keys };
  });
  if (!outcome) return null;

  // Files: the known keys, plus anything left under the user's folder (e.g. an upload whose row
  // was never written).
  const keys = new Set(outcome.keys);
  try {
    for (const prefix of [resumePrefix(userId), applicationResumePrefix(userId)]) {
      for (const entry of await storage.list(prefix)) keys.add(entry.key);
    }
  } catch (error) {
    logger.warn("account deletion: could not list stored files", { userId, ...errorFields(error) });
  }
  const failedFiles: string[] = [];
  let removedFiles = 0;
  for (const key of keys) {
    try {
      await storage.delete(key);
      removedFiles++;
    } catch (error) {
      failedFiles.push(key);
      logger.error("account deletion: could not remove a stored file", {
        userId,
        key,
        ...errorFields(error),
      });
    }
  }
  return {
    email: outcome.email,
    anonymisedApplications: outcome.anonymisedApplications,
    removedFiles,
    failedFiles,
  };
}

/** Whether the user holds a staff role; staff accounts are removed by an administrator instead. */
export async function hasStaffRole(userId: string, db: Queryable = getDb()): Promise<boolean> {
  const rows = await db
    .select({ id: userRoleAssignments.id })
    .from(userRoleAssignments)
    .where(and(eq(userRoleAssignments.userId, userId), eq(userRoleAssignments.isActive, true)))
    .limit(1);
  return rows.length > 0;
}
