/** How the landing page lays out testimonials in auto-scrolling columns. */

export interface ColumnSpec {
  /** How many testimonials the column holds. */
  size: number;
  /** Seconds one full loop of the column takes. */
  durationSeconds: number;
}

/** The spec's four columns: 15, 19, 17 and 21 seconds holding 5, 5, 4 and 3 testimonials. */
export const testimonialColumns: readonly ColumnSpec[] = [
  { size: 5, durationSeconds: 15 },
  { size: 5, durationSeconds: 19 },
  { size: 4, durationSeconds: 17 },
  { size: 3, durationSeconds: 21 },
];

/**
 * Splits items into consecutive columns of the given sizes, in order. Only the first
 * `sum(sizes)` items are used; if there are fewer, the last columns come out short.
 */
export function splitIntoColumns<T>(items: readonly T[], sizes: readonly number[]): T[][] {
  const columns: T[][] = [];
  let start = 0;
  for (const size of sizes) {
    columns.push(items.slice(start, start + size));
    start += size;
  }
  return columns;
}
