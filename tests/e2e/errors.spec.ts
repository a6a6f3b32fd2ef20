import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { queryDb } from "../support/e2e-services";
import { expect, hydratedPage, test } from "./fixtures";

type RouterWindow = { __reactRouterDataRouter: { navigate(to: string, opts?: object): unknown } };

async function navigateInApp(page: Page, to: string, options?: object) {
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.evaluate(
    ([target, opts]) => {
      (window as unknown as RouterWindow).__reactRouterDataRouter.navigate(
        target as string,
        opts as object,
      );
    },
    [to, options] as const,
  );
}

async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = "same document";
  });
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { marker?: string }).marker === "same document");

test.describe("not-found page", () => {
  test("an unknown path answers 404 with the not-found page", async ({
    page,
    consoleErrors,
    checkA11y,
  }) => {
    const response = await page.goto("/no-such-page?from=test");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/404$/);
    expect(response?.headers()["x-robots-tag"]).toBe("noindex");
    await expect
      .poll(() => consoleErrors)
      .toContainEqual(expect.stringContaining("non-existent route: /no-such-page"));
    await checkA11y();

    // The site's design, with the way on: the site search, services and careers.
    const main = page.getByRole("main");
    const search = main.getByRole("search");
    await expect(search.locator("form")).toHaveAttribute("action", "/search");
    await expect(search.getByRole("searchbox", { name: "Search the site" })).toBeVisible();
    await expect(main.getByRole("link", { name: /^Services/ })).toHaveAttribute(
      "href",
      "/services",
    );
    await expect(main.getByRole("link", { name: /^Careers/ })).toHaveAttribute("href", "/careers");
    const home = page.getByRole("link", { name: "Return to Home" });
    await expect(home).toHaveAttribute("href", "/");
    await home.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/$/);
  });

  test("a client-side navigation to an unknown path shows it too", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(hydratedPage);
    await markDocument(page);
    await navigateInApp(page, "/still-not-here");
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
    await expect
      .poll(() => consoleErrors)
      .toContainEqual(expect.stringContaining("non-existent route: /still-not-here"));
  });
});

