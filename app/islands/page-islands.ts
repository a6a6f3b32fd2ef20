import { type Island, loadIslands } from "./load-islands";

/**
 * Widgets of single pages, loaded only where the page has their markup (`data-island="name"`
 * on an element): a page without it loads nothing more. Static pages start them with the shell
 * (static-page.ts); a hydrated page that has one starts them once it runs (usePageIslands).
 * Each module's `start` is idempotent and listens on the document.
 */
const islands: Record<string, Island> = {
  "product-video": () => import("./product-video"),
  "custom-enquiry": () => import("./custom-enquiry"),
  "delayed-redirect": () => import("./delayed-redirect"),
  "live-results": () => import("./live-results"),
  "show-more": () => import("./show-more"),
  "matching-clock": () => import("./matching-clock"),
  "scroll-anchor": () => import("./scroll-anchor"),
  landing: () => import("./landing"),
};

export function startPageIslands(): void {
  loadIslands(
    Object.fromEntries(
      Object.entries(islands).map(([name, load]) => [`[data-island~="${name}"]`, load]),
    ),
  );
}
