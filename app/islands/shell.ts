import { startCookieConsent } from "./cookie-consent";
import { startMainNavigation } from "./main-navigation";
import { startMobileMenu } from "./mobile-menu";
import { startThemeSwitch } from "./theme-switch";

let started = false;

/**
 * Starts the shell's widgets, once per document: the header's menus, the mobile menu, the theme
 * switch and the cookie banner and preferences. Each listens on the document, so markup React
 * re-renders (client navigation on hydrated pages) keeps working without binding again.
 */
export function startShell(): void {
  if (started) return;
  started = true;
  startMainNavigation();
  startMobileMenu();
  startThemeSwitch();
  startCookieConsent();
}
