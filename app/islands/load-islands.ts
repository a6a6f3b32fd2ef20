/**
 * Loads the widgets only some pages have (ADR 061): each module is fetched when the page has an
 * element matching its selector, so the other pages pay nothing for it. While any is on its way
 * `html[data-islands="loading"]` is set: the e2e fixture waits for it to go.
 */
/** A widget module; a `start` that returns a promise keeps the page loading until it settles. */
export type Island = () => Promise<{ start(): void | Promise<void> }>;

let loading = 0;

export function loadIslands(islands: Record<string, Island>): void {
  const wanted = Object.entries(islands).filter(([selector]) => document.querySelector(selector));
  if (wanted.length === 0) return;
  const root = document.documentElement;
  loading += 1;
  root.dataset.islands = "loading";
  Promise.all(wanted.map(([, load]) => load().then((island) => island.start()))).finally(() => {
    loading -= 1;
    if (loading === 0) delete root.dataset.islands;
  });
}
