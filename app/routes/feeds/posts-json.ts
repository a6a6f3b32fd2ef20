import { postFeedResponse } from "~/features/blog/post-feed.server";
import type { Route } from "./+types/posts-json";

/** GET /feed.json: the knowledge center's newest posts as JSON Feed 1.1. */
export function loader({ request }: Route.LoaderArgs) {
  return postFeedResponse(request, "json");
}
