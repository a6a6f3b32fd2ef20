import { expect, rememberCookieChoice, test } from "./fixtures";

// Pages whose lists hold visitor-length text (locations, titles, tags): nothing may widen the
// page past a phone's screen.
const pages = [
  "/",
  "/careers",
  "/internship",
  "/careers/job/senior-full-stack-engineer-react-node",
  "/knowledge-center",
  "/knowledge-center/categories",
  "/knowledge-center/react-server-components-in-production",
  "/tags/React",
  "/search?q=react",
  "/services",
  "/contact",
];

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ context }) => {
  await context.addInitScript(rememberCookieChoice);
});

for (const path of pages) {
  test(`${path} fits a 390 px wide phone without sideways scrolling`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: document.documentElement.clientWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
  });
}
