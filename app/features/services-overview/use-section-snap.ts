import { type RefObject, useCallback, useEffect, useRef, useState } from "react";

/** A jump locks further wheel and key input for this long (spec: 1.2 s). */
export const jumpLockMs = 1200;
/** The current index is read from the scroll position once scrolling has paused this long. */
export const settleMs = 100;

/** Elements that keep their own keys: Space and the arrows are theirs when they have focus. */
const ownKeys =
  'a[href], button, input, select, textarea, summary, [contenteditable=""], [contenteditable="true"], [role="dialog"], [role="menu"], [role="listbox"], [role="slider"], [role="tablist"], [tabindex]:not([tabindex="-1"])';

const downKeys = new Set(["ArrowDown", "PageDown"]);
const upKeys = new Set(["ArrowUp", "PageUp"]);

/**
 * How much of a section may stay unseen when a jump skips past its end. Sections end in at least
 * this much empty padding, so a jump never hides content.
 */
const unseenTolerancePx = 40;

export interface SectionSnap {
  /** The section in view (0 is the hero). */
  index: number;
  /** True once the page is scrolled past the last section (into the footer). */
  beyond: boolean;
  /** Scrolls to a section and moves focus to it (used by the section indicator). */
  jumpTo: (index: number) => void;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** While a modal dialog (enquiry, menu, cookie settings) is open the page must not move. */
function pageIsLocked(): boolean {
  return document.body.hasAttribute("data-scroll-locked");
}

/**
 * One-section jumps for a full-screen snapping page. The sections are the container's
 * `[data-snap-section]` children; each one's `scroll-margin-top` is the height of the sticky
 * header above it.
 *
 * - Wheel, Space (Shift+Space up), the up/down arrows and Page Up/Down become a jump of one
 *   section; a jump locks further input for {@link jumpLockMs}. Under `prefers-reduced-motion` the
 *   jump is instant, otherwise smooth.
 * - Keys are left alone while focus is in a link, button, form control or widget (they use those
 *   keys themselves), with a modifier key, and while a modal dialog is open. Tab is never touched.
 * - Where a section is taller than the screen, or past the last section (the footer), input that
 *   would skip unseen content scrolls natively instead.
 * - The current index follows the scroll position, settling when scrolling ends (`scrollend`),
 *   or {@link settleMs} after the last scroll event.
 */
export function useSectionSnap(containerRef: RefObject<HTMLElement | null>): SectionSnap {
  const [index, setIndex] = useState(0);
  const [beyond, setBeyond] = useState(false);
  const lockedUntil = useRef(0);

  const sections = useCallback(
    (): HTMLElement[] =>
      Array.from(containerRef.current?.querySelectorAll<HTMLElement>("[data-snap-section]") ?? []),
    [containerRef],
  );

  const jumpTo = useCallback(
    (target: number, focus = true) => {
      const element = sections()[target];
      if (!element) return;
      lockedUntil.current = performance.now() + jumpLockMs;
      element.scrollIntoView({
        behavior: prefersReducedMotion() ? "instant" : "smooth",
        block: "start",
      });
      if (focus) element.focus({ preventScroll: true });
      setIndex(target);
      setBeyond(false);
    },
    [sections],
  );

  useEffect(() => {
    /** Scroll positions at which each section sits right under the header. */
    function stops(list: HTMLElement[]): number[] {
      return list.map(
        (element) =>
          element.getBoundingClientRect().top +
          window.scrollY -
          (Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0),
      );
    }

    function visibleHeight(list: HTMLElement[]): number {
      const first = list[0];
      const offset = first ? Number.parseFloat(getComputedStyle(first).scrollMarginTop) || 0 : 0;
      return window.innerHeight - offset;
    }

    /** The section to jump to, or undefined when the input should scroll natively. */
    function targetOf(direction: 1 | -1): number | undefined {
      const list = sections();
      const positions = stops(list);
      const y = window.scrollY;
      const screen = visibleHeight(list);
      if (direction === 1) {
        const next = positions.findIndex((position) => position > y + 4);
        if (next === -1) return undefined;
        // Content between here and the next section that has not been seen yet: scroll to it.
        return (positions[next] ?? 0) - y > screen + unseenTolerancePx ? undefined : next;
      }
      const previous = positions.findLastIndex((position) => position < y - 4);
      if (previous === -1) return undefined;
      return y - (positions[previous] ?? 0) > screen + unseenTolerancePx ? undefined : previous;
    }

    /** Handles one input step; returns true when the event should be swallowed. */
    function step(direction: 1 | -1, focus: boolean): boolean {
      if (performance.now() < lockedUntil.current) return true;
      const target = targetOf(direction);
      if (target === undefined) return false;
      jumpTo(target, focus);
      return true;
    }

    function onWheel(event: WheelEvent) {
      if (event.defaultPrevented || event.ctrlKey || pageIsLocked()) return;
      if (Math.abs(event.deltaY) <= Math.abs(event.deltaX) || event.deltaY === 0) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('[role="dialog"]')) return;
      if (step(event.deltaY > 0 ? 1 : -1, false)) event.preventDefault();
    }

    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (pageIsLocked()) return;
      let direction: 1 | -1 | undefined;
      if (event.key === " ") direction = event.shiftKey ? -1 : 1;
      else if (downKeys.has(event.key)) direction = 1;
      else if (upKeys.has(event.key)) direction = -1;
      if (direction === undefined) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(ownKeys)) return;
      if (step(direction, true)) event.preventDefault();
    }

    let settle: ReturnType<typeof setTimeout> | undefined;
    function readPosition() {
      const list = sections();
      if (list.length === 0) return;
      const positions = stops(list);
      const line = window.scrollY + visibleHeight(list) * 0.4;
      const current = Math.max(
        0,
        positions.findLastIndex((position) => position <= line),
      );
      const last = list.at(-1);
      const lastBottom = last
        ? last.getBoundingClientRect().bottom +
          window.scrollY -
          (window.innerHeight - visibleHeight(list))
        : 0;
      setIndex(current);
      setBeyond(lastBottom < line);
    }
    function onScroll() {
      clearTimeout(settle);
      settle = setTimeout(readPosition, settleMs);
    }
    // Where the browser reports the end of a scroll, the indicator settles right then (so the
    // dots are already gone when the footer comes to rest under them).
    function onScrollEnd() {
      clearTimeout(settle);
      readPosition();
    }

    readPosition();
    window.addEventListener("wheel", onWheel, { passive: false });
    window.addEventListener("keydown", onKeyDown);
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("scrollend", onScrollEnd);
    window.addEventListener("resize", onScroll, { passive: true });
    return () => {
      clearTimeout(settle);
      window.removeEventListener("wheel", onWheel);
      window.removeEventListener("keydown", onKeyDown);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("scrollend", onScrollEnd);
      window.removeEventListener("resize", onScroll);
    };
  }, [sections, jumpTo]);

  return { index, beyond, jumpTo };
}
