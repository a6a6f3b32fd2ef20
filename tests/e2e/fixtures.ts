import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";

type Fixtures = {
  /** Console errors and CSP violations seen on the page; each test may assert on them. */
  consoleErrors: string[];
  /** Fails the test with the list of axe violations on the page as it is now. */
  checkA11y: (page?: Page) => Promise<void>;
};

/**
 * True once the page is interactive: on a static page (ADR 046), whose only script is a module
 * the load event already waited for, once the widgets it loads on demand have started (ADR 061);
 * on a page React hydrates, when it has (the load event does not wait for hydration).
 */
function pageIsInteractive() {
  const hydrates = "__reactRouterContext" in window;
  const root = document.documentElement;
  return hydrates ? root.dataset.hydrated === "true" : root.dataset.islands !== "loading";
}

/**
 * goto, reload, goBack and goForward also wait until an HTML page is interactive (as
 * `waitForHydration` does) when JavaScript is on.
 */
function waitForHydrationOnNavigation(page: Page) {
  for (const method of ["goto", "reload", "goBack", "goForward"] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page["reload"]>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      const html = response?.headers()["content-type"]?.startsWith("text/html") ?? false;
      if (html) {
        // A page that never hydrates (a test about exactly that) goes on to its own assertions.
        await page.waitForFunction(pageIsInteractive, null, { timeout: 30_000 }).catch(() => {});
      }
      return response;
    };
  }
}

export const test = base.extend<Fixtures>({
  // Every context, the test's own and those tests open themselves (staff sessions, a second
  // visitor), so every page they open gets the wait.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if (options?.javaScriptEnabled !== false) context.on("page", waitForHydrationOnNavigation);
        return context;
      };
      await use(browser);
    },
    { scope: "worker" },
  ],
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
      // Legacy mode runs axe in the page itself. The default finishes in a new blank page of the
      // same context, which takes focus from the page under test: a window blur closes an open
      // menu (Radix closes on blur) and can move focus out of an open dialog, so what axe checked
      // depended on timing.
      // Colours are measured once finite transitions end (a toast sliding behind a newer one
      // fades through every contrast); endless animations (marquees, spinners) and scroll-driven
      // ones (the reading progress bar) never end and are left running.
      await target.waitForFunction(() =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== "running" ||
              !(animation.timeline instanceof DocumentTimeline) ||
              animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      );
      // A transition can still start while axe runs (a toast's timer dismisses it and it fades
      // out), so transitions are switched off for the check: one starting then jumps to its end.
      const noTransitions = await target.addStyleTag({
        content: "*, *::before, *::after { transition: none !important; }",
      });
      // Only violations are asserted, so axe need not collect every passing node.
      const results = await new AxeBuilder({ page: target })
        .setLegacyMode()
        .options({ resultTypes: ["violations"] })
        .analyze();
      await noTransitions.evaluate((style) => (style as Element).remove());
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

/**
 * A public page that hydrates React Router for a visitor who is not signed in (the other public
 * pages are static, ADR 046, 096): a job's application form, which shows such a visitor its
 * Authentication Required screen. Tests of client-side navigation start from it.
 */
export const hydratedPage = "/careers/job/senior-full-stack-engineer-react-node/apply";

/**
 * Resolves once the page is interactive: React has hydrated it (the root layout marks the
 * document then), or it is a static page, which does not hydrate (ADR 046).
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(pageIsInteractive, null, { timeout: 15_000 });
}

/**
 * Opens `path` as React renders it for a signed-in visitor in this page's context. Static pages
 * reach everyone without React (ADR 046, 091), but a visitor on a hydrated page (here their
 * profile) who follows a link of the header or footer to one gets it from the running app.
 */
export async function openWithReact(page: Page, path: string) {
  await page.goto("/user/profile");
  await waitForHydration(page);
  await page.locator(`[data-server-part] a[href="${path}"]:visible`).first().click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(true);
}

/**
 * Holds the page's requests to `url` until the returned function is called, so that a busy state
 * can be asserted without waiting on the clock.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Resolves after the page has rendered two more frames: by then a scroll or a jump that an input
 * started has moved the page, so a check that nothing moved need not wait on the clock.
 */
export async function afterTwoFrames(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * Scrolls `locator` into view and resolves once its box stays put for two frames, on the screen.
 * On a long page the cards near the screen render at their real heights only after the scroll
 * (ADR 071), which can move what is below them between a click's press and release (CI on
 * 70de0d9 clicked beside the board's Next link), or move the element off the screen again when
 * cards far from their estimated height render (then a click would scroll once more).
 * Returns the element's top, settled.
 */
export async function scrollIntoViewSettled(locator: Locator): Promise<number> {
  const box = () =>
    locator.evaluate((element) => {
      const { top, bottom } = element.getBoundingClientRect();
      return { top, onScreen: top >= 0 && bottom <= window.innerHeight };
    });
  let settled = { top: Number.NaN, onScreen: false };
  await expect
    .poll(async () => {
      const previous = settled.top;
      if (!settled.onScreen) {
        await locator.evaluate((element) => element.scrollIntoView({ block: "center" }));
      }
      await afterTwoFrames(locator.page());
      settled = await box();
      return settled.onScreen && Math.abs(settled.top - previous) < 1;
    })
    .toBe(true);
  return settled.top;
}
