import { setMeasurementId, track } from "~/features/analytics/track";
import {
  acceptAllConsent,
  type ConsentPreferences,
  consentPendingAttribute,
  readConsent,
  rejectAllConsent,
  saveConsent,
} from "~/features/consent/consent";
import { loadGoogleAnalytics, updateConsentMode } from "~/features/consent/consent-mode";
import { openModal } from "./modal-dialog";

/**
 * The cookie banner and preferences dialog (features/consent/cookie-consent.tsx renders them).
 * The banner is in the server's HTML and shown by CSS while <html data-consent-pending> is set
 * (by the inline head script, when no choice is stored): no banner without JavaScript, and none
 * popping in late. Every choice is stored, sent to Consent Mode, and starts Google Analytics
 * only when analytics is granted and a measurement id is configured.
 */

/** Event on `window` that opens the preferences (the footer's and the cookies policy's buttons). */
const openCookieSettingsEvent = "open-cookie-settings";

const categories = ["analytics", "marketing", "functional"] as const;

function elements() {
  const root = document.querySelector<HTMLElement>("[data-cookie-consent]");
  const banner = root?.querySelector<HTMLElement>("[data-cookie-banner]") ?? null;
  const dialog = root?.querySelector("dialog") ?? null;
  return { root, banner, dialog };
}

function measurementId(): string | undefined {
  return elements().root?.dataset.measurementId || undefined;
}

function apply(preferences: ConsentPreferences) {
  const id = measurementId();
  if (preferences.analytics && id) loadGoogleAnalytics(id);
}

function choose(preferences: ConsentPreferences, event: string, properties?: object) {
  document.documentElement.removeAttribute(consentPendingAttribute);
  saveConsent(preferences);
  updateConsentMode(preferences);
  apply(preferences);
  track(event, properties as Record<string, unknown> | undefined);
  stopBannerScrollPadding();
}

function switchFor(dialog: HTMLDialogElement, category: string) {
  return dialog.querySelector<HTMLInputElement>(`input[name="${category}"]`);
}

function openSettings(opener: HTMLElement | null) {
  const { dialog } = elements();
  if (!dialog) return;
  const current = readConsent() ?? rejectAllConsent;
  for (const category of categories) {
    const input = switchFor(dialog, category);
    if (!input) continue;
    input.checked = current[category];
    input.setAttribute("aria-checked", String(input.checked));
  }
  openModal(dialog, opener);
}

function onClick(event: MouseEvent) {
  const target = event.target as Element;
  const action = target.closest<HTMLElement>("[data-consent-action]")?.dataset.consentAction;
  if (action === "accept") choose(acceptAllConsent, "cookie_consent_accepted");
  else if (action === "reject") choose(rejectAllConsent, "cookie_consent_rejected");
  else if (action === "customize") openSettings(target.closest("button"));
  const settingsButton = target.closest<HTMLElement>("[data-open-cookie-settings]");
  if (settingsButton) {
    window.dispatchEvent(new CustomEvent(openCookieSettingsEvent, { detail: settingsButton }));
  }
}

function onChange(event: Event) {
  const input = event.target as HTMLInputElement;
  if (input.matches?.("[data-cookie-consent] input[role=switch]")) {
    input.setAttribute("aria-checked", String(input.checked));
  }
}

function onSubmit(event: SubmitEvent) {
  const form = event.target as HTMLFormElement;
  const dialog = form.closest("dialog");
  if (!dialog || !form.closest("[data-cookie-consent]")) return;
  event.preventDefault();
  const checked = (category: string) => switchFor(dialog, category)?.checked === true;
  const preferences: ConsentPreferences = {
    essential: true,
    analytics: checked("analytics"),
    marketing: checked("marketing"),
    functional: checked("functional"),
  };
  choose(preferences, "cookie_consent_custom", {
    analytics: preferences.analytics,
    marketing: preferences.marketing,
    functional: preferences.functional,
  });
  dialog.close();
}

let bannerObserver: ResizeObserver | undefined;

/**
 * While the banner shows, its measured height is the page's bottom scroll padding (its CSS value
 * is a first guess), which keeps an element focused by keyboard above the banner, not behind it.
 * The observer measures after the browser's own layout (its first report comes with the first
 * frame), and the padding is set on <html> alone: an inherited custom property there made the
 * browser restyle the whole page (ADR 071).
 */
function startBannerScrollPadding(banner: HTMLElement) {
  bannerObserver = new ResizeObserver(() => {
    document.documentElement.style.scrollPaddingBottom = `${banner.offsetHeight}px`;
  });
  bannerObserver.observe(banner);
}

function stopBannerScrollPadding() {
  bannerObserver?.disconnect();
  bannerObserver = undefined;
  document.documentElement.style.removeProperty("scroll-padding-bottom");
}

export function startCookieConsent(): void {
  const { banner } = elements();
  setMeasurementId(measurementId());
  // Consent Mode already has a stored choice (the inline head script applied it).
  const stored = readConsent();
  if (stored) apply(stored);
  document.addEventListener("click", onClick);
  document.addEventListener("change", onChange);
  document.addEventListener("submit", onSubmit);
  window.addEventListener(openCookieSettingsEvent, (event) => {
    const opener = (event as CustomEvent).detail;
    openSettings(opener instanceof HTMLElement ? opener : null);
  });
  for (const button of document.querySelectorAll<HTMLButtonElement>("[data-open-cookie-settings]"))
    button.disabled = false;
  if (!banner) return;
  if (document.documentElement.hasAttribute(consentPendingAttribute))
    startBannerScrollPadding(banner);
  banner.dataset.ready = "";
}
