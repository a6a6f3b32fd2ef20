import { asc, count, eq, sql } from "drizzle-orm";
import { openJobCondition } from "~/features/jobs/jobs.server";
import { getDb, withDbRetry } from "~/lib/db.server";
import { jobCategories, jobPosts } from "../../../db/schema/index.ts";

/** One job category on the staff page; its writes are the shared ones (staff-categories). */
export interface CategoryRow {
  id: string;
  name: string;
  description: string | null;
  color: string | null;
  jobs: number;
  openJobs: number;
}

/** Every job category by name, with how many jobs it holds and how many of them are open. */
export async function listCategoriesWithCounts(now: Date = new Date()): Promise<CategoryRow[]> {
  const rows = await withDbRetry(() =>
    getDb()
      .select({
        id: jobCategories.id,
        name: jobCategories.name,
        description: jobCategories.description,
        color: jobCategories.color,
        jobs: count(jobPosts.id),
        openJobs: sql<number>`count(${jobPosts.id}) filter (where ${openJobCondition(now)})`,
      })
      .from(jobCategories)
      .leftJoin(jobPosts, eq(jobPosts.categoryId, jobCategories.id))
      .groupBy(jobCategories.id)
      .orderBy(asc(jobCategories.name)),
  );
  return rows.map((row) => ({ ...row, jobs: Number(row.jobs), openJobs: Number(row.openJobs) }));
}
