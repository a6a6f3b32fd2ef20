import { jobFeedResponse } from "~/features/jobs/job-feed.server";
import type { Route } from "./+types/jobs-json";

/** GET /jobs/feed.json: the open jobs as JSON Feed 1.1. */
export function loader({ request }: Route.LoaderArgs) {
  return jobFeedResponse(request, "json");
}
