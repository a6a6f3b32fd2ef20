import { useNavigation } from "react-router";
import { LoadError } from "~/components/list-states";
import { type ResultEvents, useAfterResults } from "~/components/use-filter-form";
import { track } from "~/features/analytics/track";
import { SearchForm } from "~/features/search/components/search-form";
import { resultCount, SearchResultsView } from "~/features/search/components/search-results";
import { SearchStart } from "~/features/search/components/search-states";
import { parseSearchParams } from "~/features/search/query";
import { siteSearch } from "~/features/search/search.server";
import type { SearchResults } from "~/features/search/types";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/search";

export async function loader({ request }: Route.LoaderArgs) {
  const params = parseSearchParams(new URL(request.url).searchParams);
  return { params, results: params.q ? await siteSearch(params) : null };
}

const description =
  "Search the knowledge center, open positions, services, products and technologies in one place.";

/** Search pages are for visitors, not for search engines: noindex, follow; one canonical URL. */
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData?.params.q ? `“${args.loaderData.params.q}”: Search` : "Search",
    description,
    keywords: [],
    canonical: "/search",
    noindex: true,
  });

const unavailable = (
  <LoadError title="Search is unavailable" message="Please try again in a moment." />
);

function announce(results: SearchResults): string {
  return results.total === 0
    ? `No results found for “${results.q}”`
    : `${resultCount(results.total)} for “${results.q}”`;
}

/** The search a visitor typed or submitted, recorded once its results are shown. */
function resultEvents(results: SearchResults | null): ResultEvents {
  if (!results) return {};
  const search = {
    search_term: results.q,
    results_count: results.total,
    search_type: results.type ?? "all",
  };
  return { q: ["site_search", search] };
}

/**
 * Sent without React Router's scripts to every visitor (ADR 096): the live-results island updates
 * the results as the visitor types. A hydrated page that links here renders it in the running app.
 */
export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { params, results } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === "/search";
  const events = resultEvents(results);
  const onApply = useAfterResults(results, (field) => {
    const event = events[field];
    if (event) track(event[0], event[1]);
  });

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Search</h1>
      <p className="mt-2 text-pretty text-muted-foreground">{description}</p>
      <div className="mt-6">
        <SearchForm q={params.q} type={params.type} onApply={onApply} />
      </div>
      <p role="status" data-live-status="" className="sr-only">
        {results ? announce(results) : ""}
      </p>
      <div
        data-live-swap="search-results"
        data-live-events={JSON.stringify(events)}
        aria-busy={busy}
        className="mt-8 transition-opacity aria-busy:opacity-60 motion-reduce:transition-none"
      >
        {results ? <SearchResultsView results={results} /> : <SearchStart />}
      </div>
    </div>
  );
}

/** The search itself failed (the database, most likely): the page with the error and Try Again. */
export function ErrorBoundary() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Search</h1>
      <div className="mt-8">{unavailable}</div>
    </div>
  );
}
