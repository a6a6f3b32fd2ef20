import { Link } from "react-router";
import { Pagination } from "~/components/pagination";
import { formatDate } from "~/lib/date-format";
import { cn } from "~/lib/utils";
import { kindLabels, rankedCandidates, type SearchKind, searchHref, searchKinds } from "../query";
import type { SearchGroup, SearchHit, SearchResults } from "../types";
import { Highlighted } from "./highlighted";
import { NoResults, NoResultsSuggestions } from "./search-states";

/** "1 result" / "12 results". */
export function resultCount(total: number): string {
  return `${total} ${total === 1 ? "result" : "results"}`;
}

function KindFilter({ results }: { results: SearchResults }) {
  const options: Array<{ kind: SearchKind | undefined; label: string; count: number }> = [
    { kind: undefined, label: "All", count: results.total },
    ...searchKinds
      .filter((kind) => results.counts[kind] > 0 || kind === results.type)
      .map((kind) => ({ kind, label: kindLabels[kind].plural, count: results.counts[kind] })),
  ];
  return (
    <nav aria-label="Result types" className="-mx-1 overflow-x-auto">
      <ul className="flex gap-1 px-1 py-1">
        {options.map((option) => {
          const current = option.kind === results.type;
          return (
            <li key={option.label}>
              <Link
                to={searchHref({ q: results.q, type: option.kind })}
                aria-current={current ? "page" : undefined}
                preventScrollReset
                className={cn(
                  "inline-flex h-9 items-center gap-2 rounded-full px-4 text-sm font-medium whitespace-nowrap outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring",
                  current
                    ? "bg-primary text-primary-foreground"
                    : "border border-border bg-background hover:bg-accent hover:text-accent-foreground",
                )}
              >
                {option.label}
                <span
                  className={cn(
                    "rounded-full px-1.5 text-xs tabular-nums",
                    current ? "bg-primary-foreground/20" : "bg-muted text-muted-foreground",
                  )}
                >
                  {option.count}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function HitItem({ hit }: { hit: SearchHit }) {
  return (
    <li className="rounded-xl border border-border bg-card p-4 shadow-xs sm:p-5">
      <h3 className="text-base font-semibold">
        <Link
          to={hit.url}
          className="rounded-sm text-foreground underline-offset-4 outline-none hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Highlighted value={hit.title} />
        </Link>
      </h3>
      <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-muted-foreground">
        {hit.details.map((detail) => (
          <span key={detail}>{detail}</span>
        ))}
        {hit.date ? <time dateTime={hit.date}>{formatDate(hit.date, "long")}</time> : null}
      </p>
      {hit.snippet ? (
        <p className="mt-2 text-sm text-pretty text-muted-foreground">
          <Highlighted value={hit.snippet} />
        </p>
      ) : null}
      {hit.tags.length > 0 ? (
        <ul aria-label="Tags" className="mt-3 flex flex-wrap gap-1.5">
          {hit.tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground"
            >
              <Highlighted value={tag} />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function Group({ group, results }: { group: SearchGroup; results: SearchResults }) {
  const label = kindLabels[group.kind];
  const headingId = `results-${group.kind}`;
  const more = results.type === undefined && group.total > group.hits.length;
  return (
    <section
      aria-labelledby={headingId}
      data-kind={group.kind}
      data-rank={group.hits[0]?.rank.toFixed(4)}
    >
      <h2 id={headingId} className="flex items-baseline gap-2 text-xl font-semibold tracking-tight">
        {label.plural}
        <span className="text-sm font-normal text-muted-foreground">({group.total})</span>
      </h2>
      <ul className="mt-4 grid gap-3">
        {group.hits.map((hit) => (
          <HitItem key={hit.id} hit={hit} />
        ))}
      </ul>
      {more ? (
        <p className="mt-3">
          <Link
            to={searchHref({ q: results.q, type: group.kind })}
            className="rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            See all {group.total} {group.total === 1 ? label.singular : label.plural.toLowerCase()}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

/** A chosen kind without matches, or a page past its last. */
function EmptyKind({ results, shownTotal }: { results: SearchResults; shownTotal: number }) {
  const kind = kindLabels[results.type ?? "posts"].plural.toLowerCase();
  return (
    <p className="text-sm">
      {shownTotal === 0 ? `No ${kind} match “${results.q}”.` : `No ${kind} on this page.`}{" "}
      <Link
        to={searchHref({ q: results.q, type: shownTotal === 0 ? undefined : results.type })}
        className="font-medium text-primary underline underline-offset-4"
      >
        {shownTotal === 0 ? "See all results" : "Back to the first page"}
      </Link>
    </p>
  );
}

/** Results grouped by kind, best group first, with the kind filter and (for one kind) pages. */
export function SearchResultsView({ results }: { results: SearchResults }) {
  if (results.total === 0) {
    return (
      <>
        <NoResults q={results.q} />
        <NoResultsSuggestions />
      </>
    );
  }
  const shownTotal = results.type ? results.counts[results.type] : results.total;
  return (
    <div className="grid gap-6">
      <KindFilter results={results} />
      <p className="text-sm text-muted-foreground">
        {resultCount(shownTotal)} for “{results.q}”
        {results.type ? ` in ${kindLabels[results.type].plural}` : ""}
      </p>
      {results.groups.length === 0 ? <EmptyKind results={results} shownTotal={shownTotal} /> : null}
      <div className="grid gap-10">
        {results.groups.map((group) => (
          <Group key={group.kind} group={group} results={results} />
        ))}
      </div>
      {results.type ? (
        <Pagination
          page={results.page}
          pageCount={results.pageCount}
          href={(page) => searchHref({ q: results.q, type: results.type, page })}
        />
      ) : null}
      {results.type && results.page === results.pageCount && shownTotal > rankedCandidates ? (
        <p className="text-sm text-muted-foreground">
          {`The pages list the ${rankedCandidates} newest of the ${shownTotal} matches, best first: add a word to narrow the search.`}
        </p>
      ) : null}
    </div>
  );
}
