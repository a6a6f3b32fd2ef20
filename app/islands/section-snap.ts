import {
  currentSection,
  type Direction,
  jumpLockMs,
  jumpTarget,
  keyDirection,
  type SectionLayout,
  settleMs,
  wheelDirection,
} from "~/features/services-overview/section-jumps";

/**
 * One-section jumps for the services overview (ADR 023, ADR 070;
 * features/services-overview/services-overview.tsx renders the page). The sections are the
 * `[data-snap-section]` elements inside `[data-section-snap]`; each one's
 * `scroll-margin-top` is the height of the sticky header above it.
 *
 * - Wheel, Space (Shift+Space up), the up/down arrows and Page Up/Down jump one section; a jump
 *   locks further input for 1.2 s. Under `prefers-reduced-motion` the jump is instant, otherwise
 *   smooth. Touch scrolls natively.
 * - Keys are left alone while focus is in a link, button, form control or widget (they use those
 *   keys themselves), with a modifier key, and while a modal dialog is open. Tab is never touched.
 * - Where a section is taller than the screen, or past the last section (the footer), input that
 *   would skip unseen content scrolls natively instead.
 * - The section indicator (`nav[data-section-indicator]`) marks the section in view
 *   (aria-current, which its dots are styled by), hides past the last section (data-beyond), and
 *   its links jump (focus moves to the section).
 */

/** Elements that keep their own keys: Space and the arrows are theirs when they have focus. */
const ownKeys =
  'a[href], button, input, select, textarea, summary, [contenteditable=""], [contenteditable="true"], [role="dialog"], [role="menu"], [role="listbox"], [role="slider"], [role="tablist"], [tabindex]:not([tabindex="-1"])';

let lockedUntil = 0;
let settle: ReturnType<typeof setTimeout> | undefined;

function sections(): HTMLElement[] {
  return Array.from(
    document.querySelectorAll<HTMLElement>("[data-section-snap] [data-snap-section]"),
  );
}

function scrollMargin(element: HTMLElement | undefined): number {
  return element ? Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0 : 0;
}

function layout(list: HTMLElement[]): SectionLayout {
  return {
    stops: list.map(
      (element) => element.getBoundingClientRect().top + window.scrollY - scrollMargin(element),
    ),
    y: window.scrollY,
    visibleHeight: window.innerHeight - scrollMargin(list[0]),
  };
}

/** While a modal dialog (enquiry, menu, cookie settings) is open the page must not move. */
function pageIsLocked(): boolean {
  return (
    document.querySelector("dialog:modal") !== null ||
    document.body.hasAttribute("data-scroll-locked")
  );
}

function markCurrent(index: number, beyond: boolean) {
  const indicator = document.querySelector<HTMLElement>("nav[data-section-indicator]");
  if (!indicator) return;
  indicator.toggleAttribute("data-beyond", beyond);
  indicator.querySelectorAll("a").forEach((link, position) => {
    if (position === index) link.setAttribute("aria-current", "true");
    else link.removeAttribute("aria-current");
  });
}

function jumpTo(target: number, focus: boolean) {
  const element = sections()[target];
  if (!element) return;
  lockedUntil = performance.now() + jumpLockMs;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  element.scrollIntoView({ behavior: reduce ? "instant" : "smooth", block: "start" });
  if (focus) element.focus({ preventScroll: true });
  markCurrent(target, false);
}

/** Handles one input step; true when the event should be swallowed. */
function step(direction: Direction, focus: boolean): boolean {
  if (performance.now() < lockedUntil) return true;
  const list = sections();
  if (list.length === 0) return false;
  const target = jumpTarget(layout(list), direction);
  if (target === undefined) return false;
  jumpTo(target, focus);
  return true;
}

function onWheel(event: WheelEvent) {
  if (event.defaultPrevented || event.ctrlKey || pageIsLocked()) return;
  const direction = wheelDirection(event.deltaX, event.deltaY);
  if (direction === undefined) return;
  if (event.target instanceof Element && event.target.closest('dialog, [role="dialog"]')) return;
  if (step(direction, false)) event.preventDefault();
}

function onKeyDown(event: KeyboardEvent) {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  if (pageIsLocked()) return;
  const direction = keyDirection(event.key, event.shiftKey);
  if (direction === undefined) return;
  if (event.target instanceof Element && event.target.closest(ownKeys)) return;
  if (step(direction, true)) event.preventDefault();
}

function onIndicatorClick(event: MouseEvent) {
  const link = (event.target as Element).closest("nav[data-section-indicator] a");
  if (!link) return;
  const position = Array.from(link.closest("ol")?.querySelectorAll("a") ?? []).indexOf(
    link as HTMLAnchorElement,
  );
  if (position === -1) return;
  event.preventDefault();
  jumpTo(position, true);
}

function readPosition() {
  const list = sections();
  const last = list.at(-1);
  if (!last) return;
  const place = layout(list);
  const header = window.innerHeight - place.visibleHeight;
  const lastEnd = last.getBoundingClientRect().bottom + window.scrollY - header;
  const { index, beyond } = currentSection(place, lastEnd);
  markCurrent(index, beyond);
}

function onScroll() {
  clearTimeout(settle);
  settle = setTimeout(readPosition, settleMs);
}

// Where the browser reports the end of a scroll, the indicator settles right then (so the dots
// are already gone when the footer comes to rest under them).
function onScrollEnd() {
  clearTimeout(settle);
  readPosition();
}

let started = false;

export function start(): void {
  // A hydrated page starts its islands again after a client navigation back to it.
  readPosition();
  if (started) return;
  started = true;
  window.addEventListener("wheel", onWheel, { passive: false });
  window.addEventListener("keydown", onKeyDown);
  window.addEventListener("scroll", onScroll, { passive: true });
  window.addEventListener("scrollend", onScrollEnd);
  window.addEventListener("resize", onScroll, { passive: true });
  document.addEventListener("click", onIndicatorClick);
}
