import { type ResultEvents, useAfterResults } from "~/components/use-filter-form";
import { track } from "~/features/analytics/track";

/** The knowledge center's events: a search with its count, a category choice. */
export function listResultEvents(
  filters: { q: string; category?: string },
  total: number,
): ResultEvents {
  return {
    q: filters.q ? ["blog_search", { search_term: filters.q, results_count: total }] : undefined,
    category: [
      "blog_category_filter",
      { category: filters.category ?? "all", results_count: total },
    ],
  };
}

/** A category page's event: a search within it, with its count. */
export function categoryResultEvents(category: string, q: string, total: number): ResultEvents {
  return {
    q: q ? ["category_search", { category, search_term: q, results_count: total }] : undefined,
  };
}

/** On a hydrated page: records the event of the field the visitor changed once results load. */
export function useResultEvents(results: unknown, events: ResultEvents) {
  return useAfterResults(results, (field) => {
    const event = events[field];
    if (event) track(event[0], event[1]);
  });
}
