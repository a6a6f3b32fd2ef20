import { aggregatorFeedResponse } from "~/features/jobs/job-feed.server";
import type { Route } from "./+types/jobs-aggregator";

/** GET /jobs/indeed.xml: every open job in the XML format job aggregators (Indeed) accept. */
export function loader({ request }: Route.LoaderArgs) {
  return aggregatorFeedResponse(request);
}
