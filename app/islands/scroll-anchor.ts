/**
 * Back to a long page whose lower cards render as they come near the screen (ADR 071): the
 * browser restores the old scroll offset, but on a new document the cards above it start at
 * their estimated heights, so a different card would sit where the visitor left. On leaving,
 * the page remembers which card of its `data-island="scroll-anchor"` lists was at the top of the
 * screen and where; coming back, it scrolls by the difference.
 */
interface Anchor {
  index: number;
  top: number;
}

let started = false;
/** How long after coming back the page still keeps the card in place as cards render. */
const settleTime = 2000;

function storageKey(): string {
  return `scroll-anchor:${location.pathname}${location.search}`;
}

function cards(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[data-island~="scroll-anchor"] > *')];
}

function remember(): void {
  // Unscrolled, nothing to keep: no card's box is read, which could lay out the whole page.
  const index =
    window.scrollY === 0
      ? -1
      : cards().findIndex((card) => card.getBoundingClientRect().bottom > 0);
  const card = cards()[index];
  if (!card) {
    sessionStorage.removeItem(storageKey());
    return;
  }
  const anchor: Anchor = { index, top: card.getBoundingClientRect().top };
  sessionStorage.setItem(storageKey(), JSON.stringify(anchor));
}

const userInput = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

function restore(): void {
  const saved = sessionStorage.getItem(storageKey());
  if (!saved) return;
  const { index, top } = JSON.parse(saved) as Anchor;
  const card = cards()[index];
  if (!card) return;
  const keepInPlace = () => {
    const shift = card.getBoundingClientRect().top - top;
    if (Math.abs(shift) >= 1) window.scrollBy(0, shift);
  };
  keepInPlace();
  // The cards near the screen render at their real heights over the next frames, and how far
  // that moves the card depends on which ones render first: follow the page until it settles,
  // and never against the visitor's own scrolling.
  const observer = new ResizeObserver(keepInPlace);
  observer.observe(document.body);
  const stop = () => {
    observer.disconnect();
    for (const type of userInput) window.removeEventListener(type, stop);
  };
  for (const type of userInput) window.addEventListener(type, stop, { passive: true });
  setTimeout(stop, settleTime);
}

export function start(): void {
  if (started) return;
  started = true;
  window.addEventListener("pagehide", remember);
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  if (navigation?.type !== "back_forward") return;
  // The browser restores its offset while the document loads; correct it once that is done.
  const afterRestore = () => requestAnimationFrame(restore);
  if (document.readyState === "complete") afterRestore();
  else window.addEventListener("load", afterRestore, { once: true });
}
