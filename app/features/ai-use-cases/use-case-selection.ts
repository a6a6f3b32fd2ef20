import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import {
  arrowStep,
  caseParam,
  detailSectionId,
  indexFromCaseParam,
  ownsArrowKeys,
  stepIndex,
} from "./selection";

/** How long after a card is chosen the page scrolls to the detail (the spec's 100 ms). */
export const scrollDelayMs = 100;

export interface UseCaseSelection {
  /** The selected use case's 0-based index. */
  index: number;
  /** False until the visitor changes the selection; the live region stays quiet until then. */
  changed: boolean;
  /** Selects an index; `scroll` brings the detail into view 100 ms later (cards do). */
  select: (index: number, options?: { scroll?: boolean }) => void;
  /** Moves the selection by a step, wrapping at both ends. */
  step: (step: number) => void;
}

/** Puts `?case=N` in the address bar without a navigation (no loaders run), so it can be shared. */
function rememberInUrl(index: number) {
  const url = new URL(window.location.href);
  url.searchParams.set("case", caseParam(index));
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}

function scrollToDetail() {
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  document
    .getElementById(detailSectionId)
    ?.scrollIntoView({ behavior: reducedMotion ? "auto" : "smooth", block: "start" });
}

/**
 * The selected use case: from `?case=N` on the server (so the detail is in the HTML without
 * JavaScript), then from clicks, dots, arrows and Previous / Next in the browser.
 *
 * Left and right arrows step through the use cases while focus is in the detail section and,
 * once the visitor has chosen a use case (a card, a dot, Previous / Next), anywhere on the page;
 * never while a field, a widget that uses arrows or a dialog has focus, nor when another handler
 * already took the key.
 */
export function useCaseSelection(count: number): UseCaseSelection {
  const [searchParams] = useSearchParams();
  const requested = indexFromCaseParam(searchParams.get("case"), count);
  const [index, setIndex] = useState(requested);
  const [changed, setChanged] = useState(false);
  const scrollTimer = useRef<number | undefined>(undefined);

  // A navigation to another ?case= (a link, back/forward) selects that case.
  useEffect(() => setIndex(requested), [requested]);
  useEffect(() => () => window.clearTimeout(scrollTimer.current), []);

  const select = useCallback((next: number, { scroll = false }: { scroll?: boolean } = {}) => {
    setIndex(next);
    setChanged(true);
    rememberInUrl(next);
    if (scroll) {
      window.clearTimeout(scrollTimer.current);
      scrollTimer.current = window.setTimeout(scrollToDetail, scrollDelayMs);
    }
  }, []);

  const step = useCallback(
    (by: number) => select(stepIndex(index, by, count)),
    [select, index, count],
  );

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const by = arrowStep(event);
      if (by === null || event.defaultPrevented || ownsArrowKeys(event.target)) return;
      const inDetail =
        event.target instanceof Node &&
        Boolean(document.getElementById(detailSectionId)?.contains(event.target));
      if (!changed && !inDetail) return;
      event.preventDefault();
      step(by);
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [changed, step]);

  return { index, changed, select, step };
}
