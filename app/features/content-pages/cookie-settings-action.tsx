import { SlidersHorizontalIcon } from "lucide-react";
import { Button } from "~/components/ui/button";

/**
 * Opens the cookie preferences from the cookies policy (islands/cookie-consent.ts handles
 * `data-open-cookie-settings`). The footer's button carries the fixed id "cookie-settings", so
 * this page has its own button doing the same.
 */
export function CookieSettingsAction() {
  return (
    <Button type="button" variant="outline" className="mt-6 print:hidden" data-open-cookie-settings>
      <SlidersHorizontalIcon aria-hidden="true" />
      Open cookie settings
    </Button>
  );
}
