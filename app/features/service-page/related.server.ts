import type { ServicePageData } from "~/content/service-pages/types";
import { listRelatedPosts } from "~/features/blog/posts.server";
import type { PostSummary } from "~/features/blog/types";
import { listOpenJobsInCategories } from "~/features/jobs/jobs.server";
import type { JobSummary } from "~/features/jobs/types";
import { clearedOnContentChange } from "~/lib/content-caches.server";
import { errorFields, logger } from "~/lib/logger.server";
import { createPromiseCache } from "~/lib/promise-cache";

/** Spec: related articles and jobs, limit 3, cached 5 minutes. */
export const relatedLimit = 3;
export const relatedTtlMs = 5 * 60_000;

const postsCache = clearedOnContentChange(
  createPromiseCache<PostSummary[]>({ ttlMs: relatedTtlMs, maxEntries: 100 }),
);
const jobsCache = clearedOnContentChange(
  createPromiseCache<JobSummary[]>({ ttlMs: relatedTtlMs, maxEntries: 100 }),
);

/** A failure is logged and becomes null: the page hides the block (spec: error catalogue). */
function hideOnError<T>(what: string, slug: string, promise: Promise<T>): Promise<T | null> {
  return promise.catch((error: unknown) => {
    logger.warn(`service page: ${what} failed to load`, {
      slug,
      ...errorFields(error),
    });
    return null;
  });
}

type RelatedSource = Pick<
  ServicePageData,
  "slug" | "blogCategoryIds" | "blogTags" | "jobCategoryIds" | "jobTags"
>;

/** One cache key for a filter: the same categories and tags in any order share it. */
function cacheKey(categoryIds: readonly string[], tags: readonly string[]): string {
  return JSON.stringify([[...categoryIds].sort(), [...tags].sort()]);
}

/** Up to 3 published posts of the page's categories and topic tags, newest first; null on error. */
export function streamRelatedArticles(page: RelatedSource): Promise<PostSummary[] | null> {
  return hideOnError(
    "related articles",
    page.slug,
    postsCache.get(cacheKey(page.blogCategoryIds, page.blogTags), () =>
      listRelatedPosts({
        categoryIds: page.blogCategoryIds,
        anyTags: page.blogTags,
        limit: relatedLimit,
      }),
    ),
  );
}

/** Up to 3 open jobs of the page's categories and topic tags, newest first; null on error. */
export function streamRelatedJobs(page: RelatedSource): Promise<JobSummary[] | null> {
  return hideOnError(
    "related jobs",
    page.slug,
    jobsCache.get(cacheKey(page.jobCategoryIds, page.jobTags), () =>
      listOpenJobsInCategories(page.jobCategoryIds, {
        anyTags: page.jobTags,
        limit: relatedLimit,
      }),
    ),
  );
}