test.describe("route error screen", () => {
  test("a missing record shows 'Page Not Found' with HTTP 404", async ({ page, checkA11y }) => {
    const response = await page.goto("/products/no-such-product");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(
      page.getByText("The page you're looking for doesn't exist or has been moved."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Go Home" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Go Back" })).toBeEnabled();
    await expect(page.getByRole("button", { name: "Reload Page" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await checkA11y();
  });

  test("its buttons work with the keyboard", async ({ page }) => {
    // Go Back after a client-side navigation: the previous page, in the same document.
    await page.goto(hydratedPage);
    await markDocument(page);
    await navigateInApp(page, "/products/no-such-product");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await page.getByRole("button", { name: "Go Back" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL((url) => url.pathname === hydratedPage);
    expect(await sameDocument(page)).toBe(true);

    // Reload Page: a real reload of the same URL.
    await page.goto("/products/no-such-product");
    await expect(page.getByRole("button", { name: "Go Back" })).toBeEnabled();
    await markDocument(page);
    await page.getByRole("button", { name: "Reload Page" }).focus();
    const reloaded = page.waitForEvent("load");
    await page.keyboard.press("Enter");
    await reloaded;
    expect(await sameDocument(page)).toBe(false);
    await expect(page).toHaveURL(/\/products\/no-such-product$/);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();

    // Go Home.
    await page.getByRole("link", { name: "Go Home" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/$/);
  });

  test("Go Back returns to the referring page, or home when there is none", async ({ page }) => {
    await page.goto("/products/no-such-product");
    await expect(page.getByRole("button", { name: "Go Back" })).toBeEnabled();
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto("/privacy-policy");
    await page.goto("/products/no-such-product", { referer: page.url() });
    await expect(page.getByRole("button", { name: "Go Back" })).toBeEnabled();
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
  });

  test("without JavaScript, Reload Page still reloads and Go Back is disabled", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto("/products/no-such-product?tab=faq&x=1");
      await expect(page.getByRole("button", { name: "Go Back" })).toBeDisabled();
      const reload = page.waitForRequest((request) => request.isNavigationRequest());
      await page.getByRole("button", { name: "Reload Page" }).click();
      expect(new URL((await reload).url()).search).toBe("?tab=faq&x=1");
      await expect(page).toHaveURL(/\/products\/no-such-product\?tab=faq&x=1$/);
      await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test("other errors show 'Something Went Wrong'", async ({ page, request, checkA11y }) => {
    // A form post to a page without an action: the server renders the screen with HTTP 405.
    const posted = await request.post("/", { form: { field: "value" } });
    expect(posted.status()).toBe(405);
    expect(await posted.text()).toContain("Something Went Wrong");

    // The same in a client-side submission.
    await page.goto(hydratedPage);
    await markDocument(page);
    const formData = { field: "value" };
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    await page.evaluate((body) => {
      const data = new FormData();
      for (const [key, value] of Object.entries(body)) data.append(key, value);
      (window as unknown as RouterWindow).__reactRouterDataRouter.navigate("/", {
        formMethod: "post",
        formData: data,
      });
    }, formData);
    await expect(
      page.getByRole("heading", { level: 1, name: "Something Went Wrong" }),
    ).toBeVisible();
    await expect(
      page.getByText("We're sorry, but something unexpected happened. Our team has been notified."),
    ).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
    await checkA11y();
  });
});

/**
 * Builds a tiny browser bundle that renders RenderErrorBoundary around a block that throws. The
 * site's build has no copy to reuse: no page uses RenderErrorBoundary, so the build leaves it out.
 * Rolldown (the bundler under Vite) alone takes a third of the time of a Vite build.
 */
async function buildRenderErrorHarness(): Promise<string> {
  const { build } = await import("rolldown");
  const dir = path.resolve(".tmp/render-error-harness");
  mkdirSync(dir, { recursive: true });
  const entry = path.join(dir, "entry.tsx");
  writeFileSync(
    entry,
    `import { createRoot } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router";
import { RenderErrorBoundary } from "~/components/errors/render-error-boundary";

const state = window as unknown as { failing: boolean };
state.failing = true;
function RiskyBlock() {
  if (state.failing) throw new Error("Risky block failed");
  return <p>Risky block content</p>;
}
const router = createMemoryRouter([
  {
    path: "/",
    element: (
      <main>
        <h1>Harness</h1>
        <RenderErrorBoundary><RiskyBlock /></RenderErrorBoundary>
        <p>Rest of the page</p>
      </main>
    ),
  },
]);
createRoot(document.getElementById("root") as HTMLElement).render(<RouterProvider router={router} />);
`,
  );
  try {
    const output = await build({
      input: entry,
      write: false,
      logLevel: "silent",
      resolve: { alias: { "~": path.resolve("app") } },
      transform: { define: { "process.env.NODE_ENV": JSON.stringify("production") } },
      output: { format: "iife" },
    });
    const chunk = output.output.find((item) => item.type === "chunk");
    if (!chunk) throw new Error("The harness bundle has no chunk");
    return chunk.code;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test.describe("render-failure fallback", () => {
  let bundle: string;
  test.beforeAll(async () => {
    bundle = await buildRenderErrorHarness();
  });

  test("replaces only the failed block; Try Again renders it anew", async ({
    page,
    baseURL,
    checkA11y,
  }) => {
    const logged: unknown[] = [];
    page.on("console", async (message) => {
      if (message.type() === "error" && message.text().startsWith("Render error:")) {
        logged.push(await message.args()[1]?.jsonValue());
      }
    });
    await page.route(`${baseURL}/__render-error-harness`, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: '<!doctype html><html lang="en"><head><title>Harness</title></head><body><div id="root"></div><script src="/__render-error-harness.js"></script></body></html>',
      }),
    );
    await page.route(`${baseURL}/__render-error-harness.js`, (route) =>
      route.fulfill({ contentType: "text/javascript", body: bundle }),
    );
    await page.goto("/__render-error-harness");

    await expect(page.getByRole("heading", { name: "Oops! Something went wrong" })).toBeVisible();
    await expect(page.getByText("Rest of the page")).toBeVisible();
    await expect(page.getByRole("button", { name: "Try Again" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Reload Page" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
    await checkA11y();

    await expect.poll(() => logged.length).toBeGreaterThan(0);
    const details = logged[0] as Record<string, string>;
    expect(details.message).toBe("Risky block failed");
    expect(details.stack).toContain("RiskyBlock");
    expect(details.componentStack).toContain("RiskyBlock");
    expect(details.url).toBe(`${baseURL}/__render-error-harness`);
    expect(details.userAgent).toContain("Chrome");
    expect(Date.parse(details.timestamp ?? "")).not.toBeNaN();
    // The server has it too, for the staff dashboard.
    await expect
      .poll(() =>
        queryDb(`select kind, path, user_agent like '%Chrome%' as chrome from client_errors
          where message = 'Risky block failed'`),
      )
      .toEqual([{ kind: "render", path: "/__render-error-harness", chrome: true }]);

    // Still failing: the fallback comes back.
    const before = logged.length;
    await page.getByRole("button", { name: "Try Again" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => logged.length).toBeGreaterThan(before);
    await expect(page.getByRole("heading", { name: "Oops! Something went wrong" })).toBeVisible();

    // Fixed: Try Again shows the block.
    await page.evaluate(() => {
      (window as unknown as { failing: boolean }).failing = false;
    });
    await page.getByRole("button", { name: "Try Again" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Risky block content")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Oops! Something went wrong" })).toHaveCount(0);
  });
});
