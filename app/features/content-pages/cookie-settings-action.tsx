import { SlidersHorizontalIcon } from "lucide-react";
import { openCookieSettingsEvent } from "~/components/cookie-settings-button";
import { Button } from "~/components/ui/button";

/**
 * Opens the cookie preferences from the cookies policy. The footer's CookieSettingsButton
 * carries the fixed id "cookie-settings", so a second copy on this page would duplicate it;
 * this button sends the same event the consent dialog listens for.
 */
export function CookieSettingsAction() {
  return (
    <Button
      type="button"
      variant="outline"
      className="mt-6 print:hidden"
      onClick={() => window.dispatchEvent(new CustomEvent(openCookieSettingsEvent))}
    >
      <SlidersHorizontalIcon aria-hidden="true" />
      Open cookie settings
    </Button>
  );
}
