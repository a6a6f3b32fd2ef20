import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { EmptyState, secondaryLinkClass } from "~/components/list-states";
import { ReloadButton } from "~/components/reload-button";
import { errorDetails } from "./error-details";

/** The spec's load-failure view: title, message, the technical details, and 'Try Again'. */
export function BlogLoadError({
  title,
  message,
  error,
  children,
}: {
  title: string;
  message: string;
  error?: unknown;
  /** Further actions beside 'Try Again'. */
  children?: ReactNode;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl border border-destructive-border bg-destructive-subtle px-6 py-14 text-center"
    >
      <CircleAlert aria-hidden="true" className="size-8 text-destructive" />
      <h2 className="mt-4 text-lg font-semibold">{title}</h2>
      <p className="mt-2 max-w-md text-sm text-muted-foreground">{message}</p>
      {error !== undefined ? (
        <details className="mt-4 max-w-md text-left text-sm">
          <summary className="cursor-pointer rounded-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring">
            Technical details
          </summary>
          <p className="mt-2 rounded-md bg-background p-3 font-mono text-xs break-words">
            {errorDetails(error)}
          </p>
        </details>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ReloadButton />
        {children}
      </div>
    </div>
  );
}

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
