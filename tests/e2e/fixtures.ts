import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

type Fixtures = {
  /** Console errors and CSP violations seen on the page; each test may assert on them. */
  consoleErrors: string[];
  /** Fails the test with the list of axe violations on the page as it is now. */
  checkA11y: (page?: Page) => Promise<void>;
};

export const test = base.extend<Fixtures>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
  },
  checkA11y: async ({ page }, use) => {
    await use(async (target = page) => {
      const results = await new AxeBuilder({ page: target }).analyze();
      const summary = results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
      );
      expect(summary, "axe violations").toEqual([]);
    });
  },
});

export { expect };

/**
 * Runs before any page script: stores a cookie choice so the consent banner stays out of the way
 * of tests about other things. Pass it to `context.addInitScript` or `page.addInitScript`.
 */
export function rememberCookieChoice() {
  if (!window.localStorage.getItem("cookie-consent")) {
    window.localStorage.setItem(
      "cookie-consent",
      JSON.stringify({ essential: true, analytics: false, marketing: false, functional: true }),
    );
  }
}

/** Resolves once React has hydrated (the root layout marks the document then). */
export async function waitForHydration(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
}
