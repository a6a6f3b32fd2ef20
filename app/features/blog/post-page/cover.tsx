import { cn } from "~/lib/utils";
import type { PostView } from "./types";

/**
 * The post's cover picture, the page's largest element (the LCP candidate): fetched eagerly
 * with high priority, sized so it takes its space before it arrives. The title names the
 * article, so the picture is decorative for assistive technology.
 */
export function PostCover({
  post,
  rounded = "rounded-2xl",
  className,
}: {
  post: PostView;
  rounded?: "rounded-2xl" | "rounded-xl";
  className?: string;
}) {
  return (
    <img
      src={post.image}
      alt=""
      width={1200}
      height={675}
      loading="eager"
      fetchPriority="high"
      className={cn(
        "aspect-video w-full border border-border bg-muted object-cover",
        rounded,
        className,
      )}
    />
  );
}
