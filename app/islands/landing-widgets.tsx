import { type ReactNode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { isLandingWidgetName, landingWidgets } from "~/features/landing/widgets";

/**
 * The landing page's live widgets on the static page (ADR 069): each `[data-react-island]`
 * container the server rendered is hydrated as a React root of its own, without React Router,
 * one task each: those near the viewport first (the hero's orbit), then the others when the
 * browser is idle or as the visitor scrolls to them, whichever comes first. A pointer or focus on
 * a widget not yet hydrated hydrates it at once (React then replays the event). `start` resolves
 * when every widget has hydrated.
 */
const waiting = new Map<HTMLElement, () => void>();

function Hydrated({ children, onHydrated }: { children: ReactNode; onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/** Hydrates a container's widget; resolves once it has (at once if it was already). */
function hydrate(container: HTMLElement): Promise<void> {
  const name = container.dataset.reactIsland ?? "";
  if (!waiting.has(container) || !isLandingWidgetName(name)) return Promise.resolve();
  return new Promise((resolve) => {
    waiting.get(container)?.();
    waiting.delete(container);
    hydrateRoot(container, <Hydrated onHydrated={resolve}>{landingWidgets[name]()}</Hydrated>);
  });
}

/** Hydrates the containers one task each, in page order. */
function hydrateInTurn(containers: HTMLElement[]): Promise<void> {
  return containers.reduce<Promise<void>>(
    (previous, container) =>
      previous.then(() => new Promise((next) => setTimeout(next))).then(() => hydrate(container)),
    Promise.resolve(),
  );
}

function onIntent(event: Event) {
  const target = event.target instanceof Element ? event.target : null;
  const container = target?.closest<HTMLElement>("[data-react-island]");
  if (container) hydrate(container);
}

const whenIdle: (callback: () => void) => void =
  typeof requestIdleCallback === "function"
    ? (callback) => requestIdleCallback(callback, { timeout: 2_000 })
    : (callback) => setTimeout(callback, 200);

/** The widgets not hydrated yet, one per idle period, in page order. */
function hydrateWhenIdle(containers: HTMLElement[]): Promise<void> {
  const next = containers.find((container) => waiting.has(container));
  if (!next) return Promise.resolve();
  return new Promise<void>((idle) => whenIdle(idle))
    .then(() => hydrate(next))
    .then(() => hydrateWhenIdle(containers));
}

export function start(): Promise<void> {
  const containers = [...document.querySelectorAll<HTMLElement>("[data-react-island]")];
  for (const type of ["pointerdown", "focusin"]) window.addEventListener(type, onIntent, true);
  return new Promise<void>((onScreenHydrated) => {
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries
          .filter((entry) => entry.isIntersecting)
          .map((entry) => entry.target.closest<HTMLElement>("[data-react-island]"))
          .filter((container): container is HTMLElement => container !== null);
        const hydrated = hydrateInTurn(near.filter((container) => waiting.has(container)));
        if (first) hydrated.then(() => onScreenHydrated());
        first = false;
      },
      { rootMargin: "50% 0px" },
    );
    for (const container of containers) {
      const shown = shownElement(container);
      if (!shown) continue;
      observer.observe(shown);
      waiting.set(container, () => observer.unobserve(shown));
    }
  })
    .then(() => hydrateWhenIdle(containers))
    .then(() => {
      for (const type of ["pointerdown", "focusin"]) {
        window.removeEventListener(type, onIntent, true);
      }
    });
}

/** What the observer watches: a container without a box of its own shows its widget's element. */
function shownElement(container: HTMLElement): Element | null {
  return container.classList.contains("contents") ? container.firstElementChild : container;
}
