/**
 * Google Consent Mode v2: the signals our cookie categories map to, the inline script that sets the
 * "all denied" default (and applies a stored choice) before anything else runs, and the updates.
 */
import type { ConsentPreferences } from "./consent";

export type ConsentSignal = "granted" | "denied";

export interface ConsentSignals {
  security_storage: ConsentSignal;
  functionality_storage: ConsentSignal;
  personalization_storage: ConsentSignal;
  analytics_storage: ConsentSignal;
  ad_storage: ConsentSignal;
  ad_user_data: ConsentSignal;
  ad_personalization: ConsentSignal;
}

/**
 * essential -> security_storage (always granted); functional -> functionality_storage and
 * personalization_storage; analytics -> analytics_storage; marketing -> ad_storage, ad_user_data
 * and ad_personalization. Serialised into the inline script: it must stay self-contained.
 */
export function consentSignals(
  preferences: Pick<ConsentPreferences, "analytics" | "marketing" | "functional">,
): ConsentSignals {
  const signal = (granted: boolean): ConsentSignal => (granted ? "granted" : "denied");
  return {
    security_storage: "granted",
    functionality_storage: signal(preferences.functional === true),
    personalization_storage: signal(preferences.functional === true),
    analytics_storage: signal(preferences.analytics === true),
    ad_storage: signal(preferences.marketing === true),
    ad_user_data: signal(preferences.marketing === true),
    ad_personalization: signal(preferences.marketing === true),
  };
}

interface ConsentModeWindow {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  localStorage: { getItem(key: string): string | null };
  document?: { documentElement: { setAttribute(name: string, value: string): void } };
}

/**
 * Runs in <head> before any other script but the Trusted Types policy: defines `dataLayer` and
 * `gtag`, sets every signal to denied except security_storage, then applies a stored choice, or
 * marks <html> with `pendingAttribute` (which shows the banner) when there is none.
 * Serialised with Function#toString: it may only use its parameters.
 */
export function installConsentMode(
  target: ConsentModeWindow,
  storageKey: string,
  signals: typeof consentSignals,
  pendingAttribute = "",
) {
  target.dataLayer = target.dataLayer || [];
  const layer = target.dataLayer;
  if (typeof target.gtag !== "function") {
    target.gtag = function gtag() {
      // Consent Mode reads the Arguments object itself, as Google's snippet pushes it.
      // biome-ignore lint/complexity/noArguments: gtag's contract
      layer.push(arguments);
    };
  }
  const gtag = target.gtag;
  gtag("consent", "default", signals({ analytics: false, marketing: false, functional: false }));
  let stored: unknown = null;
  try {
    stored = JSON.parse(target.localStorage.getItem(storageKey) || "null");
  } catch {
    // no readable choice: the defaults stay
  }
  if (stored && typeof stored === "object" && !Array.isArray(stored)) {
    gtag("consent", "update", signals(stored as Parameters<typeof signals>[0]));
  } else if (pendingAttribute && target.document) {
    target.document.documentElement.setAttribute(pendingAttribute, "");
  }
}

/** The inline script's source (see installConsentMode). */
export function consentModeScript(storageKey: string, pendingAttribute: string): string {
  return `(${installConsentMode.toString()})(window, ${JSON.stringify(storageKey)}, ${consentSignals.toString()}, ${JSON.stringify(pendingAttribute)});`
    .replace(/<\//g, "<\\/")
    .replace(/<!--/g, "<\\!--");
}

/** Tells Consent Mode about a new choice. */
export function updateConsentMode(preferences: ConsentPreferences): void {
  const gtag = (window as { gtag?: (...args: unknown[]) => void }).gtag;
  if (typeof gtag === "function") gtag("consent", "update", consentSignals(preferences));
}

const gtagOrigin = "https://www.googletagmanager.com";
let loadedId: string | undefined;

/**
 * Loads Google's gtag.js for `measurementId`; only called once analytics consent is granted, and
 * only when a measurement id is configured (never in tests).
 */
export function loadGoogleAnalytics(measurementId: string): void {
  if (loadedId === measurementId) return;
  loadedId = measurementId;
  const gtag = (window as { gtag?: (...args: unknown[]) => void }).gtag;
  gtag?.("js", new Date());
  gtag?.("config", measurementId);
  const script = document.createElement("script");
  script.async = true;
  // A plain string: the Trusted Types default policy admits this allow-listed origin.
  script.src = `${gtagOrigin}/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
}
