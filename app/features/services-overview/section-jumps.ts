/**
 * The rules of the services overview's section jumps (ADR 023), without the DOM:
 * islands/section-snap.ts measures the page and applies them.
 */

/** A jump locks further wheel and key input for this long (spec: 1.2 s). */
export const jumpLockMs = 1200;
/** The current index is read from the scroll position once scrolling has paused this long. */
export const settleMs = 100;

/**
 * How much of a section may stay unseen when a jump skips past its end. Sections end in at least
 * this much empty padding, so a jump never hides content.
 */
const unseenTolerancePx = 40;
/** A section this close to the scroll position counts as the one in place. */
const inPlacePx = 4;
/** The current section is the last one whose top is above this share of the visible height. */
const currentLine = 0.4;

export type Direction = 1 | -1;

const downKeys = new Set(["ArrowDown", "PageDown"]);
const upKeys = new Set(["ArrowUp", "PageUp"]);

/** The jump a key asks for: Space, Shift+Space, the up/down arrows and Page Up/Down. */
export function keyDirection(key: string, shiftKey: boolean): Direction | undefined {
  if (key === " ") return shiftKey ? -1 : 1;
  if (downKeys.has(key)) return 1;
  if (upKeys.has(key)) return -1;
  return undefined;
}

/** The jump a wheel step asks for; none for a sideways or empty step. */
export function wheelDirection(deltaX: number, deltaY: number): Direction | undefined {
  if (deltaY === 0 || Math.abs(deltaY) <= Math.abs(deltaX)) return undefined;
  return deltaY > 0 ? 1 : -1;
}

/** Where the page is: scroll positions at which each section sits under the header. */
export interface SectionLayout {
  /** The scroll position at which each section starts right under the header, in order. */
  stops: readonly number[];
  /** `window.scrollY`. */
  y: number;
  /** The height of the screen below the header. */
  visibleHeight: number;
}

/**
 * The section to jump to, or undefined when the input should scroll natively: before the first
 * or past the last section, or where a jump would skip content that has not been on screen.
 */
export function jumpTarget(
  { stops, y, visibleHeight }: SectionLayout,
  direction: Direction,
): number | undefined {
  if (direction === 1) {
    const next = stops.findIndex((stop) => stop > y + inPlacePx);
    if (next === -1) return undefined;
    return (stops[next] ?? 0) - y > visibleHeight + unseenTolerancePx ? undefined : next;
  }
  const previous = stops.findLastIndex((stop) => stop < y - inPlacePx);
  if (previous === -1) return undefined;
  return y - (stops[previous] ?? 0) > visibleHeight + unseenTolerancePx ? undefined : previous;
}

/**
 * The section the indicator marks (the last one that starts above 40 % of the visible height),
 * and whether the page is scrolled past the last section's end (into the footer), where the
 * indicator hides. `lastEnd` is the scroll position at which the last section's bottom reaches
 * the header.
 */
export function currentSection(
  { stops, y, visibleHeight }: SectionLayout,
  lastEnd: number,
): { index: number; beyond: boolean } {
  const line = y + visibleHeight * currentLine;
  return {
    index: Math.max(
      0,
      stops.findLastIndex((stop) => stop <= line),
    ),
    beyond: lastEnd < line,
  };
}
