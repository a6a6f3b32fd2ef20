import { CookieIcon } from "lucide-react";
import { useId } from "react";
import { useRouteLoaderData } from "react-router";
import { DialogCloseButton } from "~/components/dialog-close-button";
import { Button } from "~/components/ui/button";
import { PolicyLinks } from "./policy-links";

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

/**
 * The cookie banner (until a choice exists) and the preferences dialog (from the banner's
 * Customize or the footer's "Cookie settings"), as server-rendered markup that
 * islands/cookie-consent.ts makes work on every page (ADR 046). The banner is always in the HTML;
 * CSS shows it only while <html data-consent-pending> is set, which the inline head script does
 * when JavaScript runs and no choice is stored: there from the first paint (no late pop-in, no
 * shift), and never without JavaScript. The measurement id comes from the root loader.
 */
export function CookieConsent() {
  const rootData = useRouteLoaderData("root") as { gaMeasurementId?: unknown } | undefined;
  const measurementId =
    typeof rootData?.gaMeasurementId === "string" ? rootData.gaMeasurementId : undefined;
  return (
    <div data-cookie-consent data-measurement-id={measurementId} className="contents">
      {/* In the page's flow after the footer and stuck to the screen's bottom: the page is as
          much longer as the banner is tall from the first layout, so the footer's last links
          scroll above it and Back restores a bottom position before any script runs. */}
      <section
        aria-labelledby="cookie-banner-title"
        data-cookie-banner
        className="sticky bottom-0 z-40 hidden border-t border-border bg-card/95 shadow-2xl backdrop-blur supports-[backdrop-filter]:bg-card/90 [[data-consent-pending]_&]:block print:hidden"
      >
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:gap-4 sm:px-6 sm:py-4 lg:flex-row lg:items-center lg:justify-between">
          {/* On a phone the text takes the icon's column too: the banner is a line shorter and
              leaves the landing page's Get Started button in view. */}
          <div className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-1 text-sm sm:items-start">
            <CookieIcon className="size-5 text-primary sm:mt-0.5" aria-hidden="true" />
            <h2 id="cookie-banner-title" className="font-semibold text-foreground">
              We value your privacy
            </h2>
            <p className="col-span-2 text-muted-foreground sm:col-span-1 sm:col-start-2">
              We use essential cookies to run this site and, with your consent, analytics,
              functional and marketing cookies. <PolicyLinks />
            </p>
          </div>
          <div className="flex shrink-0 flex-wrap gap-2">
            <Button type="button" data-consent-action="accept" className="min-w-28">
              Accept All
            </Button>
            <Button type="button" data-consent-action="reject" className="min-w-28">
              Reject All
            </Button>
            <Button
              type="button"
              variant="outline"
              data-consent-action="customize"
              className="min-w-28"
            >
              Customize
            </Button>
          </div>
        </div>
      </section>
      <CookiePreferencesDialog />
    </div>
  );
}

/** A switch per category, saved together; islands/cookie-consent.ts fills and saves them. */
function CookiePreferencesDialog() {
  const id = useId();
  return (
    <dialog
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      className="fixed top-1/2 left-1/2 m-0 max-h-[90vh] w-full max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-border bg-background text-foreground shadow-lg backdrop:bg-black/60 backdrop:backdrop-blur-sm"
    >
      <div className="relative flex flex-col gap-4 p-6">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          Cookie preferences
        </h2>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          Choose which cookies we may use. You can change this at any time from "Cookie settings" at
          the bottom of every page. <PolicyLinks />
        </p>
        <form className="grid gap-4">
          <ul className="grid gap-3">
            {categories.map((category) => (
              <CategoryRow key={category.id} {...category} />
            ))}
          </ul>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="submit">Save Preferences</Button>
          </div>
        </form>
        <DialogCloseButton label="Close cookie preferences" />
      </div>
    </dialog>
  );
}

function CategoryRow({
  id: category,
  title,
  description,
}: {
  id: Category | "essential";
  title: string;
  description: string;
}) {
  const id = useId();
  const essential = category === "essential";
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
        name={category}
        type="checkbox"
        role="switch"
        aria-checked={essential}
        defaultChecked={essential}
        disabled={essential}
        aria-describedby={`${id}-description`}
        className="mt-1 h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full border border-border bg-muted transition-colors before:block before:size-4 before:translate-x-0 before:rounded-full before:bg-background before:shadow before:transition-transform checked:bg-primary checked:before:translate-x-4 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60"
      />
    </li>
  );
}
