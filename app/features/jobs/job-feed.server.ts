import { type FeedFormat, latestItemDate } from "~/features/feeds/feed";
import { cachedTextResponse, feedResponse } from "~/features/feeds/respond.server";
import { getEnv } from "~/lib/env.server";
import { buildAggregatorFeed } from "./indeed-feed";
import { jobsFeedModel } from "./job-feed";
import { listFeedJobs } from "./jobs.server";

/** RSS, Atom and JSON Feed carry the newest 100 open jobs. */
export const jobFeedLimit = 100;

/** The job feed in one format, with ETag / 304 and five minutes of caching. */
export async function jobFeedResponse(request: Request, format: FeedFormat): Promise<Response> {
  const jobs = await listFeedJobs({ limit: jobFeedLimit });
  return feedResponse(request, jobsFeedModel(jobs, getEnv().SITE_URL), format);
}

/** Every open job in the aggregator XML format. */
export async function aggregatorFeedResponse(request: Request): Promise<Response> {
  const jobs = await listFeedJobs();
  const updated = latestItemDate(
    jobs.map((job) => ({ published: job.createdAt, updated: job.updatedAt })),
  );
  const body = buildAggregatorFeed(jobs, getEnv().SITE_URL, updated);
  return cachedTextResponse(request, body, "application/xml; charset=utf-8");
}
