import { BookOpen, Briefcase } from "lucide-react";
import { Link } from "react-router";
import { EmptyState, secondaryLinkClass } from "~/components/list-states";
import { tagPath } from "~/lib/slugify";
import { searchHref } from "../query";
import { popularSearches, popularTags } from "../suggestions";

const chipClass =
  "inline-flex items-center rounded-full border border-border bg-background px-3 py-1 text-sm font-medium outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring";

function SearchChips({ terms }: { terms: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {terms.map((term) => (
        <li key={term}>
          <Link to={searchHref({ q: term })} className={chipClass}>
            {term}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function BrowseLinks() {
  return (
    <>
      <Link to="/knowledge-center" className={secondaryLinkClass}>
        <BookOpen aria-hidden="true" />
        Browse the Knowledge Center
      </Link>
      <Link to="/careers" className={secondaryLinkClass}>
        <Briefcase aria-hidden="true" />
        See open positions
      </Link>
    </>
  );
}

/** Before anything is typed: popular searches and topics, and where to browse instead. */
export function SearchStart() {
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <section aria-labelledby="popular-searches">
        <h2 id="popular-searches" className="text-lg font-semibold">
          Popular searches
        </h2>
        <div className="mt-3">
          <SearchChips terms={popularSearches} />
        </div>
      </section>
      <section aria-labelledby="popular-topics">
        <h2 id="popular-topics" className="text-lg font-semibold">
          Popular topics
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {popularTags.map((tag) => (
            <li key={tag}>
              <Link to={tagPath(tag)} className={chipClass}>
                #{tag}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="browse" className="md:col-span-2">
        <h2 id="browse" className="text-lg font-semibold">
          Or browse
        </h2>
        <div className="mt-3 flex flex-wrap gap-3">
          <BrowseLinks />
        </div>
      </section>
    </div>
  );
}

/** Nothing matched: the spec-like title, how to search differently, and popular searches. */
export function NoResults({ q }: { q: string }) {
  return (
    <EmptyState title="No results found" action={<BrowseLinks />}>
      Nothing matches “{q}”. Check the spelling, try fewer or more general words, or start from a
      popular search below.
    </EmptyState>
  );
}

export function NoResultsSuggestions() {
  return (
    <section aria-labelledby="try-instead" className="mt-8">
      <h2 id="try-instead" className="text-lg font-semibold">
        Try instead
      </h2>
      <div className="mt-3">
        <SearchChips terms={popularSearches} />
      </div>
    </section>
  );
}
