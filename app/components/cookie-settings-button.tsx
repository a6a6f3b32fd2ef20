import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";

/**
 * The footer's link-style button that reopens the cookie preferences (islands/cookie-consent.ts
 * handles `data-open-cookie-settings`). Disabled until the page's script runs: without
 * JavaScript there is no choice to change.
 */
export function CookieSettingsButton({ className }: { className?: string }) {
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      id="cookie-settings"
      disabled={!hydrated}
      data-open-cookie-settings
      className={cn(
        "rounded-sm underline-offset-4 hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-default disabled:no-underline",
        className,
      )}
    >
      Cookie settings
    </button>
  );
}
