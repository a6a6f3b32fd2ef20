/** What a knowledge-center list shows: all in the URL query, so a filtered list can be shared. */
export interface KnowledgeFilters {
  /** Search text (title, excerpt or any tag); "" for none. */
  q: string;
  /** A blog category id, or undefined for 'All Categories'. */
  category?: string;
  /** 1-based page of 'Latest Articles'. */
  page: number;
}

/** Articles per page of 'Latest Articles' and of a category page. */
export const knowledgePageSize = 12;
/** Longer search text is cut: nobody types more, and it keeps the query cheap. */
export const maxPostSearchLength = 100;
/** The last page anyone can ask for; beyond it the request is clamped, never an error. */
const maxPage = 10_000;
const categoryIdPattern = /^[a-z0-9][a-z0-9-]{0,62}$/;

/**
 * Reads a list's filters from the URL query. Anything malformed falls back to the default:
 * `?category=All` is all categories, `?page=abc` is page 1, spaces in `q` are collapsed.
 */
export function parseKnowledgeFilters(params: URLSearchParams): KnowledgeFilters {
  const q = (params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, maxPostSearchLength);
  const rawCategory = (params.get("category") ?? "").trim().toLowerCase();
  const category =
    rawCategory !== "all" && categoryIdPattern.test(rawCategory) ? rawCategory : undefined;
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    q,
    category,
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, maxPage) : 1,
  };
}

/** True when a search or a category narrows the list. */
export function hasKnowledgeFilters(filters: Pick<KnowledgeFilters, "q" | "category">): boolean {
  return Boolean(filters.q || filters.category);
}

/** The query string of a list view, defaults left out: `?q=react&category=ai-ml&page=2`. */
export function knowledgeSearch(filters: Partial<KnowledgeFilters>): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.category) params.set("category", filters.category);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
