import { data } from "react-router";
import { getSessionUser } from "~/features/access/session.server";
import { getEnv } from "~/lib/env.server";
import { errorFields, logger } from "~/lib/logger.server";
import { jobNotFoundCopy } from "./components/job-not-found";
import { truncateText } from "./format";
import {
  cachedRelatedJobs,
  getOpenJobBySlug,
  isClosedJobSlug,
  renamedJobRedirect,
} from "./jobs.server";
import { jobPath } from "./paths";
import { visitorJobMarks } from "./visitor-marks.server";

// Asked again each time (no heuristic browser caching): a job that reopens shows at once.
const noindex = { "X-Robots-Tag": "noindex", "Cache-Control": "no-cache" };

/**
 * The job page's error screen with the spec's message, kept out of search results: 404, or 410
 * (Gone) for a job that existed and has closed, so crawlers drop it for good.
 */
function jobNotFound(message: string, status: 404 | 410 = 404) {
  return data({ message }, { status, headers: noindex });
}

/**
 * The job page's data: the open job (else a 301 from a renamed slug, 410 for a closed job, 404),
 * the visitor's own saved state and application, and the related jobs as a streamed promise.
 */
export async function loadJobPage(request: Request, rawSlug: string | undefined) {
  const slug = rawSlug?.trim();
  if (!slug || slug === ":slug") throw jobNotFound(jobNotFoundCopy.invalidSlug);
  const job = await getOpenJobBySlug(slug);
  if (!job) {
    // A slug staff changed: its old address moves for good to the job's current one.
    const moved = await renamedJobRedirect(slug, request, jobPath);
    if (moved) throw moved;
    const closed = await isClosedJobSlug(slug);
    throw jobNotFound(jobNotFoundCopy.noJob(truncateText(slug, 120)), closed ? 410 : 404);
  }
  const user = await getSessionUser(request);
  // Personal parts: only in a page rendered for a signed-in visitor alone (ADR 097).
  const mark = user ? (await visitorJobMarks(user.id, [job.id])).get(job.id) : undefined;
  // Streamed after the page (the block shows a skeleton until it arrives); kept for 5 minutes.
  const related = cachedRelatedJobs(job).catch((error: unknown) => {
    logger.warn("related jobs failed to load", { slug: job.slug, ...errorFields(error) });
    return null;
  });
  return {
    job,
    saved: mark?.saved ?? false,
    applied: mark?.application ?? null,
    related,
    siteUrl: getEnv().SITE_URL,
  };
}
