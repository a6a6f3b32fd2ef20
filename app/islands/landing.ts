import { start as startComparisonSlider } from "./comparison-slider";
import { startLoops, start as startMotionToggles } from "./motion-toggle";
import { start as startOrbit } from "./orbit";
import { start as startScrollProgress } from "./scroll-progress";
import { start as startTestimonials } from "./testimonials";

/**
 * The landing page's widgets (ADR 075), plain DOM, in one chunk loaded only where the page has
 * the landing hero (`data-island="landing"`): the orbit, the loops and their pause buttons, the comparison
 * slider, the testimonial columns' copies and the reading-progress bar. Each start is
 * idempotent, so a client navigation back to `/` on a hydrated page starts the new markup.
 * Resolves once the progress bar shows the first position.
 */
export function start(): Promise<void> {
  startOrbit();
  startMotionToggles();
  startLoops();
  startComparisonSlider();
  startTestimonials();
  return startScrollProgress();
}
