// Content-Security-Policy violations a page reports, for e2e tests that check none happen.
import type { Page } from "@playwright/test";

/** Collects CSP violations from the first script on; read them with `violations(page)`. */
export async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`.trim());
    });
  });
}

export const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
