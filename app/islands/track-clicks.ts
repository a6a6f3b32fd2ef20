import { type AnalyticsEvent, trackEvent } from "~/features/analytics/track";

/**
 * Analytics on a static page: a click on an element with `data-track` (an event's name and
 * properties as JSON, written by the React component that has the same click handler on a
 * hydrated page) records that event, with the visitor's consent as always.
 */
function onClick(event: MouseEvent) {
  const element = (event.target as Element).closest<HTMLElement>("[data-track]");
  if (!element?.dataset.track) return;
  trackEvent(JSON.parse(element.dataset.track) as AnalyticsEvent);
}

export function start(): void {
  document.addEventListener("click", onClick);
}
