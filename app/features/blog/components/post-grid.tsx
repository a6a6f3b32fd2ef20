import { cn } from "~/lib/utils";
import type { PostSummary } from "../types";
import { PostCard } from "./post-card";

/** Article cards in a responsive grid; the first `eager` images load at once. */
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
    <ul className={cn("grid gap-6 sm:grid-cols-2 lg:grid-cols-3", className)}>
      {posts.map((post, index) => (
        <li key={post.id}>
          <PostCard
            post={post}
            headingLevel={headingLevel}
            maxTags={maxTags}
            imageLoading={index < eager ? "eager" : "lazy"}
          />
        </li>
      ))}
    </ul>
  );
}
