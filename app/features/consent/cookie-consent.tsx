import { CookieIcon } from "lucide-react";
import { lazy, type RefObject, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { openCookieSettingsEvent } from "~/components/cookie-settings-button";
import { Button } from "~/components/ui/button";
import { setMeasurementId, track } from "~/features/analytics/track";
import { useHydrated } from "~/lib/use-hydrated";
import {
  acceptAllConsent,
  type ConsentPreferences,
  consentPendingAttribute,
  readConsent,
  rejectAllConsent,
  saveConsent,
} from "./consent";
import { loadGoogleAnalytics, updateConsentMode } from "./consent-mode";
import { PolicyLinks } from "./policy-links";

const CookiePreferencesDialog = lazy(() => import("./cookie-preferences-dialog"));

/**
 * The cookie banner (until a choice exists) and the preferences dialog (from the banner's
 * Customize or the footer's "Cookie settings"). Every choice is stored, sent to Consent Mode, and
 * starts Google Analytics only when analytics is granted and a measurement id is configured.
 * The measurement id comes from the root loader (`gaMeasurementId`). Rendered only in the browser: without JavaScript nothing could be stored, and no banner covers
 * the server-rendered page.
 */
export function CookieConsent() {
  const hydrated = useHydrated();
  const rootData = useRouteLoaderData("root") as { gaMeasurementId?: unknown } | undefined;
  const measurementId =
    typeof rootData?.gaMeasurementId === "string" ? rootData.gaMeasurementId : undefined;
  const [consent, setConsent] = useState<ConsentPreferences | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  // The dialog's code loads the first time it opens, and it stays mounted after (it animates out).
  const [dialogUsed, setDialogUsed] = useState(false);
  const [draft, setDraft] = useState<ConsentPreferences>(rejectAllConsent);

  const apply = useCallback(
    (preferences: ConsentPreferences) => {
      if (preferences.analytics && measurementId) loadGoogleAnalytics(measurementId);
    },
    [measurementId],
  );

  useEffect(() => {
    setMeasurementId(measurementId);
    const stored = readConsent();
    setConsent(stored);
    setLoaded(true);
    // Consent Mode already has the stored choice (the inline script in <head> applied it).
    if (stored) apply(stored);
  }, [measurementId, apply]);

  const openSettings = useCallback(() => {
    setDraft(readConsent() ?? rejectAllConsent);
    setDialogUsed(true);
    setDialogOpen(true);
  }, []);

  useEffect(() => {
    window.addEventListener(openCookieSettingsEvent, openSettings);
    return () => window.removeEventListener(openCookieSettingsEvent, openSettings);
  }, [openSettings]);

  function choose(
    preferences: ConsentPreferences,
    event: string,
    properties?: Record<string, unknown>,
  ) {
    document.documentElement.removeAttribute(consentPendingAttribute);
    saveConsent(preferences);
    updateConsentMode(preferences);
    setConsent(preferences);
    apply(preferences);
    track(event, properties);
  }

  // Until the stored choice is read (and on the server) the banner is rendered; CSS shows it only
  // while <html data-consent-pending> is set, which the inline head script does when JavaScript
  // runs and no choice is stored. So it is there from the first paint (no late pop-in, no shift),
  // and never without JavaScript.
  const showBanner = (!loaded || consent === null) && !dialogOpen;
  const bannerRef = useRef<HTMLElement>(null);
  const spacer = useBannerSpacer(bannerRef, showBanner && loaded);

  return (
    <>
      {showBanner ? (
        <>
          {/* Room after the footer, so its last links can be scrolled above the banner. */}
          <div
            aria-hidden="true"
            className="hidden h-60 sm:h-44 lg:h-24 [[data-consent-pending]_&]:block"
            style={spacer ? { height: spacer } : undefined}
          />
          <section
            ref={bannerRef}
            aria-labelledby="cookie-banner-title"
            data-ready={hydrated && loaded ? "" : undefined}
            className="fixed inset-x-0 bottom-0 z-40 hidden border-t border-border bg-card/95 shadow-2xl backdrop-blur supports-[backdrop-filter]:bg-card/90 [[data-consent-pending]_&]:block print:hidden"
          >
            <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-4 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
              <div className="flex gap-3">
                <CookieIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <div className="text-sm">
                  <h2 id="cookie-banner-title" className="font-semibold text-foreground">
                    We value your privacy
                  </h2>
                  <p className="mt-1 text-muted-foreground">
                    We use essential cookies to run this site and, with your consent, analytics,
                    functional and marketing cookies. <PolicyLinks />
                  </p>
                </div>
              </div>
              <div className="flex shrink-0 flex-wrap gap-2">
                <Button
                  type="button"
                  onClick={() => choose(acceptAllConsent, "cookie_consent_accepted")}
                  className="min-w-28"
                >
                  Accept All
                </Button>
                <Button
                  type="button"
                  onClick={() => choose(rejectAllConsent, "cookie_consent_rejected")}
                  className="min-w-28"
                >
                  Reject All
                </Button>
                <Button type="button" variant="outline" onClick={openSettings} className="min-w-28">
                  Customize
                </Button>
              </div>
            </div>
          </section>
        </>
      ) : null}
      {dialogUsed ? (
        <Suspense fallback={null}>
          <CookiePreferencesDialog
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            draft={draft}
            onDraftChange={setDraft}
            onSave={(preferences) => {
              choose(preferences, "cookie_consent_custom", {
                analytics: preferences.analytics,
                marketing: preferences.marketing,
                functional: preferences.functional,
              });
              setDialogOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The banner's measured height while it shows (the spacer's CSS height is a first guess). It is
 * also the page's `--cookie-banner-height`, the bottom scroll padding (app.css) that keeps an
 * element scrolled into view by keyboard focus above the banner, not behind it.
 */
function useBannerSpacer(banner: RefObject<HTMLElement | null>, shown: boolean): number {
  const [spacer, setSpacer] = useState(0);
  useEffect(() => {
    const element = banner.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const update = () => {
      setSpacer(element.offsetHeight);
      root.style.setProperty("--cookie-banner-height", `${element.offsetHeight}px`);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--cookie-banner-height");
    };
  }, [banner, shown]);
  return spacer;
}
