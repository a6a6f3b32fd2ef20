import { postFeedResponse } from "~/features/blog/post-feed.server";
import type { Route } from "./+types/posts-atom";

/** GET /atom.xml: the knowledge center's newest posts as Atom 1.0. */
export function loader({ request }: Route.LoaderArgs) {
  return postFeedResponse(request, "atom");
}
