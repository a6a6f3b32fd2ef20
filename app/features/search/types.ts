import type { SearchKind } from "./query";

/**
 * One result. `title`, `snippet` and `tags` are marked text (see highlight.ts): split into
 * <mark> elements when rendered, never parsed as HTML.
 */
export interface SearchHit {
  kind: SearchKind;
  id: string;
  url: string;
  title: string;
  snippet: string;
  /** Short plain facts under the title: a category, a company and location. */
  details: string[];
  /** An article's publish date (ISO 8601). */
  date?: string;
  /** Matching tags or technologies, marked. */
  tags: string[];
  /**
   * Relevance in [0, 1): ts_rank_cd with normalisation 32 (rank / (rank + 1)) for database
   * results, and the same formula over the same weights for the in-memory ones, so groups of
   * different kinds can be ordered by their best result.
   */
  rank: number;
}

export interface SearchGroup {
  kind: SearchKind;
  /** Every match of this kind, not only those shown. */
  total: number;
  hits: SearchHit[];
}

export interface SearchResults {
  q: string;
  type: SearchKind | undefined;
  page: number;
  pageCount: number;
  /** Matches of every kind. */
  total: number;
  counts: Record<SearchKind, number>;
  /** Non-empty groups, best first (one group when a kind is chosen). */
  groups: SearchGroup[];
}
