import { and, eq, inArray } from "drizzle-orm";
import { getDb, withDbRetry } from "~/lib/db.server";
import { jobApplications, jobPosts, savedJobs } from "../../../db/schema/index.ts";

/** What a signed-in visitor's pages show about one job: their Save state and their application. */
export interface VisitorJobMark {
  title: string;
  saved: boolean;
  application: { createdAt: string; status: string } | null;
}

/**
 * The user's marks on each of `jobIds` that exists, in one query: the careers board, job and tag
 * pages rendered for them, and their shared pages filled in by the page cache (ADR 097).
 */
export async function visitorJobMarks(
  userId: string,
  jobIds: readonly string[],
): Promise<Map<string, VisitorJobMark>> {
  if (jobIds.length === 0) return new Map();
  const rows = await withDbRetry(() =>
    getDb()
      .select({
        id: jobPosts.id,
        title: jobPosts.title,
        savedAt: savedJobs.createdAt,
        appliedAt: jobApplications.createdAt,
        status: jobApplications.status,
      })
      .from(jobPosts)
      .leftJoin(savedJobs, and(eq(savedJobs.jobId, jobPosts.id), eq(savedJobs.userId, userId)))
      .leftJoin(
        jobApplications,
        and(eq(jobApplications.jobId, jobPosts.id), eq(jobApplications.userId, userId)),
      )
      .where(inArray(jobPosts.id, [...jobIds])),
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        title: row.title,
        saved: row.savedAt !== null,
        application:
          row.appliedAt && row.status
            ? { createdAt: row.appliedAt.toISOString(), status: row.status }
            : null,
      },
    ]),
  );
}
