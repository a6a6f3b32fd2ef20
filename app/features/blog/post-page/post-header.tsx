import type { ReactNode } from "react";
import { cn } from "~/lib/utils";
import { PostCategoryBadge } from "../components/category-badge";
import { PostByline } from "./byline";
import type { PostView } from "./types";

/**
 * The head of every template: category badge (and the template's own label), title, excerpt
 * and byline; `children` come after the byline.
 */
export function PostHeader({
  post,
  label,
  centered = false,
  titleClassName,
  children,
  className,
}: {
  post: PostView;
  /** The template's kind of article, e.g. 'Case Study', shown beside the category. */
  label?: ReactNode;
  centered?: boolean;
  titleClassName?: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <header className={cn(centered && "text-center", className)}>
      <div className={cn("flex flex-wrap items-center gap-2", centered && "justify-center")}>
        <PostCategoryBadge category={post.category} />
        {label ? (
          <span className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
            {label}
          </span>
        ) : null}
      </div>
      <h1
        className={cn(
          "mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl",
          titleClassName,
        )}
      >
        {post.title}
      </h1>
      {post.excerpt ? (
        <p
          className={cn(
            "mt-4 text-lg leading-relaxed text-pretty text-muted-foreground",
            centered && "mx-auto max-w-2xl",
          )}
        >
          {post.excerpt}
        </p>
      ) : null}
      <PostByline post={post} className={cn("mt-6", centered && "justify-center")} />
      {children}
    </header>
  );
}
