import { expect, rememberCookieChoice, test, waitForHydration } from "./fixtures";

// The page's scripts start after its first paint (ADR 019, addendum): no module preloads in the
// HTML, React Router's module script rewritten into a classic one that imports after the paint.

// Pages that hydrate; static pages (ADR 046, the landing page since ADR 069, the services
// overview since ADR 070, the AI use cases since ADR 072) have no React Router scripts to defer.
const pages = ["/search"];

test.describe("scripts after the first paint", () => {
  for (const path of pages) {
    test(`${path}: the HTML preloads no script and has no inline module script`, async ({
      request,
    }) => {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head).toContain('rel="stylesheet"');
      expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
      expect(html).not.toMatch(/<script[^>]*type="module"/);
      // The classic script that replaced it imports the route modules and the entry.
      expect(html).toMatch(
        /<script nonce="[^"]+">\(function\(\)\{[^<]*import\("\/assets\/entry\.client-/,
      );
      // Until the scripts run nothing would answer the footer's "Cookie settings".
      expect(html).toMatch(/<button[^>]*id="cookie-settings"[^>]*disabled=""/);
    });
  }

  test("a hydrated page paints before any script is requested, then hydrates without errors", async ({
    page,
    consoleErrors,
  }) => {
    await page.addInitScript(rememberCookieChoice);
    await page.goto("/search");
    await waitForHydration(page);
    const timings = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-paint")[0]?.startTime ?? Number.NaN;
      const scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
        .map((entry) => entry.startTime);
      return { paint, scripts };
    });
    expect(timings.paint).toBeGreaterThan(0);
    expect(timings.scripts.length).toBeGreaterThan(2);
    for (const start of timings.scripts) expect(start).toBeGreaterThanOrEqual(timings.paint);
    await expect(page.locator("#cookie-settings")).toBeEnabled();
    expect(consoleErrors).toEqual([]);
  });

  test("after hydration a link navigates on the client, without a new document", async ({
    page,
    consoleErrors,
  }) => {
    await page.addInitScript(rememberCookieChoice);
    await page.goto("/search");
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    await page.locator("#site-footer").getByRole("link", { name: "Careers", exact: true }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    expect(consoleErrors).toEqual([]);
  });
});
