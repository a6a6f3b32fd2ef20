import { hasAnalyticsConsent } from "~/features/consent/consent";
import { eventLimits, eventsEndpoint } from "./limits";

/** Where the browser keeps its random, anonymous id (only once analytics consent is given). */
export const anonymousIdKey = "analytics-anonymous-id";

type Gtag = (...args: unknown[]) => void;

let measurementId: string | undefined;

/** Set by the consent feature from the root loader: events also go to gtag when an id is configured. */
export function setMeasurementId(id: string | undefined): void {
  measurementId = id || undefined;
}

function anonymousId(): string | undefined {
  try {
    let id = window.localStorage.getItem(anonymousIdKey);
    if (!id) {
      id = crypto.randomUUID();
      window.localStorage.setItem(anonymousIdKey, id);
    }
    return id;
  } catch {
    return undefined;
  }
}

function send(body: string) {
  try {
    const blob = new Blob([body], { type: "application/json" });
    if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(eventsEndpoint, blob)) {
      return;
    }
  } catch {
    // fall back to fetch
  }
  fetch(eventsEndpoint, {
    method: "POST",
    body,
    keepalive: true,
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
  }).catch(() => {});
}

/**
 * Records an analytics event, only when the visitor granted analytics consent: to our own
 * `POST /api/events`, and to gtag when a measurement id is configured. No-op on the server.
 */
export function track(event: string, properties: Record<string, unknown> = {}): void {
  if (typeof window === "undefined") return;
  if (!eventLimits.namePattern.test(event) || !hasAnalyticsConsent()) return;
  const body = JSON.stringify({
    name: event,
    properties,
    path: window.location.pathname,
    anonymousId: anonymousId(),
    consent: { analytics: true },
  });
  if (new TextEncoder().encode(body).length <= eventLimits.maxBodyBytes) send(body);
  const gtag = (window as { gtag?: Gtag }).gtag;
  if (measurementId && typeof gtag === "function") gtag("event", event, properties);
}

/** An event and its properties: for a click handler, or as a static page's `data-track` (JSON). */
export interface AnalyticsEvent {
  name: string;
  properties: Record<string, unknown>;
}

export function trackEvent({ name, properties }: AnalyticsEvent): void {
  track(name, properties);
}
