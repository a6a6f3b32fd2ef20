import type { Page } from "@playwright/test";
import { prepareVisitor, signUpCandidate } from "../support/candidates";
import { queryDb } from "../support/e2e-services";
import { expect, openWithReact, rememberCookieChoice, test, waitForHydration } from "./fixtures";

// Runs on the seeded demo content: posts (db/seed/posts), jobs (db/seed/jobs.ts) and the static
// services, products and technologies. "Flutter" is in two published post titles, a draft's title
// (never shown), jobs, the Mobile Development service and the technology list.

test.beforeEach(async ({ context }) => {
  await context.addInitScript(rememberCookieChoice);
});

test.describe.configure({ timeout: 90_000 });

const results = (page: Page) => page.locator("main section[data-kind]");
const group = (page: Page, name: string) =>
  page.getByRole("region", { name: new RegExp(`^${name}`) });
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search the site" });

test("groups results by kind with highlighted matches and links to each kind", async ({
  page,
  checkA11y,
  consoleErrors,
}) => {
  const response = await page.goto("/search?q=flutter");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
  await expect(searchBox(page)).toHaveValue("flutter");

  const articles = group(page, "Articles");
  await expect(
    articles.getByRole("link", {
      name: "Kotlin Multiplatform vs Flutter: How We Choose for Client Apps",
    }),
  ).toHaveAttribute("href", "/knowledge-center/kotlin-multiplatform-vs-flutter");
  // The draft about Flutter is never found.
  await expect(articles.getByRole("link", { name: /State Management/ })).toHaveCount(0);
  // Titles and snippets mark the matched word.
  await expect(articles.locator("h3 mark").first()).toHaveText(/^flutter$/i);
  await expect(articles.locator("li p mark").first()).toHaveText(/^flutter/i);

  const jobs = group(page, "Jobs");
  await expect(jobs.getByRole("link").first()).toHaveAttribute("href", /^\/careers\/job\//);
  await expect(jobs.locator("mark").first()).toHaveText(/^flutter/i);

  await expect(
    group(page, "Services").getByRole("link", { name: "Mobile Development" }),
  ).toHaveAttribute("href", "/services/mobile-development");
  await expect(
    group(page, "Technologies").getByRole("link", { name: "Flutter", exact: true }),
  ).toHaveAttribute("href", "/tags/flutter");

  // The filter counts every kind; no raw markers or HTML reach the page.
  const filter = page.getByRole("navigation", { name: "Result types" });
  await expect(filter.getByRole("link", { name: /^All \d+$/ })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const text = (await page.locator("main").textContent()) ?? "";
  expect(text).not.toContain("<mark>");
  expect(text.includes("\u0001") || text.includes("\u0002")).toBe(false);

  await checkA11y();
  expect(consoleErrors).toEqual([]);
});

test("orders groups by their best result and results by rank", async ({ page }) => {
  const groupRanks = async () =>
    (await results(page).evaluateAll((sections) =>
      sections.map((section) => [section.dataset.kind, Number(section.dataset.rank)]),
    )) as Array<[string, number]>;

  await page.goto("/search?q=flutter");
  const flutter = await groupRanks();
  expect(flutter.map(([kind]) => kind).sort()).toEqual(
    ["jobs", "posts", "services", "technologies"].sort(),
  );
  const ranks = flutter.map(([, rank]) => rank);
  expect(ranks).toEqual([...ranks].sort((a, b) => b - a));

  // A product named exactly so beats an article that mentions it.
  await page.goto("/search?q=lockboxy");
  expect((await groupRanks())[0]?.[0]).toBe("products");

  // Both words in an article's title beat a job that mentions them in passing.
  await page.goto("/search?q=kubernetes+cost");
  expect((await groupRanks())[0]?.[0]).toBe("posts");
  await expect(group(page, "Articles").locator("h3").first()).toHaveText(
    /^Kubernetes Cost Optimisation/,
  );

  // Within a kind, the title match comes first; the technology of that exact name leads overall.
  await page.goto("/search?q=kotlin+multiplatform");
  expect((await groupRanks())[0]?.[0]).toBe("technologies");
  await expect(group(page, "Articles").locator("h3").first()).toHaveText(
    "Kotlin Multiplatform vs Flutter: How We Choose for Client Apps",
  );
});

test("the kind filter shows one kind, with pages", async ({ page, checkA11y, consoleErrors }) => {
  await page.goto("/search?q=data");
  const filter = page.getByRole("navigation", { name: "Result types" });
  const articlesFilter = filter.getByRole("link", { name: /^Articles \d+$/ });
  const articleCount = Number((await articlesFilter.textContent())?.replace(/\D/g, ""));
  expect(articleCount).toBeGreaterThan(10);
  // The overview shows five and links to the rest.
  await expect(group(page, "Articles").locator("h3")).toHaveCount(5);
  await group(page, "Articles")
    .getByRole("link", { name: `See all ${articleCount} articles` })
    .click();
  await expect(page).toHaveURL(/\/search\?q=data&type=posts$/);
  await expect(results(page)).toHaveCount(1);
  await expect(group(page, "Articles").locator("h3")).toHaveCount(10);
  await expect(filter.getByRole("link", { name: /^Articles/ })).toHaveAttribute(
    "aria-current",
    "page",
  );

  const pagination = page.getByRole("navigation", { name: "Pagination" });
  await pagination.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/type=posts&page=2$/);
  await expect(group(page, "Articles").locator("h3")).toHaveCount(Math.min(10, articleCount - 10));
  await checkA11y();

  await filter.getByRole("link", { name: /^Jobs \d+$/ }).click();
  await expect(page).toHaveURL(/\/search\?q=data&type=jobs$/);
  await expect(results(page)).toHaveCount(1);
  await expect(results(page).first()).toHaveAttribute("data-kind", "jobs");
  expect(consoleErrors).toEqual([]);
});

test("results follow typing, the URL is replaced, and the count is announced", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/");
  await page.goto("/search");
  await waitForHydration(page);
  await searchBox(page).pressSequentially("kuber", { delay: 40 });
  await expect(page).toHaveURL(/\/search\?q=kuber$/);
  await expect(page.getByRole("status").filter({ hasText: /results? for “kuber”/ })).toBeAttached();
  // A word still being typed already matches (prefix search).
  await expect(group(page, "Articles").locator("h3 mark").first()).toHaveText(/^Kubernetes$/);
  // Typing replaced the history entry: Back leaves the search.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  expect(consoleErrors).toEqual([]);
});

