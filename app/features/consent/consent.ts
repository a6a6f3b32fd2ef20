/**
 * The visitor's cookie choices, kept in the browser under `cookie-consent` as
 * `{ essential: true, analytics, marketing, functional }`.
 */

export const consentStorageKey = "cookie-consent";

/**
 * Set on <html> by the inline head script when JavaScript runs and no choice is stored: the
 * server-rendered banner is shown only then (see cookie-consent.tsx).
 */
export const consentPendingAttribute = "data-consent-pending";

/** Dispatched on `window` after the choice changes (detail: the new preferences). */
export const consentChangeEvent = "cookie-consent-change";

export interface ConsentPreferences {
  essential: true;
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
}

export const acceptAllConsent: ConsentPreferences = {
  essential: true,
  analytics: true,
  marketing: true,
  functional: true,
};

export const rejectAllConsent: ConsentPreferences = {
  essential: true,
  analytics: false,
  marketing: false,
  functional: false,
};

/** Parses a stored value; anything that is not a consent object is treated as "no choice yet". */
export function parseConsent(value: unknown): ConsentPreferences | null {
  let parsed: unknown = value;
  if (typeof value === "string") {
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return null;
  const record = parsed as Record<string, unknown>;
  return {
    essential: true,
    analytics: record.analytics === true,
    marketing: record.marketing === true,
    functional: record.functional === true,
  };
}

/** The saved choice, or null when there is none (or storage is unavailable, or on the server). */
export function readConsent(): ConsentPreferences | null {
  if (typeof window === "undefined") return null;
  try {
    return parseConsent(window.localStorage.getItem(consentStorageKey));
  } catch {
    return null;
  }
}

export function hasAnalyticsConsent(): boolean {
  return readConsent()?.analytics === true;
}

/** Saves the choice and tells the page (analytics, the banner) about it. */
export function saveConsent(preferences: ConsentPreferences): void {
  const value: ConsentPreferences = { ...preferences, essential: true };
  try {
    window.localStorage.setItem(consentStorageKey, JSON.stringify(value));
  } catch {
    // storage disabled: the choice lasts for this page only
  }
  window.dispatchEvent(new CustomEvent(consentChangeEvent, { detail: value }));
}
