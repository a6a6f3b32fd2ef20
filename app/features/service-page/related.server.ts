import { and, desc, eq, inArray } from "drizzle-orm";
import type { ServicePageData } from "~/content/service-pages/types";
import { listRelatedPosts } from "~/features/blog/posts.server";
import type { PostSummary } from "~/features/blog/types";
import { openJobCondition } from "~/features/jobs/jobs.server";
import type { JobSummary } from "~/features/jobs/types";
import { getDb, withDbRetry } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { jobCategories, jobPosts } from "../../../db/schema/index.ts";
import { createPromiseCache } from "./promise-cache";

/** Spec: related articles and jobs, limit 3, cached 5 minutes. */
export const relatedLimit = 3;
export const relatedTtlMs = 5 * 60_000;

/** The characters of a job description a related card needs (it shows 150). */
const jobDescriptionLength = 400;

/** A condition on one category id or several (spec: equality for one, membership for several). */
function categoryCondition(categoryIds: readonly string[]) {
  return categoryIds.length === 1
    ? eq(jobPosts.categoryId, categoryIds[0] as string)
    : inArray(jobPosts.categoryId, [...categoryIds]);
}

/** Up to `limit` open jobs in any of the categories, newest created_at first. */
export async function listJobsInCategories(
  categoryIds: readonly string[],
  { limit = relatedLimit, now = new Date() }: { limit?: number; now?: Date } = {},
): Promise<JobSummary[]> {
  if (categoryIds.length === 0) return [];
  const rows = await withDbRetry(() =>
    getDb()
      .select({ job: jobPosts, category: jobCategories })
      .from(jobPosts)
      .leftJoin(jobCategories, eq(jobCategories.id, jobPosts.categoryId))
      .where(and(openJobCondition(now), categoryCondition(categoryIds)))
      .orderBy(desc(jobPosts.createdAt), desc(jobPosts.id))
      .limit(limit),
  );
  return rows.map(({ job, category }) => ({
    id: job.id,
    slug: job.slug,
    title: job.title,
    companyName: job.companyName,
    location: job.location,
    workplaceType: job.workplaceType,
    description: job.description.slice(0, jobDescriptionLength),
    jobType: job.jobType,
    experienceLevel: job.experienceLevel,
    salaryRange: job.salaryRange,
    tags: job.tags,
    isFeatured: job.isFeatured,
    createdAt: job.createdAt.toISOString(),
    applicationDeadline: job.applicationDeadline?.toISOString() ?? null,
    category: category ? { id: category.id, name: category.name, color: category.color } : null,
  }));
}

const postsCache = createPromiseCache<PostSummary[]>({ ttlMs: relatedTtlMs, maxEntries: 100 });
const jobsCache = createPromiseCache<JobSummary[]>({ ttlMs: relatedTtlMs, maxEntries: 100 });

/** A failure is logged and becomes null: the page hides the block (spec: error catalogue). */
function hideOnError<T>(what: string, slug: string, promise: Promise<T>): Promise<T | null> {
  return promise.catch((error: unknown) => {
    logger.warn(`service page: ${what} failed to load`, {
      slug,
      error: error instanceof Error ? error.message : String(error),
    });
    return null;
  });
}

type RelatedSource = Pick<ServicePageData, "slug" | "blogCategoryIds" | "jobCategoryIds">;

/** Up to 3 published posts of the page's blog categories, newest first; null on error. */
export function streamRelatedArticles(page: RelatedSource): Promise<PostSummary[] | null> {
  const ids = [...page.blogCategoryIds].sort();
  return hideOnError(
    "related articles",
    page.slug,
    postsCache.get(ids.join(","), () =>
      listRelatedPosts({ categoryIds: ids, limit: relatedLimit }),
    ),
  );
}

/** Up to 3 open jobs of the page's job categories, newest first; null on error. */
export function streamRelatedJobs(page: RelatedSource): Promise<JobSummary[] | null> {
  const ids = [...page.jobCategoryIds].sort();
  return hideOnError(
    "related jobs",
    page.slug,
    jobsCache.get(ids.join(","), () => listJobsInCategories(ids)),
  );
}
