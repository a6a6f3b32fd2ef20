/** The site search's URL: /search?q=…&type=…&page=…, read and written the same way everywhere. */

/** The kinds of result, in the order the filter lists them. */
export const searchKinds = ["posts", "jobs", "services", "products", "technologies"] as const;

export type SearchKind = (typeof searchKinds)[number];

export const kindLabels: Record<SearchKind, { plural: string; singular: string }> = {
  posts: { plural: "Articles", singular: "article" },
  jobs: { plural: "Jobs", singular: "job" },
  services: { plural: "Services", singular: "service" },
  products: { plural: "Products", singular: "product" },
  technologies: { plural: "Technologies", singular: "technology" },
};

/** Longer text is cut: no real search needs it, and it bounds the work of one query. */
export const maxQueryLength = 200;

/** Results per group on the overview (all kinds). */
export const overviewLimit = 5;

/** Results per page when one kind is chosen. */
export const kindPageSize = 10;

/**
 * The highest page number a URL may ask for; a later page is answered with this one. Nobody reads
 * 20 pages of results (they refine the words), and it bounds what one search ranks.
 */
export const maxPage = 20;

/**
 * At most this many of a kind's matches are ranked: the newest ones. It is every result the pages
 * can reach (maxPage × kindPageSize): ranking reads each row's whole vector, the costly part of a
 * search, so the work stays bounded however many rows match. Counts stay exact.
 */
export const rankedCandidates = maxPage * kindPageSize;

export interface SearchParams {
  /** Trimmed, whitespace collapsed, at most maxQueryLength characters; "" when none. */
  q: string;
  /** One kind, or undefined for all kinds. */
  type: SearchKind | undefined;
  page: number;
}

function isKind(value: string | null): value is SearchKind {
  return (searchKinds as readonly string[]).includes(value ?? "");
}

/** Visitor text made safe to search: no control characters, collapsed spaces, capped length. */
export function normalizeQuery(raw: string | null | undefined): string {
  if (!raw) return "";
  const cleaned = raw
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return Array.from(cleaned).slice(0, maxQueryLength).join("").trim();
}

/** Reads q, type and page from a URL's query; anything unknown falls back to the default. */
export function parseSearchParams(params: URLSearchParams): SearchParams {
  const q = normalizeQuery(params.get("q"));
  const type = params.get("type");
  const page = Number.parseInt(params.get("page") ?? "", 10);
  return {
    q,
    type: isKind(type) ? type : undefined,
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, maxPage) : 1,
  };
}

/** The address of a search: only what differs from the defaults is written. */
export function searchHref({ q, type, page = 1 }: Partial<SearchParams>): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (type) params.set("type", type);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/search?${query}` : "/search";
}
