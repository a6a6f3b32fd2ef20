import { asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ApplicationStatus } from "~/features/applications/status";
import { currentResume, resumeDownloadPath } from "~/features/resumes/resumes.server";
import { getDb, withDbRetry } from "~/lib/db.server";
import {
  applicationResumes,
  applicationStatusHistory,
  jobApplications,
  jobPosts,
  user,
  userProfiles,
} from "../../../db/schema/index.ts";
import { isUuid } from "./ids";

export interface HistoryEntry {
  id: string;
  fromStatus: ApplicationStatus | null;
  toStatus: ApplicationStatus;
  /** Who made the change; null when not recorded or the account is gone. */
  changedBy: { name: string; email: string } | null;
  note: string | null;
  createdAt: string;
}

/** An application as its staff page shows it; dates are ISO strings. */
export interface StaffApplication {
  id: string;
  /** Null once the candidate deleted their account (the application is anonymised). */
  userId: string | null;
  applicantName: string;
  applicantEmail: string;
  applicantPhone: string | null;
  coverLetter: string;
  /** The external resume the candidate gave, if any. */
  resumeUrl: string | null;
  status: ApplicationStatus;
  createdAt: string;
  updatedAt: string;
  job: { id: string; slug: string; title: string; companyName: string };
  /** Whether the candidate has a profile staff can open. */
  hasProfile: boolean;
  /** The copy of the profile resume the application was sent with (downloaded through the authorised route). */
  sentResume: { fileName: string; fileUrl: string } | null;
  /**
   * For applications sent before resumes were copied with them (no sentResume, no link): the
   * profile's current resume.
   */
  profileResume: { fileName: string; fileUrl: string } | null;
  /** Oldest first. */
  history: HistoryEntry[];
}

const changer = alias(user, "changer");

/** One application with its job, the candidate's profile resume and its status history. */
export async function getStaffApplication(id: string): Promise<StaffApplication | null> {
  if (!isUuid(id)) return null;
  const db = getDb();
  const [row] = await withDbRetry(() =>
    db
      .select({
        application: {
          id: jobApplications.id,
          userId: jobApplications.userId,
          applicantName: jobApplications.applicantName,
          applicantEmail: jobApplications.applicantEmail,
          applicantPhone: jobApplications.applicantPhone,
          coverLetter: jobApplications.coverLetter,
          resumeUrl: jobApplications.resumeUrl,
          status: jobApplications.status,
          createdAt: jobApplications.createdAt,
          updatedAt: jobApplications.updatedAt,
        },
        job: {
          id: jobPosts.id,
          slug: jobPosts.slug,
          title: jobPosts.title,
          companyName: jobPosts.companyName,
        },
        profileId: userProfiles.id,
        sentResumeId: applicationResumes.id,
        sentResumeName: applicationResumes.fileName,
      })
      .from(jobApplications)
      .innerJoin(jobPosts, eq(jobPosts.id, jobApplications.jobId))
      .leftJoin(applicationResumes, eq(applicationResumes.applicationId, jobApplications.id))
      .leftJoin(userProfiles, eq(userProfiles.userId, jobApplications.userId))
      .where(eq(jobApplications.id, id)),
  );
  if (!row) return null;
  const { application } = row;
  const [history, resume] = await Promise.all([
    withDbRetry(() =>
      db
        .select({
          id: applicationStatusHistory.id,
          fromStatus: applicationStatusHistory.fromStatus,
          toStatus: applicationStatusHistory.toStatus,
          note: applicationStatusHistory.note,
          createdAt: applicationStatusHistory.createdAt,
          changerName: changer.name,
          changerEmail: changer.email,
        })
        .from(applicationStatusHistory)
        .leftJoin(changer, eq(changer.id, applicationStatusHistory.changedBy))
        .where(eq(applicationStatusHistory.applicationId, id))
        .orderBy(asc(applicationStatusHistory.createdAt), asc(applicationStatusHistory.id)),
    ),
    application.userId && !application.resumeUrl && !row.sentResumeId
      ? currentResume(application.userId)
      : null,
  ]);
  return {
    ...application,
    createdAt: application.createdAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
    job: row.job,
    hasProfile: row.profileId !== null,
    sentResume: row.sentResumeId
      ? { fileName: row.sentResumeName ?? "", fileUrl: resumeDownloadPath(row.sentResumeId) }
      : null,
    profileResume: resume ? { fileName: resume.fileName, fileUrl: resume.fileUrl } : null,
    history: history.map(({ changerName, changerEmail, createdAt, ...entry }) => ({
      ...entry,
      createdAt: createdAt.toISOString(),
      changedBy: changerEmail ? { name: changerName ?? "", email: changerEmail } : null,
    })),
  };
}
