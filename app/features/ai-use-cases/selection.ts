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

/** The step a key press asks for in the detail section: -1, +1 or none. */
export function arrowStep(event: {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}): -1 | 1 | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  if (event.key === "ArrowLeft") return -1;
  if (event.key === "ArrowRight") return 1;
  return null;
}

/**
 * Widgets that use the arrow keys themselves (ARIA composite widgets, media players) and modal
 * dialogs, whose keys are not for the page behind them.
 */
const arrowKeyOwners = [
  "audio",
  "video",
  ...[
    "combobox",
    "dialog",
    "alertdialog",
    "grid",
    "listbox",
    "menu",
    "menubar",
    "radiogroup",
    "scrollbar",
    "slider",
    "spinbutton",
    "tablist",
    "toolbar",
    "tree",
    "treegrid",
  ].map((role) => `[role="${role}"]`),
].join(",");

type KeyTarget = {
  tagName?: string;
  isContentEditable?: boolean;
  closest?: (selector: string) => unknown;
};

/** True for elements where arrow keys move a caret or a value, which we must not take over. */
export function isEditable(target: EventTarget | null): boolean {
  if (!target || typeof target !== "object" || !("tagName" in target)) return false;
  const element = target as KeyTarget;
  if (element.isContentEditable) return true;
  return ["INPUT", "TEXTAREA", "SELECT"].includes(String(element.tagName).toUpperCase());
}

/** True when the arrow keys belong to the focused element: a field, or a widget that uses them. */
export function ownsArrowKeys(target: EventTarget | null): boolean {
  if (isEditable(target)) return true;
  const element = target as KeyTarget | null;
  return typeof element?.closest === "function" && element.closest(arrowKeyOwners) != null;
}
