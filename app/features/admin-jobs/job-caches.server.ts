import { clearJobCaches } from "~/features/jobs/jobs.server";
import { clearRelatedJobsCache } from "~/features/service-page/related.server";
import { invalidateTagCache } from "~/features/tags/tags.server";

/**
 * Public pages keep jobs in memory (tag counts, related jobs, the board's figures): every staff
 * write to jobs or their categories forgets them, so the change shows at once.
 */
export function forgetCachedJobs(): void {
  invalidateTagCache();
  clearJobCaches();
  clearRelatedJobsCache();
}
