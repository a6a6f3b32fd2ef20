import { CalendarDays, Clock } from "lucide-react";
import { cn } from "~/lib/utils";
import { formatPostDate, isoDate } from "../components/post-format";
import type { PostView } from "./types";

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");
}

/** The author's picture, or their initials when the post has none. */
export function AuthorAvatar({ post, size = 48 }: { post: PostView; size?: number }) {
  const style = { width: size, height: size };
  if (post.authorImage) {
    return (
      <img
        src={post.authorImage}
        alt=""
        width={size}
        height={size}
        decoding="async"
        className="shrink-0 rounded-full border border-border bg-muted object-cover"
        style={style}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="inline-flex shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground"
      style={style}
    >
      {initials(post.authorName)}
    </span>
  );
}

/** The publish date (long en-US) and read time. */
export function PostDateAndReadTime({ post, className }: { post: PostView; className?: string }) {
  return (
    <p className={cn("flex flex-wrap items-center gap-x-4 gap-y-1", className)}>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4" />
        <time dateTime={isoDate(post.publishDate)}>{formatPostDate(post.publishDate)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4" />
        {post.readTime} min read
      </span>
    </p>
  );
}

/** Author (picture, name, role), publish date and read time. */
export function PostByline({ post, className }: { post: PostView; className?: string }) {
  return (
    <div className={cn("flex flex-wrap items-center gap-x-6 gap-y-3", className)}>
      <div className="flex items-center gap-3">
        <AuthorAvatar post={post} size={44} />
        <p className="text-left leading-tight">
          <span className="block font-semibold text-foreground">{post.authorName}</span>
          <span className="text-sm text-muted-foreground">{post.authorRole}</span>
        </p>
      </div>
      <PostDateAndReadTime post={post} className="text-sm text-muted-foreground" />
    </div>
  );
}
