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

function storageKey(): string {
  return `scroll-anchor:${location.pathname}${location.search}`;
}

function cards(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[data-island~="scroll-anchor"] > *')];
}

function remember(): void {
  const index = cards().findIndex((card) => card.getBoundingClientRect().bottom > 0);
  const card = cards()[index];
  if (!card || window.scrollY === 0) {
    sessionStorage.removeItem(storageKey());
    return;
  }
  const anchor: Anchor = { index, top: card.getBoundingClientRect().top };
  sessionStorage.setItem(storageKey(), JSON.stringify(anchor));
}

function restore(): void {
  const saved = sessionStorage.getItem(storageKey());
  if (!saved) return;
  const { index, top } = JSON.parse(saved) as Anchor;
  const card = cards()[index];
  if (card) window.scrollBy(0, card.getBoundingClientRect().top - top);
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
