/** The scroll behaviour to use: none of the animation when the visitor asks for reduced motion. */
export function scrollBehaviorFor(reducedMotion: boolean): ScrollBehavior {
  return reducedMotion ? "auto" : "smooth";
}

/** True for a plain primary click: modified clicks (new tab, new window...) keep the browser's default. */
export function isPlainClick(
  event: Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">,
) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Scrolls to a section of the page (smoothly unless reduced motion is preferred), puts keyboard
 * focus on its heading without a second jump, and records the section in the address bar.
 */
export function revealSection(sectionId: string, focusId: string): boolean {
  const section = document.getElementById(sectionId);
  if (!section) return false;
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  section.scrollIntoView({ behavior: scrollBehaviorFor(reducedMotion), block: "start" });
  (document.getElementById(focusId) ?? section).focus({ preventScroll: true });
  // Keep the router's history state: only the fragment changes.
  window.history.replaceState(window.history.state, "", `#${sectionId}`);
  return true;
}
