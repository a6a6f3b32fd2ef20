import { and, count, desc, eq, ilike, isNull, not, or, type SQL, sql } from "drizzle-orm";
import { openJobCondition } from "~/features/jobs/jobs.server";
import { adminPageSize, onPage, pageCountFor } from "~/lib/admin-paging";
import { getDb, type Queryable, withDbRetry } from "~/lib/db.server";
import { escapeLikePattern } from "~/lib/sql";
import { jobApplications, jobCategories, jobPosts } from "../../../db/schema/index.ts";
import { type AdminJobFilters, type JobState, jobState, uncategorised } from "./list-filters";

/** One row of the staff job list. Dates are ISO strings. */
export interface AdminJobRow {
  id: string;
  slug: string;
  title: string;
  companyName: string;
  location: string;
  state: JobState;
  isActive: boolean;
  isFeatured: boolean;
  jobType: string;
  categoryName: string | null;
  applicationDeadline: string | null;
  applications: number;
  updatedAt: string;
}

export interface AdminJobPage {
  rows: AdminJobRow[];
  total: number;
  page: number;
  pageCount: number;
}

/**
 * How many applications a job has (they are deleted with it). The job's id is written out in
 * full: drizzle leaves columns unqualified when a query reads one table.
 */
export const applicationCount = sql<number>`(select count(*)::int from ${jobApplications} where ${jobApplications.jobId} = "job_posts"."id")`;

function filterCondition(filters: AdminJobFilters, now: Date): SQL | undefined {
  const pattern = `%${escapeLikePattern(filters.q)}%`;
  return and(
    filters.q
      ? or(
          ilike(jobPosts.title, pattern),
          ilike(jobPosts.companyName, pattern),
          ilike(jobPosts.location, pattern),
        )
      : undefined,
    filters.status === "open" ? openJobCondition(now) : undefined,
    filters.status === "closed" ? not(openJobCondition(now)) : undefined,
    filters.category === uncategorised
      ? isNull(jobPosts.categoryId)
      : filters.category
        ? eq(jobPosts.categoryId, filters.category)
        : undefined,
    filters.type ? eq(jobPosts.jobType, filters.type) : undefined,
    filters.featured === "all"
      ? undefined
      : eq(jobPosts.isFeatured, filters.featured === "featured"),
  );
}

/** One page of jobs, open and closed alike, most recently changed first. */
export async function listAdminJobs(
  filters: AdminJobFilters,
  { now = new Date(), pageSize = adminPageSize }: { now?: Date; pageSize?: number } = {},
): Promise<AdminJobPage> {
  const db = getDb();
  const where = filterCondition(filters, now);
  const [totals] = await withDbRetry(() =>
    db.select({ total: count() }).from(jobPosts).where(where),
  );
  const total = Number(totals?.total ?? 0);
  const pageCount = pageCountFor(total, pageSize);
  const page = Math.min(filters.page, pageCount);
  const rows = await withDbRetry(() =>
    onPage(
      db
        .select({
          id: jobPosts.id,
          slug: jobPosts.slug,
          title: jobPosts.title,
          companyName: jobPosts.companyName,
          location: jobPosts.location,
          isActive: jobPosts.isActive,
          isFeatured: jobPosts.isFeatured,
          jobType: jobPosts.jobType,
          categoryName: jobCategories.name,
          applicationDeadline: jobPosts.applicationDeadline,
          applications: applicationCount,
          updatedAt: jobPosts.updatedAt,
        })
        .from(jobPosts)
        .leftJoin(jobCategories, eq(jobCategories.id, jobPosts.categoryId))
        .where(where)
        .orderBy(desc(jobPosts.updatedAt), desc(jobPosts.id))
        .$dynamic(),
      page,
      pageSize,
    ),
  );
  return {
    rows: rows.map((row) => ({
      ...row,
      state: jobState(row, now),
      applications: Number(row.applications),
      applicationDeadline: row.applicationDeadline?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
    })),
    total,
    page,
    pageCount,
  };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isJobId = (id: string) => uuidPattern.test(id);

export type StoredJob = typeof jobPosts.$inferSelect;

/** A job by id with its number of applications, or null (also for an id that is not a uuid). */
export async function findJob(
  id: string,
  db: Queryable = getDb(),
): Promise<(StoredJob & { applications: number }) | null> {
  if (!isJobId(id)) return null;
  const [row] = await withDbRetry(() =>
    db
      .select({ job: jobPosts, applications: applicationCount })
      .from(jobPosts)
      .where(eq(jobPosts.id, id)),
  );
  return row ? { ...row.job, applications: Number(row.applications) } : null;
}
