import {
  type ExperienceLevel,
  type JobType,
  normalizeExperienceLevel,
  normalizeJobType,
} from "./labels";

/** What the careers board shows: everything in the URL, so a filtered board can be shared. */
export interface BoardFilters {
  /** Search text (title, company, location, description); "" for none. */
  q: string;
  /** A job category id, or undefined for all categories. */
  category?: string;
  type?: JobType;
  level?: ExperienceLevel;
  /** 1-based page number. */
  page: number;
}

export const boardPageSize = 20;
/** Longer search text is cut: nobody types more, and it keeps the query cheap. */
export const maxSearchLength = 100;
/** The last page anyone can ask for; beyond it the request is clamped, never an error. */
const maxPage = 10_000;

const categoryPattern = /^[a-z0-9][a-z0-9-]{0,62}$/;

/**
 * Reads the board's filters from a URL's query. Anything unknown or malformed falls back to
 * "all" (a visitor's typo never becomes an error page): `?type=Full%20Time` is full-time,
 * `?level=mid-level` is mid, `?page=abc` is page 1.
 */
export function parseBoardFilters(params: URLSearchParams): BoardFilters {
  const q = (params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, maxSearchLength);
  const rawCategory = (params.get("category") ?? "").trim().toLowerCase();
  const category =
    rawCategory && rawCategory !== "all" && categoryPattern.test(rawCategory)
      ? rawCategory
      : undefined;
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    q,
    category,
    type: normalizeJobType(params.get("type")),
    level: normalizeExperienceLevel(params.get("level")),
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, maxPage) : 1,
  };
}

/** The filters without a category that does not exist: an unknown one shows all, like the others. */
export function withKnownCategory(
  filters: BoardFilters,
  categories: ReadonlyArray<{ id: string }>,
): BoardFilters {
  if (!filters.category || categories.some((category) => category.id === filters.category)) {
    return filters;
  }
  return { ...filters, category: undefined };
}

/** True when any filter or search narrows the board. */
export function hasActiveFilters(filters: BoardFilters): boolean {
  return Boolean(filters.q || filters.category || filters.type || filters.level);
}

/** The query string of a board view, defaults left out: `?q=react&type=contract&page=2`. */
export function boardSearch(filters: Partial<BoardFilters>): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.category) params.set("category", filters.category);
  if (filters.type) params.set("type", filters.type);
  if (filters.level) params.set("level", filters.level);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
