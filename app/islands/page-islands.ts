/**
 * Widgets of single pages, loaded only where the page has their markup (`data-island="name"`
 * on an element): a page without it loads nothing more. Static pages start them with the shell
 * (static-page.ts); a hydrated page that has one starts them once it runs (usePageIslands).
 * Each module's `start` is idempotent and listens on the document.
 */
const islands: Record<string, () => Promise<{ start(): void }>> = {
  "product-video": () => import("./product-video"),
  "custom-enquiry": () => import("./custom-enquiry"),
  "delayed-redirect": () => import("./delayed-redirect"),
  "live-results": () => import("./live-results"),
  "show-more": () => import("./show-more"),
};

export function startPageIslands(): void {
  for (const [name, load] of Object.entries(islands)) {
    if (document.querySelector(`[data-island~="${name}"]`)) {
      load().then((island) => island.start());
    }
  }
}
