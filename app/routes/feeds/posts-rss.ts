import { postFeedResponse } from "~/features/blog/post-feed.server";
import type { Route } from "./+types/posts-rss";

/** GET /feed.xml: the knowledge center's newest posts as RSS 2.0. */
export function loader({ request }: Route.LoaderArgs) {
  return postFeedResponse(request, "rss");
}
