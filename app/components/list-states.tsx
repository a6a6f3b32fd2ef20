import { CircleAlert, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { errorDetails } from "~/lib/error-details";
import { ReloadButton } from "./reload-button";

/** An empty list: the spec's title, a hint and what to do next. */
export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-border bg-muted px-6 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-background text-muted-foreground shadow-xs">
        <SearchX aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold">{title}</h2>
      {children ? <p className="mt-2 max-w-md text-sm text-muted-foreground">{children}</p> : null}
      {action ? <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  );
}

/**
 * A list that failed to load: the spec's title and message, the technical details when there is
 * an error to show, and Try Again (reloads) with any further actions.
 */
export function LoadError({
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

export const secondaryLinkClass =
  "inline-flex h-10 items-center justify-center gap-2 rounded-md border border-border bg-background px-4 text-sm font-medium outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background [&_svg]:size-4";

export const primaryLinkClass =
  "inline-flex h-10 items-center justify-center gap-2 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground outline-none transition-colors hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background [&_svg]:size-4";

export function ClearFiltersLink({ to }: { to: string }) {
  return (
    <Link to={to} className={secondaryLinkClass}>
      Clear filters
    </Link>
  );
}
