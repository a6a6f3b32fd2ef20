/**
 * Loads the widgets only some pages have (ADR 061): each module is fetched when the page has an
 * element matching its selector, so the other pages pay nothing for it. While any is on its way
 * `html[data-islands="loading"]` is set: the e2e fixture waits for it to go.
 */
/** A widget module; a `start` that returns a promise keeps the page loading until it settles. */
export type Island = () => Promise<{ start(): void | Promise<void> }>;

let loading = 0;

function holdLoading(): void {
  loading += 1;
  document.documentElement.dataset.islands = "loading";
}

function releaseLoading(): void {
  loading -= 1;
  if (loading === 0) delete document.documentElement.dataset.islands;
}

export function loadIslands(islands: Record<string, Island>): void {
  const wanted = Object.entries(islands).filter(([selector]) => document.querySelector(selector));
  if (wanted.length === 0) return;
  holdLoading();
  Promise.all(wanted.map(([, load]) => load().then((island) => island.start()))).finally(
    releaseLoading,
  );
}

/**
 * Runs `start` in a task of its own after the current one, the page counting as loading its
 * widgets until then: a page's start-up stays in short tasks, between which a phone can paint
 * and answer a tap.
 */
export function startInNextTask(start: () => void): void {
  holdLoading();
  // A message to itself rather than a timer: a task of its own that a page's clock (a test's fake
  // one) cannot hold back.
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    try {
      start();
    } finally {
      releaseLoading();
    }
  };
  channel.port2.postMessage(null);
}
