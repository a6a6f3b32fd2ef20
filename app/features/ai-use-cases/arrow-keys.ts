/**
 * The arrow keys of the use-case selection (islands/ai-use-cases.ts): left and right step
 * through the use cases, except where the focused element uses them itself.
 */

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
 * dialogs (Radix's and native ones), whose keys are not for the page behind them.
 */
const arrowKeyOwners = [
  "audio",
  "video",
  "dialog",
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
