import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";

/** Event the cookie-consent dialog listens for on `window` to open its preferences. */
export const openCookieSettingsEvent = "open-cookie-settings";

/** Reopens the cookie preferences (the consent feature handles the event). */
export function openCookieSettings() {
  window.dispatchEvent(new CustomEvent(openCookieSettingsEvent));
}

/**
 * The footer's link-style button that reopens the cookie preferences. Disabled until the page has
 * hydrated: before that nothing listens (and without JavaScript there is no choice to change).
 */
export function CookieSettingsButton({ className }: { className?: string }) {
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      id="cookie-settings"
      disabled={!hydrated}
      onClick={openCookieSettings}
      className={cn(
        "rounded-sm underline-offset-4 hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-default disabled:no-underline",
        className,
      )}
    >
      Cookie settings
    </button>
  );
}
