import { Star } from "lucide-react";
import type { PostSummary } from "../types";
import { PostGrid } from "./post-grid";

/** Featured posts shown out of the list handed to the block (the spec: 3 of the first 6). */
export const featuredShown = 3;

/** The featured block: up to three of the posts it is given, images loaded at once. */
export function FeaturedPosts({ posts }: { posts: readonly PostSummary[] }) {
  const shown = posts.slice(0, featuredShown);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="featured-articles" className="mt-10">
      <h2
        id="featured-articles"
        className="flex items-center gap-2 text-2xl font-bold tracking-tight"
      >
        <Star aria-hidden="true" className="size-5 text-amber-600 dark:text-amber-400" />
        Featured Articles
      </h2>
      <PostGrid posts={shown} eager={featuredShown} className="mt-5" />
    </section>
  );
}
