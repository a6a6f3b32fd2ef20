import { startCookieConsent } from "./cookie-consent";
import { startMainNavigation } from "./main-navigation";
import { startMobileMenu } from "./mobile-menu";
import { startThemeSwitch } from "./theme-switch";
import { toaster } from "./toast";

let started = false;

/**
 * The account menu's code, loaded once a signed-in user's menu is on the page (at the start, or
 * on a hydrated page when someone signs in): visitors who are not signed in never load it.
 */
export function startAccountMenuIfShown(): void {
  if (!document.querySelector("[data-account-menu]")) return;
  void import("./account-menu").then((module) => module.startAccountMenu());
}

/**
 * Starts the shell's widgets, once per document: the header's menus, the account menu, the mobile menu, the theme
 * switch, the cookie banner and preferences, and the toasts. Each listens on the document, so markup React
 * re-renders (client navigation on hydrated pages) keeps working without binding again.
 */
export function startShell(): void {
  if (started) return;
  started = true;
  startMainNavigation();
  startAccountMenuIfShown();
  startMobileMenu();
  startThemeSwitch();
  startCookieConsent();
  // The toasts' live region exists before the first toast, so that screen readers announce it.
  toaster();
}
