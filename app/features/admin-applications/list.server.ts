import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { type ApplicationStatus, applicationStatusList } from "~/features/applications/status";
import { adminPageSize, onPage } from "~/lib/admin-paging";
import { getDb, withDbRetry } from "~/lib/db.server";
import { escapeLikePattern } from "~/lib/sql";
import { jobApplications, jobPosts } from "../../../db/schema/index.ts";
import type { ApplicationFilters } from "./filters";
import { isUuid } from "./ids";

export interface ApplicationListRow {
  id: string;
  applicantName: string;
  applicantEmail: string;
  status: ApplicationStatus;
  job: { id: string; title: string };
  createdAt: Date;
  updatedAt: Date;
}

export interface ApplicationList {
  rows: ApplicationListRow[];
  /** Applications matching every filter (for paging). */
  total: number;
  /** Per status, under the job and search filters (for the status tabs). */
  counts: Record<ApplicationStatus, number>;
}

/** The job the list is filtered by, or null when no job has that id. */
export async function findJobForFilter(jobId: string) {
  if (!isUuid(jobId)) return null;
  const [job] = await withDbRetry(() =>
    getDb()
      .select({ id: jobPosts.id, title: jobPosts.title })
      .from(jobPosts)
      .where(eq(jobPosts.id, jobId)),
  );
  return job ?? null;
}

/** Every application for staff, newest first, filtered by job, status and applicant search. */
export async function listApplications(
  filters: ApplicationFilters,
  pageSize = adminPageSize,
): Promise<ApplicationList> {
  const scope: SQL[] = [];
  if (filters.jobId) scope.push(eq(jobApplications.jobId, filters.jobId));
  if (filters.q) {
    const pattern = `%${escapeLikePattern(filters.q)}%`;
    scope.push(
      or(
        ilike(jobApplications.applicantName, pattern),
        ilike(jobApplications.applicantEmail, pattern),
      ) as SQL,
    );
  }
  const where = and(
    ...scope,
    ...(filters.status ? [eq(jobApplications.status, filters.status)] : []),
  );
  const db = getDb();
  const [rows, grouped] = await withDbRetry(() =>
    Promise.all([
      onPage(
        db
          .select({
            id: jobApplications.id,
            applicantName: jobApplications.applicantName,
            applicantEmail: jobApplications.applicantEmail,
            status: jobApplications.status,
            jobId: jobPosts.id,
            jobTitle: jobPosts.title,
            createdAt: jobApplications.createdAt,
            updatedAt: jobApplications.updatedAt,
          })
          .from(jobApplications)
          .innerJoin(jobPosts, eq(jobPosts.id, jobApplications.jobId))
          .where(where)
          .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
          .$dynamic(),
        filters.page,
        pageSize,
      ),
      db
        .select({ status: jobApplications.status, count: count() })
        .from(jobApplications)
        .where(and(...scope))
        .groupBy(jobApplications.status),
    ]),
  );
  const counts = Object.fromEntries(applicationStatusList.map((status) => [status, 0])) as Record<
    ApplicationStatus,
    number
  >;
  for (const row of grouped) counts[row.status] = row.count;
  const total = filters.status
    ? counts[filters.status]
    : Object.values(counts).reduce((sum, value) => sum + value, 0);
  return {
    rows: rows.map(({ jobId, jobTitle, ...row }) => ({
      ...row,
      job: { id: jobId, title: jobTitle },
    })),
    total,
    counts,
  };
}
