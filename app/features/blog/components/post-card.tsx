import { CalendarDays, Clock, UserRound } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/lib/utils";
import { postPath, withPostDefaults } from "../post-view";
import type { PostSummary } from "../types";
import { PostCategoryBadge } from "./category-badge";
import { formatPostDate, isoDate } from "./post-format";
import { PostTags } from "./post-tags";

/**
 * An article card: cover image, category badge, title (a link to the post that covers the whole
 * card), excerpt clamped to three lines, tags (each a link to its tag page; `maxTags`, then
 * '+N more'), author, date and read time with the spec's defaults.
 */
export function PostCard({
  post,
  headingLevel: Heading = "h3",
  maxTags = 2,
  imageLoading = "lazy",
  className,
}: {
  post: PostSummary;
  headingLevel?: "h2" | "h3" | "h4";
  /** How many tags before '+N more' (the spec's related-articles block shows 2). */
  maxTags?: number;
  /** "eager" for cards that are on screen when the page opens. */
  imageLoading?: "lazy" | "eager";
  className?: string;
}) {
  const view = withPostDefaults(post);
  return (
    <article
      className={cn(
        "group relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-xs transition-[border-color,box-shadow] hover:border-primary/40 hover:shadow-md has-[a[data-card-link]:focus-visible]:ring-2 has-[a[data-card-link]:focus-visible]:ring-ring motion-reduce:transition-none",
        className,
      )}
    >
      {/* The title next to it names the article: the picture is decorative for assistive tech. */}
      <img
        src={view.image}
        alt=""
        width={640}
        height={360}
        loading={imageLoading}
        decoding="async"
        className="aspect-video w-full bg-muted object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <PostCategoryBadge category={post.category} />
        <Heading className="mt-3 text-lg leading-snug font-semibold text-balance">
          <Link
            to={postPath(post)}
            data-card-link=""
            className="outline-none after:absolute after:inset-0 after:rounded-xl group-hover:text-primary"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-muted-foreground">
          {post.excerpt}
        </p>
        <PostTags tags={post.tags} max={maxTags} className="relative z-10 mt-4" />
        <div className="mt-auto pt-4">
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-border pt-4 text-xs text-muted-foreground">
            <span className="inline-flex items-center gap-1.5">
              <UserRound aria-hidden="true" className="size-3.5" />
              <span className="font-medium text-foreground">{view.authorName}</span>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-3.5" />
              <time dateTime={isoDate(post.publishDate)}>{formatPostDate(post.publishDate)}</time>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-3.5" />
              {view.readTime} min read
            </span>
          </p>
        </div>
      </div>
    </article>
  );
}
