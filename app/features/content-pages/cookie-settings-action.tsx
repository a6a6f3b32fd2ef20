import { SlidersHorizontalIcon } from "lucide-react";
import { openCookieSettings } from "~/components/cookie-settings-button";
import { Button } from "~/components/ui/button";

/**
 * Opens the cookie preferences from the cookies policy. The footer's CookieSettingsButton
 * carries the fixed id "cookie-settings", so this page has its own button doing the same.
 */
export function CookieSettingsAction() {
  return (
    <Button
      type="button"
      variant="outline"
      className="mt-6 print:hidden"
      onClick={openCookieSettings}
    >
      <SlidersHorizontalIcon aria-hidden="true" />
      Open cookie settings
    </Button>
  );
}
