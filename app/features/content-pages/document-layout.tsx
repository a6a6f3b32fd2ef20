import { LinkIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { Crumb } from "~/components/breadcrumb-json-ld";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { cn } from "~/lib/utils";
import { formatDocumentDate } from "./format";

export interface TocEntry {
  id: string;
  title: string;
}

/** The document's numbering: "1", "2"... in the order of the table of contents. */
const sectionNumber = (index: number) => `${index + 1}.`;

/**
 * The page frame of our long documents (legal pages, policies, credits): breadcrumbs, title,
 * lead, effective and last-updated dates, a table of contents linking to the numbered sections
 * (sticky beside them on wide screens) and the sections themselves. Prints as plain text.
 */
export function DocumentLayout({
  title,
  summary,
  crumbs,
  effective,
  updated,
  toc,
  children,
}: {
  title: string;
  summary: ReactNode;
  crumbs: readonly Crumb[];
  /** ISO dates; both are shown when given. */
  effective?: string;
  updated?: string;
  toc: readonly TocEntry[];
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-8 pb-20 sm:px-6 print:max-w-none print:p-0">
      <Breadcrumbs crumbs={crumbs} className="print:hidden" />
      <header className="mt-8 max-w-3xl border-b border-border pb-8">
        <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        <p className="mt-5 text-lg text-pretty text-muted-foreground print:text-black">{summary}</p>
        {effective || updated ? <DocumentDates effective={effective} updated={updated} /> : null}
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14 print:block">
        <TableOfContents entries={toc} />
        <div className="min-w-0 max-w-3xl space-y-12">{children}</div>
      </div>
    </div>
  );
}

function DocumentDates({ effective, updated }: { effective?: string; updated?: string }) {
  const dates = [
    ["Effective", effective],
    ["Last updated", updated],
  ] as const;
  return (
    <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-2 text-sm">
      {dates.map(([label, date]) =>
        date ? (
          <div key={label} className="flex gap-2">
            <dt className="font-medium text-muted-foreground print:text-black">{label}:</dt>
            <dd className="font-semibold">
              <time dateTime={date}>{formatDocumentDate(date)}</time>
            </dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}

function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  return (
    <nav
      aria-labelledby="toc-title"
      className="self-start rounded-2xl border border-border bg-card p-5 lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto print:hidden"
    >
      <h2 id="toc-title" className="text-sm font-semibold tracking-wide uppercase">
        On this page
      </h2>
      <ol className="mt-3 space-y-1 text-sm">
        {entries.map((entry, index) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className="flex gap-2 rounded-md px-2 py-1.5 text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <span aria-hidden="true" className="w-5 shrink-0 tabular-nums">
                {sectionNumber(index)}
              </span>
              {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** One numbered section with its heading and a link to itself. */
export function DocumentSection({
  id,
  index,
  title,
  children,
  className,
}: {
  id: string;
  /** Position in the document, from 0: shown as "1.", "2."... */
  index: number;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn("group scroll-mt-24 break-inside-avoid-page", className)}
    >
      <h2 id={headingId} className="flex items-baseline gap-3 text-2xl font-bold tracking-tight">
        <span className="text-primary tabular-nums print:text-black">{sectionNumber(index)}</span>
        <span>{title}</span>
        <a
          href={`#${id}`}
          className="self-center rounded-sm text-muted-foreground opacity-0 group-hover:opacity-100 hover:text-primary focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none print:hidden"
        >
          <LinkIcon aria-hidden="true" className="size-4" />
          <span className="sr-only">
            Link to section {sectionNumber(index)} {title}
          </span>
        </a>
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
