import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/lib/utils";
import { postBreadcrumbs } from "../post-seo";
import type { PostView } from "./types";

/** Knowledge Center > Category > post title; the last crumb is the current page. */
export function PostBreadcrumb({ post, className }: { post: PostView; className?: string }) {
  const crumbs = postBreadcrumbs(post);
  return (
    <nav aria-label="Breadcrumb" className={cn("text-sm text-muted-foreground", className)}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {crumbs.map((crumb, index) => (
          <li key={crumb.path ?? crumb.name} className="flex min-w-0 items-center gap-1.5">
            {index > 0 ? <ChevronRight aria-hidden="true" className="size-3.5 shrink-0" /> : null}
            {crumb.path ? (
              <Link
                to={crumb.path}
                className="rounded-sm font-medium outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                {crumb.name}
              </Link>
            ) : (
              <span aria-current="page" className="line-clamp-1 text-foreground">
                {crumb.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
