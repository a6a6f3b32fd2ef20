import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDate } from "~/lib/date-format";
import { cn } from "~/lib/utils";

/** A date and time in UTC (the same on the server and in every browser), or a dash. */
export function DateTime({ value }: { value: string | null | undefined }) {
  if (!value) return <span className="text-muted-foreground">—</span>;
  return <time dateTime={value}>{formatDate(value, "staffDateTime")}</time>;
}

/** "under_review" → "Under review". */
export function humanize(value: string): string {
  const words = value.replaceAll(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export type BadgeTone = "neutral" | "info" | "warning" | "success" | "danger";

const badgeTones: Record<BadgeTone, string> = {
  neutral: "bg-muted text-foreground",
  info: "bg-info-subtle text-info",
  warning: "bg-warning-subtle text-warning",
  success: "bg-success-subtle text-success",
  danger: "bg-destructive-subtle text-destructive",
};

/** A status pill; the text carries the meaning, the colour only helps. */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={cn(
        "rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap",
        badgeTones[tone],
      )}
    >
      {children}
    </span>
  );
}

/** The page's h1 with its actions (e.g. "New post") beside it. */
export function AdminPageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/**
 * A data table with column headings; rows are the caller's `<tr>`s. Empty lists show `empty`
 * instead of a table.
 */
export function AdminTable({
  caption,
  columns,
  empty,
  children,
  rowCount,
}: {
  /** Read by screen readers; say what the table lists. */
  caption: string;
  columns: readonly string[];
  empty: string;
  rowCount: number;
  children: ReactNode;
}) {
  if (rowCount === 0) return <p className="py-6 text-sm text-muted-foreground">{empty}</p>;
  return (
    // relative: the table's sr-only text (position: absolute) stays inside the scroll box.
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border text-muted-foreground">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="[&>tr]:border-b [&>tr]:border-border [&>tr]:align-top [&_td]:px-3 [&_td]:py-3 [&_th]:px-3 [&_th]:py-3">
          {children}
        </tbody>
      </table>
    </div>
  );
}

/** Previous / next links that keep the rest of the query string. */
export function AdminPagination({
  page,
  pageCount,
  search,
  label,
}: {
  page: number;
  pageCount: number;
  /** The current query string, without the leading "?". */
  search: string;
  label: string;
}) {
  if (pageCount <= 1) return null;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(search);
    if (target <= 1) params.delete("page");
    else params.set("page", String(target));
    const query = params.toString();
    return query ? `?${query}` : ".";
  };
  const linkClass =
    "rounded-md border border-border px-3 py-1.5 text-sm font-medium hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring";
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 pt-4 text-sm">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={linkClass}>
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={linkClass}>
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
