import { useEffect } from "react";
import { startShell } from "~/islands/shell";

/**
 * Starts the shell's widgets (the same modules static pages run, ADR 046) once the page has
 * hydrated, then marks it interactive (`html[data-hydrated]`, for tests and tools).
 */
export function HydratedMarker() {
  useEffect(() => {
    startShell();
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
