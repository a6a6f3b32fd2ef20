import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Await, useNavigation } from "react-router";
import { LoadError } from "~/components/list-states";
import { track } from "~/features/analytics/track";
import { SearchForm } from "~/features/search/components/search-form";
import {
  ResultsSkeleton,
  resultCount,
  SearchResultsView,
} from "~/features/search/components/search-results";
import { SearchStart } from "~/features/search/components/search-states";
import { parseSearchParams } from "~/features/search/query";
import { siteSearch } from "~/features/search/search.server";
import type { SearchResults } from "~/features/search/types";
import { pageMeta } from "~/lib/page-meta";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/search";

export async function loader({ request }: Route.LoaderArgs) {
  const params = parseSearchParams(new URL(request.url).searchParams);
  if (!params.q) return { params, results: null };
  const results = siteSearch(params);
  // Fetches from the running app (typing, filters) stream the results in. Documents wait for
  // them: a browser without JavaScript could not swap streamed content into the page.
  const fromScript = request.headers.get("sec-fetch-dest") === "empty";
  return { params, results: fromScript ? results : await results };
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

/** How long a search must stay unchanged before it is recorded (typing records nothing). */
const trackDelayMs = 1000;

function announce(results: SearchResults): string {
  return results.total === 0
    ? `No results found for “${results.q}”`
    : `${resultCount(results.total)} for “${results.q}”`;
}

/** Reports results once they are on screen. */
function Shown({
  results,
  onShown,
}: {
  results: SearchResults;
  onShown: (results: SearchResults) => void;
}) {
  useEffect(() => onShown(results), [results, onShown]);
  return <SearchResultsView results={results} />;
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { params, results } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === "/search";
  const [announcement, setAnnouncement] = useState("");
  const tracked = useRef("");
  const trackTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const onShown = useCallback((shown: SearchResults) => {
    setAnnouncement(announce(shown));
    clearTimeout(trackTimer.current);
    const key = `${shown.q}\n${shown.type ?? ""}`;
    if (key === tracked.current) return;
    trackTimer.current = setTimeout(() => {
      tracked.current = key;
      track("site_search", {
        search_term: shown.q,
        results_count: shown.total,
        search_type: shown.type ?? "all",
      });
    }, trackDelayMs);
  }, []);

  useEffect(() => {
    if (!params.q) {
      clearTimeout(trackTimer.current);
      setAnnouncement("");
    }
  }, [params.q]);

  useEffect(() => () => clearTimeout(trackTimer.current), []);

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Search</h1>
      <p className="mt-2 text-pretty text-muted-foreground">{description}</p>
      <div className="mt-6">
        <SearchForm q={params.q} type={params.type} />
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div
        aria-busy={busy}
        className={cn(
          "mt-8 transition-opacity motion-reduce:transition-none",
          busy && "opacity-60",
        )}
      >
        {results instanceof Promise ? (
          <Suspense fallback={<ResultsSkeleton />}>
            <Await resolve={results} errorElement={unavailable}>
              {(resolved) => <Shown results={resolved} onShown={onShown} />}
            </Await>
          </Suspense>
        ) : results ? (
          // Already there (a document request): no Suspense boundary, whose large content React
          // would otherwise stream out of place for a script to move (never, without JavaScript).
          <Shown results={results} onShown={onShown} />
        ) : (
          <SearchStart />
        )}
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
