import { type ReactNode, Suspense, useEffect } from "react";
import { startShell } from "~/islands/shell";

/**
 * Starts the shell's widgets (the same modules static pages run, ADR 046) once the content
 * around it has hydrated, then marks the page interactive (for tests and tools).
 */
function HydratedMarker() {
  useEffect(() => {
    startShell();
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

/**
 * The page's body content inside a Suspense boundary (nothing in it suspends). React hydrates
 * the document shell at once and a boundary's content at a lower priority in slices of a few
 * milliseconds, yielding to the browser in between: the page's hydration no longer blocks the
 * main thread in one long task, and a click or key press on part of the page hydrates that part
 * first (React replays the event). `html[data-hydrated]` is set when the content has hydrated.
 */
export function SlicedHydration({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      {children}
      <HydratedMarker />
    </Suspense>
  );
}
