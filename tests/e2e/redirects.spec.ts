import { redirects } from "../../app/content/redirects";
import { expect, hydratedPage, test } from "./fixtures";

/** A concrete request path for a table entry: each `:param` becomes `example-{param}`. */
function examplePath(pattern: string): string {
  return pattern.replace(/:([A-Za-z]\w*)/g, (_, name: string) => `example-${name}`);
}

test.describe("redirect table", () => {
  test("every entry answers 301 with its target", async ({ request }) => {
    expect(redirects.length).toBeGreaterThanOrEqual(25);
    for (const redirect of redirects) {
      const from = examplePath(redirect.from);
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(examplePath(redirect.to));
    }
  });

  test("the spec's redirects and aliases, spelled out", async ({ request }) => {
    const expected: Array<[string, string]> = [
      ["/home", "/"],
      ["/hire-remote-talent", "/hire-talent"],
      ["/outsourcing-projects", "/outsource-project"],
      ["/suchify", "/products/suchify"],
      ["/tabulator-powerbi", "/products/tabulator-powerbi"],
      ["/project-hive-management", "/products/project-hive-management"],
      ["/ecommerce-blueprint", "/products/ecommerce-blueprint"],
      ["/project-hive-management-tracker", "/products/project-hive-management"],
      ["/ecommerce-mindmap", "/products/ecommerce-blueprint"],
      ["/lockboxy", "/products/lockboxy"],
      ["/products/project-hive", "/products/project-hive-management"],
      ["/services/product-development", "/services"],
      ["/services/api-development--integration", "/services/api-services"],
      ["/services/ai-for-daily-life", "/services/ai-daily-life"],
      ["/services/rpa--process-automation", "/services/rpa-automation"],
      ["/services/virtual-reality--ar", "/services/virtual-reality"],
      ["/services/qa--testing-automation", "/services/qa-automation"],
      ["/services/e-commerce-development", "/services/ecommerce"],
      ["/services/ai--data-annotation-services", "/services/ai-data"],
      ["/services/cloud--devops", "/services/cloud-devops"],
      ["/services/blockchain--dapps", "/services/blockchain-dapps"],
      ["/faq", "/contact#faq"],
      ["/jobs", "/careers"],
      ["/join-suchify", "/careers"],
      ["/join-tabulator", "/careers"],
      ["/jobs/senior-react-developer", "/careers/job/senior-react-developer"],
    ];
    for (const [from, to] of expected) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
  });

  test("trailing slashes, query strings and letter case", async ({ request }) => {
    const cases: Array<[string, string]> = [
      ["/careers/", "/careers"],
      ["/services/web-development/", "/services/web-development"],
      ["/jobs/", "/careers"],
      ["/jobs?q=react&remote=1", "/careers?q=react&remote=1"],
      ["/faq?ref=footer", "/contact?ref=footer#faq"],
      ["/careers/?q=go", "/careers?q=go"],
      ["/HOME", "/"],
      ["/Jobs/Senior-Dev", "/careers/job/Senior-Dev"],
    ];
    for (const [from, to] of cases) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
  });

  test("the job feeds and canonical pages are not redirected", async ({ request }) => {
    for (const path of ["/jobs/feed.xml", "/jobs/atom.xml", "/jobs/feed.json", "/", "/careers"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).not.toBe(301);
    }
  });
});

test.describe("redirects in the browser", () => {
  test("an old URL lands on the new page", async ({ page, checkA11y }) => {
    await page.goto("/hire-remote-talent?utm_source=mail");
    await expect(page).toHaveURL(/\/hire-talent\?utm_source=mail$/);
    await expect(page.locator("h1").first()).toBeVisible();
    await checkA11y();
  });

  test("a client-side navigation to an old URL follows the redirect without reloading", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(hydratedPage);
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = "same document";
    });
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate("/jobs?q=react"),
    );
    await expect(page).toHaveURL(/\/careers\?q=react$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      "same document",
    );
    expect(consoleErrors).toEqual([]);
  });
});
