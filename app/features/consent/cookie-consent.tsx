import { CookieIcon } from "lucide-react";
import { type RefObject, useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, useRouteLoaderData } from "react-router";
import { openCookieSettingsEvent } from "~/components/cookie-settings-button";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
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

type Category = "analytics" | "marketing" | "functional";

const categories: Array<{ id: Category | "essential"; title: string; description: string }> = [
  {
    id: "essential",
    title: "Essential",
    description: "Needed for the site to work: security, your session and this choice. Always on.",
  },
  {
    id: "functional",
    title: "Functional",
    description: "Remember your preferences and personalise what you see.",
  },
  {
    id: "analytics",
    title: "Analytics",
    description: "Help us understand how the site is used so we can improve it.",
  },
  {
    id: "marketing",
    title: "Marketing",
    description: "Measure our campaigns and show you relevant offers elsewhere.",
  },
];

const policyLinkClass =
  "rounded-sm font-medium text-foreground underline underline-offset-4 hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

function PolicyLinks() {
  return (
    <>
      Read our{" "}
      <Link to="/cookies-policy" className={policyLinkClass}>
        Cookies Policy
      </Link>{" "}
      and{" "}
      <Link to="/privacy-policy" className={policyLinkClass}>
        Privacy Policy
      </Link>
      .
    </>
  );
}

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
      <Dialog open={dialogOpen} onOpenChange={setDialogOpen}>
        <DialogContent
          className="max-h-[90vh] overflow-y-auto"
          closeLabel="Close cookie preferences"
        >
          <DialogTitle>Cookie preferences</DialogTitle>
          <DialogDescription>
            Choose which cookies we may use. You can change this at any time from "Cookie settings"
            at the bottom of every page. <PolicyLinks />
          </DialogDescription>
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              choose(draft, "cookie_consent_custom", {
                analytics: draft.analytics,
                marketing: draft.marketing,
                functional: draft.functional,
              });
              setDialogOpen(false);
            }}
          >
            <ul className="grid gap-3">
              {categories.map((category) => (
                <CategoryRow
                  key={category.id}
                  title={category.title}
                  description={category.description}
                  checked={category.id === "essential" ? true : draft[category.id]}
                  disabled={category.id === "essential"}
                  onChange={(checked) => {
                    if (category.id === "essential") return;
                    const id = category.id;
                    setDraft((current) => ({ ...current, [id]: checked }));
                  }}
                />
              ))}
            </ul>
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="submit">Save Preferences</Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** The banner's measured height while it shows (the spacer's CSS height is a first guess). */
function useBannerSpacer(banner: RefObject<HTMLElement | null>, shown: boolean): number {
  const [spacer, setSpacer] = useState(0);
  useEffect(() => {
    const element = banner.current;
    if (!shown || !element) return;
    const update = () => setSpacer(element.offsetHeight);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [banner, shown]);
  return spacer;
}

function CategoryRow({
  title,
  description,
  checked,
  disabled,
  onChange,
}: {
  title: string;
  description: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="flex items-start justify-between gap-4 rounded-md border border-border p-3">
      <div className="text-sm">
        <label htmlFor={id} className="font-medium text-foreground">
          {title}
        </label>
        <p id={`${id}-description`} className="mt-0.5 text-muted-foreground">
          {description}
        </p>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-description`}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-1 h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full border border-border bg-muted transition-colors before:block before:size-4 before:translate-x-0 before:rounded-full before:bg-background before:shadow before:transition-transform checked:bg-primary checked:before:translate-x-4 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60"
      />
    </li>
  );
}
