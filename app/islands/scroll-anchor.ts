/**
 * Back to a long page whose lower cards render as they come near the screen (ADR 071): the
 * browser restores the old scroll offset, but on a new document the cards above it start at
 * their estimated heights, so a different card would sit where the visitor left. On leaving,
 * the page remembers which card of its `data-island="scroll-anchor"` lists was at the top of the
 * screen (by its title's link, so a list that gained an item meanwhile still finds it) and where; coming
 * back, it scrolls by the difference.
 */
interface Anchor {
  href: string;
  /** Which of the cards with that link (a post can be both featured and among the latest). */
  occurrence: number;
  top: number;
}

let started = false;
/** How long after coming back the page keeps the card in place, unless the visitor scrolls first. */
const settleTime = 3000;

function storageKey(): string {
  return `scroll-anchor:${location.pathname}${location.search}`;
}

function cards(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[data-island~="scroll-anchor"] > *')];
}

/** The card's own link (its title's), which names it. */
const cardHref = (card: HTMLElement) =>
  card.querySelector("a[data-card-link]")?.getAttribute("href") ?? "";

const cardsLinkingTo = (href: string) => cards().filter((card) => cardHref(card) === href);

function remember(): void {
  // Unscrolled, nothing to keep: no card's box is read, which could lay out the whole page.
  const card =
    window.scrollY === 0
      ? undefined
      : cards().find((candidate) => candidate.getBoundingClientRect().bottom > 0);
  const href = card ? cardHref(card) : "";
  if (!card || !href) {
    sessionStorage.removeItem(storageKey());
    return;
  }
  const occurrence = cardsLinkingTo(href).indexOf(card);
  const anchor: Anchor = { href, occurrence, top: card.getBoundingClientRect().top };
  sessionStorage.setItem(storageKey(), JSON.stringify(anchor));
}

const userInput = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

function restore(): void {
  const saved = sessionStorage.getItem(storageKey());
  if (!saved) return;
  const { href, occurrence, top } = JSON.parse(saved) as Anchor;
  const card = cardsLinkingTo(href)[occurrence];
  if (!card) return;
  const keepInPlace = () => {
    const shift = card.getBoundingClientRect().top - top;
    if (Math.abs(shift) >= 1) window.scrollBy(0, shift);
  };
  keepInPlace();
  // The cards near the screen render at their real heights over the next frames, and the
  // browser may restore its own offset again after this ran (a busy machine): follow the page
  // until it settles, and never against the visitor's own scrolling.
  const observer = new ResizeObserver(keepInPlace);
  observer.observe(document.body);
  window.addEventListener("scroll", keepInPlace, { passive: true });
  const stop = () => {
    observer.disconnect();
    window.removeEventListener("scroll", keepInPlace);
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
