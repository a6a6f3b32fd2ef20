import { jobFeedResponse } from "~/features/jobs/job-feed.server";
import type { Route } from "./+types/jobs-atom";

/** GET /jobs/atom.xml: the open jobs as Atom 1.0. */
export function loader({ request }: Route.LoaderArgs) {
  return jobFeedResponse(request, "atom");
}