test("from a hydrated page the search runs in the app, results following the typing", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext();
  await prepareVisitor(context);
  await signUpCandidate(context.request, baseURL, "Sam Searcher");
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await openWithReact(page, "/search");
  await searchBox(page).pressSequentially("kuber", { delay: 40 });
  await expect(page).toHaveURL(/\/search\?q=kuber$/);
  await expect(page.getByRole("status")).toHaveText(/^\d+ results? for “kuber”$/);
  await expect(group(page, "Articles").locator("h3 mark").first()).toHaveText(/^Kubernetes$/);
  // Still the running app: no new document was loaded.
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});

test("records a visitor's search once typing settles, with its result count", async ({
  page,
  context,
}) => {
  await context.addInitScript(() =>
    window.localStorage.setItem(
      "cookie-consent",
      JSON.stringify({ essential: true, analytics: true, marketing: false, functional: false }),
    ),
  );
  const since = new Date(Date.now() - 1_000);
  await page.goto("/search");
  await waitForHydration(page);
  await searchBox(page).pressSequentially("terraform", { delay: 60 });
  await expect(page).toHaveURL(/q=terraform$/);
  const status = page.getByRole("status");
  await expect(status).toHaveText(/^\d+ results? for “terraform”$/);
  const count = Number((await status.textContent())?.match(/^\d+/)?.[0]);
  const events = () =>
    queryDb<{ properties: unknown }>(
      `select properties from analytics_events
       where name = 'site_search' and path = '/search' and created_at >= $1
         and properties->>'search_term' like 'terr%'`,
      [since],
    );
  await expect
    .poll(events)
    .toEqual([
      { properties: { search_term: "terraform", results_count: count, search_type: "all" } },
    ]);
});

test("works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/search");
  await searchBox(page).fill("terraform");
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(/\/search\?q=terraform$/);
  await expect(
    group(page, "Articles").getByRole("link", { name: /Terraform Module Patterns/ }),
  ).toBeVisible();
  await expect(page.locator("main mark").first()).toBeVisible();
  await page
    .getByRole("navigation", { name: "Result types" })
    .getByRole("link", { name: /^Jobs/ })
    .click();
  await expect(page).toHaveURL(/type=jobs$/);
  await expect(results(page).first()).toHaveAttribute("data-kind", "jobs");
  await context.close();
});

test("an empty search offers popular searches and places to browse", async ({
  page,
  checkA11y,
  consoleErrors,
}) => {
  await page.goto("/search");
  await expect(page.getByRole("heading", { name: "Popular searches" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse the Knowledge Center" })).toHaveAttribute(
    "href",
    "/knowledge-center",
  );
  await expect(page.getByRole("link", { name: "See open positions" })).toHaveAttribute(
    "href",
    "/careers",
  );
  await page.getByRole("link", { name: "Kubernetes", exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=Kubernetes$/);
  await expect(results(page).first()).toBeVisible();
  await page.goto("/search");
  await checkA11y();
  expect(consoleErrors).toEqual([]);
});

test("no results and odd input", async ({ page, checkA11y, consoleErrors }) => {
  await page.goto("/search?q=xylophonequartz");
  await expect(page.getByRole("heading", { name: "No results found" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Try instead" })).toBeVisible();
  await checkA11y();

  // Odd input never fails: it finds nothing, or what its words match.
  const status = page.getByRole("status");
  for (const q of ['"', "-react", "!!!", "' or 1=1 --", "&|!():*", "日本語 🚀", "a".repeat(300)]) {
    const response = await page.goto(`/search?q=${encodeURIComponent(q)}`);
    expect(response?.status(), q).toBe(200);
    await expect(status, q).toHaveText(/^(No results found for|\d+ results? for) “/);
  }
  await expect(status).toHaveText(`No results found for “${"a".repeat(200)}”`);
  // Long text is cut to 200 characters.
  await expect(searchBox(page)).toHaveValue("a".repeat(200));
  expect(consoleErrors).toEqual([]);
});

test("search pages are noindex, follow with a canonical /search", async ({ page }) => {
  await page.goto("/search?q=react&type=posts");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/search$/);
  await expect(page).toHaveTitle(/“react”: Search/);
});

test("the header's search link leads to the search page, on desktop and phone", async ({
  page,
  checkA11y,
}) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 740 });
  await waitForHydration(page);
  await page.goto("/careers");
  await page.getByRole("banner").getByRole("link", { name: "Search" }).click();
  await expect(searchBox(page)).toBeVisible();
  await checkA11y();
});
