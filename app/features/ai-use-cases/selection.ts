/**
 * The AI use-case selection as pure functions: positions are 0-based indexes into the list,
 * the URL and the page speak of 1-based case numbers (`?case=3` is the third use case).
 */

/** The index `step` places away from `index`, wrapping at both ends of a list of `count`. */
export function stepIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** The next index; from the last, the first. */
export function nextIndex(index: number, count: number): number {
  return stepIndex(index, 1, count);
}

/** The previous index; from the first, the last. */
export function previousIndex(index: number, count: number): number {
  return stepIndex(index, -1, count);
}

/** The index a `?case=` value selects: a whole number from 1 to count, else the first (0). */
export function indexFromCaseParam(value: string | null | undefined, count: number): number {
  if (!value || !/^\d{1,3}$/.test(value.trim())) return 0;
  const number = Number(value.trim());
  return number >= 1 && number <= count ? number - 1 : 0;
}

/** The `?case=` value of an index. */
export function caseParam(index: number): string {
  return String(index + 1);
}

/** The id of the detail section, the target of every card's link. */
export const detailSectionId = "use-case-detail";

/** Where a card, dot or arrow leads before JavaScript runs: the page with that case, at its detail. */
export function caseHref(index: number): string {
  return `?case=${caseParam(index)}#${detailSectionId}`;
}

/** 'Use Case 3 of 15'. */
export function positionLabel(index: number, count: number): string {
  return `Use Case ${index + 1} of ${count}`;
}
