import { cn } from "~/lib/utils";
import type { PostSummary } from "../types";
import { PostCard } from "./post-card";

/**
 * Article cards in a responsive grid. The first `eager` cards are on screen when the page opens:
 * their images load at once. The others load their images, and are rendered, as they come near
 * the viewport (lazy-card, ADR 071).
 */
export function PostGrid({
  posts,
  headingLevel = "h3",
  maxTags = 3,
  eager = 0,
  className,
}: {
  posts: readonly PostSummary[];
  headingLevel?: "h2" | "h3" | "h4";
  maxTags?: number;
  eager?: number;
  className?: string;
}) {
  return (
    <ul
      className={cn("grid gap-6 sm:grid-cols-2 lg:grid-cols-3", className)}
      data-island={posts.length > eager ? "scroll-anchor" : undefined}
    >
      {posts.map((post, index) => {
        const onFirstScreen = index < eager;
        return (
          <li key={post.id} className={onFirstScreen ? undefined : "lazy-card-[32rem]"}>
            <PostCard
              post={post}
              headingLevel={headingLevel}
              maxTags={maxTags}
              imageLoading={onFirstScreen ? "eager" : "lazy"}
            />
          </li>
        );
      })}
    </ul>
  );
}
