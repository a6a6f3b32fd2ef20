import type { Browser, Page } from "@playwright/test";
import {
  afterTwoFrames,
  expect,
  rememberCookieChoice,
  scrollIntoViewSettled,
  test,
} from "./fixtures";

// The careers board and the knowledge center are long pages: the cards below the first screen
// and most of the footer render only as they come near it (ADR 071). Lighthouse's phone screen.
// No Playwright trace: its DOM snapshots read every element's scroll position, which makes the
// browser render what it would skip.
test.use({ viewport: { width: 412, height: 823 }, trace: "off" });

const longPages = [
  { path: "/careers", list: "main ul.grid" },
  { path: "/knowledge-center", list: "#latest-articles ~ ul" },
].map(({ path, list }) => ({ path, list, lastCard: `${list} > li:last-child` }));

/** Whether the browser has rendered the element (it skips content-visibility: auto content). */
function isRendered(page: Page, selector: string) {
  return page
    .locator(selector)
    .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
}

/**
 * Opens `path` as a first-time visitor (the cookie banner shows) and returns how many elements
 * the browser computed styles for while the page loaded and started its scripts, from a trace.
 */
async function elementsStyledWhileLoading(browser: Browser, page: Page, path: string) {
  await browser.startTracing(page, { categories: ["devtools.timeline"] });
  await page.goto(path);
  await afterTwoFrames(page);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: Array<{ name: string; ph: string; args?: { elementCount?: number } }>;
  };
  return trace.traceEvents
    .filter((event) => event.name === "UpdateLayoutTree" && event.ph === "X")
    .reduce((sum, event) => sum + (event.args?.elementCount ?? 0), 0);
}

for (const { path, list, lastCard } of longPages) {
  test(`${path} renders its lower cards as they come near the screen`, async ({ page }) => {
    await page.addInitScript(rememberCookieChoice);
    await page.goto(path);
    const card = `${lastCard} article`;
    expect(await isRendered(page, card)).toBe(false);
    expect(await isRendered(page, "#footer-offices")).toBe(false);

    await page.locator(card).scrollIntoViewIfNeeded();
    await expect.poll(() => isRendered(page, card)).toBe(true);
    await expect(page.locator(card)).toBeVisible();
    // What the browser skips is clipped at the item's padding edge: it leaves room around the
    // card for its focus ring and hover shadow.
    const [item, article] = await Promise.all(
      [lastCard, card].map(async (selector) => page.locator(selector).boundingBox()),
    );
    if (!item || !article) throw new Error("the card has no box");
    expect(article.x - item.x).toBeGreaterThanOrEqual(8);
    expect(item.x + item.width - (article.x + article.width)).toBeGreaterThanOrEqual(8);
    expect(item.y + item.height - (article.y + article.height)).toBeGreaterThanOrEqual(8);

    await page.locator("#site-footer").scrollIntoViewIfNeeded();
    await expect.poll(() => isRendered(page, "#footer-offices")).toBe(true);
  });

  test(`Back to ${path} shows the card the visitor left where it was`, async ({ page }) => {
    await page.addInitScript(rememberCookieChoice);
    await page.goto(path);
    const link = page
      .locator(lastCard)
      .locator("xpath=preceding-sibling::li[2]")
      .locator("a[data-card-link]");
    const target = (await link.getAttribute("href")) ?? "";
    // Found by its link: specs running beside this one may add jobs, which moves cards along.
    const card = page.locator(`${list} > li:has(a[data-card-link][href="${target}"])`);
    const topOf = () => card.evaluate((element) => element.getBoundingClientRect().top);
    const before = await scrollIntoViewSettled(card);

    await link.click();
    await expect(page).toHaveURL(target);
    await page.goBack();
    await expect(page).toHaveURL(path);
    // The cards above it start at estimated heights on the new document (islands/scroll-anchor).
    await expect.poll(async () => Math.abs((await topOf()) - before)).toBeLessThanOrEqual(2);
  });

  test(`${path} styles at most half of its elements while it loads`, async ({ browser, page }) => {
    const styled = await elementsStyledWhileLoading(browser, page, path);
    const elements = await page.evaluate(() => document.getElementsByTagName("*").length);
    // Before ADR 071 every element was styled once, and once more when the cookie banner set
    // its height on <html> as an inherited custom property: twice the page.
    expect(styled).toBeLessThanOrEqual(elements / 2);
  });
}

test("keyboard focus stops above the cookie banner: its height is the page's scroll padding", async ({
  page,
}) => {
  await page.goto("/careers");
  const banner = page.getByRole("region", { name: "We value your privacy" });
  await expect(banner).toHaveAttribute("data-ready", "");
  const padding = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingBottom);
  const bannerHeight = await banner.evaluate((element) => (element as HTMLElement).offsetHeight);
  await expect.poll(padding).toBe(`${bannerHeight}px`);

  await banner.getByRole("button", { name: "Reject All" }).click();
  await expect(banner).toBeHidden();
  await expect.poll(padding).toBe("auto");
});

// Back to the bottom of a page restores its offset while the footer's parts may still be
// skipped: a part whose estimate differed from its height would move the screen as it rendered.
for (const width of [1280, 1366]) {
  test(`the footer's parts are as tall skipped as rendered at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.addInitScript(rememberCookieChoice);
    await page.goto("/careers");
    const parts = page.locator("#site-footer > :not(:last-child)");
    const heights = () =>
      parts.evaluateAll((elements) =>
        elements.map((element) => (element as HTMLElement).offsetHeight),
      );
    expect(await isRendered(page, "#footer-offices")).toBe(false);
    const skipped = await heights();

    await page.locator("#site-footer").scrollIntoViewIfNeeded();
    await expect.poll(() => isRendered(page, "#footer-offices")).toBe(true);
    const rendered = await heights();
    expect(rendered).toHaveLength(2);
    for (const [index, height] of rendered.entries()) {
      expect(Math.abs(height - (skipped[index] ?? 0))).toBeLessThanOrEqual(1);
    }
  });
}
