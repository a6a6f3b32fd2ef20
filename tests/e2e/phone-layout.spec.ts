import { expect, rememberCookieChoice, test } from "./fixtures";

// Pages whose lists hold visitor-length text (locations, titles, tags): nothing may widen the
// page past a phone's screen.
const pages = [
  "/",
  "/amazon-web-services",
  "/services/data-engineering",
  "/products/ecommerce-blueprint",
  "/ai-use-cases",
  "/our-story",
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

// 360 px is the narrowest common phone width (many Android phones).
test.use({ viewport: { width: 360, height: 780 } });

test.beforeEach(async ({ context }) => {
  await context.addInitScript(rememberCookieChoice);
});

for (const path of pages) {
  test(`${path} fits a 360 px wide phone without sideways scrolling`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: document.documentElement.clientWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
  });
}
