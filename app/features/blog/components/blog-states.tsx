import type { ReactNode } from "react";
import { Link } from "react-router";
import { EmptyState, secondaryLinkClass } from "~/components/list-states";
import { ReloadButton } from "~/components/reload-button";

/** No readable post at all: say so, and offer 'Retry Connection'. */
export function NoPostsState() {
  return (
    <EmptyState title="No blog posts found" action={<ReloadButton label="Retry Connection" />}>
      There are no articles yet, or we could not reach them right now. Please check back soon or
      retry the connection.
    </EmptyState>
  );
}

/** Nothing matches the search or category: 'Clear Filters' goes back to the whole list. */
export function NoMatchState({
  clearTo,
  title = "No articles match your search",
  children = "Try different keywords or another category.",
}: {
  clearTo: string;
  title?: string;
  children?: ReactNode;
}) {
  return (
    <EmptyState
      title={title}
      action={
        <Link to={clearTo} className={secondaryLinkClass}>
          Clear Filters
        </Link>
      }
    >
      {children}
    </EmptyState>
  );
}
