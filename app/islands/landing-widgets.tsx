import { type ReactNode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { isLandingWidgetName, landingWidgets } from "~/features/landing/widgets";

/**
 * The landing page's live widgets on the static page (ADR 069): each `[data-react-island]`
 * container the server rendered is hydrated as a React root of its own, without React Router.
 * Those on screen hydrate first, in page order, one task each; the others when they come near
 * the viewport or the browser is idle, so that no long task holds the first seconds. A pointer
 * or focus on a widget not yet hydrated hydrates it at once (React then replays the event).
 * `start` resolves when every widget has hydrated (the page's islands are loaded then).
 */
const pending = new Map<HTMLElement, () => void>();

function Hydrated({ children, onHydrated }: { children: ReactNode; onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

function hydrate(container: HTMLElement) {
  const done = pending.get(container);
  const name = container.dataset.reactIsland ?? "";
  if (!done || !isLandingWidgetName(name)) return;
  pending.delete(container);
  hydrateRoot(container, <Hydrated onHydrated={done}>{landingWidgets[name]()}</Hydrated>);
}

const nextTask: (callback: () => void) => void =
  typeof requestIdleCallback === "function"
    ? (callback) => requestIdleCallback(callback, { timeout: 2_000 })
    : (callback) => setTimeout(callback, 50);

/** Hydrates the next waiting widget, one per task: those near the viewport first. */
function hydrateNext(queue: HTMLElement[], near: Set<HTMLElement>) {
  const waiting = queue.filter((container) => pending.has(container));
  const next = waiting.find((container) => near.has(container)) ?? waiting[0];
  if (!next) return;
  hydrate(next);
  if (waiting.length > 1) nextTask(() => hydrateNext(queue, near));
}

function onIntent(event: Event) {
  const container = (event.target as Element | null)?.closest?.<HTMLElement>("[data-react-island]");
  if (container) hydrate(container);
}

export function start(): Promise<void> {
  const queue = [...document.querySelectorAll<HTMLElement>("[data-react-island]")];
  const hydrated = queue.map(
    (container) => new Promise<void>((resolve) => pending.set(container, resolve)),
  );
  const near = new Set<HTMLElement>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const container = entry.target.closest<HTMLElement>("[data-react-island]");
        if (entry.isIntersecting && container) near.add(container);
      }
    },
    { rootMargin: "50% 0px" },
  );
  // A container without a box of its own (display: contents): its widget's element shows.
  for (const container of queue) {
    const shown = container.classList.contains("contents")
      ? container.firstElementChild
      : container;
    if (shown) observer.observe(shown);
  }
  for (const type of ["pointerdown", "focusin"]) window.addEventListener(type, onIntent, true);
  // The observer's first answer says what is on screen; hydrating starts after it.
  requestAnimationFrame(() => setTimeout(() => hydrateNext(queue, near)));
  return Promise.all(hydrated).then(() => {
    observer.disconnect();
    for (const type of ["pointerdown", "focusin"]) window.removeEventListener(type, onIntent, true);
  });
}
