import { jobFeedResponse } from "~/features/jobs/job-feed.server";
import type { Route } from "./+types/jobs-rss";

/** GET /jobs/feed.xml: the open jobs as RSS 2.0. */
export function loader({ request }: Route.LoaderArgs) {
  return jobFeedResponse(request, "rss");
}
