import { formatDate } from "~/lib/date-format";

/** The spec's short en-US date: 'Mar 4, 2025'. */
export function formatJobDate(value: Date | string): string {
  return formatDate(value, "short");
}

/**
 * Cuts text to at most `limit` characters at a word boundary when one is near, adding '...'.
 * Shorter text is returned unchanged (whitespace collapsed).
 */
export function truncateText(text: string, limit = 150): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit);
  const lastSpace = cut.lastIndexOf(" ");
  const base = lastSpace > limit * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${base.replace(/[\s.,;:!?-]+$/, "")}...`;
}

/** Paragraphs of a plain-text description, split at blank lines. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

const wholeNumber = new Intl.NumberFormat("en-US");

/** A count as the board shows it: '8,559'. */
export const formatCount = (value: number) => wholeNumber.format(value);

/**
 * The board's status line: 'Showing 21–40 of 1,234 jobs', 'Showing 1–20 of 1,000+ jobs' when a
 * search's count stopped at its limit (listBoardJobs), 'No matching jobs' for none.
 */
export function boardCountText(board: {
  total: number;
  totalIsCapped: boolean;
  page: number;
  pageSize: number;
  shown: number;
}): string {
  if (board.total === 0) return "No matching jobs";
  const first = (board.page - 1) * board.pageSize + 1;
  const last = first + board.shown - 1;
  const total = `${formatCount(board.total)}${board.totalIsCapped ? "+" : ""}`;
  const noun = board.total === 1 && !board.totalIsCapped ? "job" : "jobs";
  return `Showing ${formatCount(first)}–${formatCount(last)} of ${total} ${noun}`;
}
