import { startCookieConsent } from "./cookie-consent";
import { startMainNavigation } from "./main-navigation";
import { startMobileMenu } from "./mobile-menu";
import { startThemeSwitch } from "./theme-switch";
import { toaster } from "./toast";

let started = false;

/**
 * Starts the shell's widgets, once per document: the header's menus, the mobile menu, the theme
 * switch, the cookie banner and preferences, and the toasts. Each listens on the document, so markup React
 * re-renders (client navigation on hydrated pages) keeps working without binding again.
 */
export function startShell(): void {
  if (started) return;
  started = true;
  startMainNavigation();
  startMobileMenu();
  startThemeSwitch();
  startCookieConsent();
  // The toasts' live region exists before the first toast, so that screen readers announce it.
  toaster();
}
