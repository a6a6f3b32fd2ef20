import type { Page } from "@playwright/test";
import { aiUseCases } from "../../app/content/ai-use-cases";
import { services } from "../../app/content/services";
import { queryDb } from "../support/e2e-services";
import { expect, rememberCookieChoice, test, waitForHydration } from "./fixtures";

// Tag pages gather the seeded posts (db/seed/posts), the seeded jobs (db/seed/jobs.ts) and the
// technologies of the services and AI use cases (app/content). The counts are checked against the database.

test.beforeEach(async ({ context }) => {
  await context.addInitScript(rememberCookieChoice);
});

test.describe.configure({ timeout: 90_000 });

/** What a tag carries: readable posts and open jobs (any case) in the database, services and use cases. */
async function expectedCounts(tag: string) {
  const [row] = await queryDb<{ blogs: number; jobs: number }>(
    `select
       (select count(*) from blog_posts
         where status = 'published' and publish_date <= now()
           and exists (select 1 from unnest(tags) t where lower(t) = lower($1)))::int as blogs,
       (select count(*) from job_posts
         where is_active and (application_deadline is null or application_deadline > now())
           and exists (select 1 from unnest(tags) t where lower(t) = lower($1)))::int as jobs`,
    [tag],
  );
  const listsTag = (card: { technologies: readonly string[] }) =>
    card.technologies.some((technology) => technology.toLowerCase() === tag.toLowerCase());
  const useCases = aiUseCases.filter(listsTag).length;
  const serviceCount = services.filter(listsTag).length + useCases;
  const blogs = Number(row?.blogs);
  const jobs = Number(row?.jobs);
  return { all: blogs + jobs + serviceCount, blogs, jobs, services: serviceCount, useCases };
}

/** The line under a tag's heading that says what it gathers. */
const countsLine = (page: Page) => page.getByText(/^\d+ articles? · \d+ open jobs? · /);
const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const tabs = (page: Page) => page.getByRole("tablist", { name: "Results by kind" });
const tab = (page: Page, name: string) =>
  tabs(page).getByRole("tab", { name: new RegExp(`^${name}`) });
const panel = (page: Page) => page.getByRole("tabpanel");
const cloudTags = (page: Page) =>
  page.getByRole("list", { name: "Tag cloud", exact: true }).getByRole("listitem");

async function tabCount(page: Page, name: string) {
  return Number(await tab(page, name).locator("[data-count]").textContent());
}

test.describe("tag pages", () => {
  test("/tags/React redirects to /tags/react, whose tabs count what the database holds", async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    const response = await page.request.get("/tags/React", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/tags/react");

    await page.goto("/tags/React");
    await expect(page).toHaveURL(/\/tags\/react$/);
    await expect(page.getByRole("heading", { level: 1, name: "React" })).toBeVisible();
    const expected = await expectedCounts("React");
    expect(expected.blogs).toBeGreaterThan(0);
    expect(expected.jobs).toBeGreaterThan(0);
    expect(expected.services).toBeGreaterThan(0);
    for (const [name, key] of [
      ["All", "all"],
      ["Blogs", "blogs"],
      ["Jobs", "jobs"],
      ["Services", "services"],
    ] as const) {
      expect(await tabCount(page, name), name).toBe(expected[key]);
    }
    await expect(countsLine(page)).toHaveText(
      [
        counted(expected.blogs, "article", "articles"),
        counted(expected.jobs, "open job", "open jobs"),
        counted(expected.services - expected.useCases, "service", "services"),
        ...(expected.useCases > 0
          ? [counted(expected.useCases, "AI use case", "AI use cases")]
          : []),
      ].join(" · "),
    );
    await expect(tab(page, "All")).toHaveAttribute("aria-selected", "true");
    // All shows each kind, with links to posts, jobs and services.
    await expect(panel(page).getByRole("heading", { name: "Blog posts" })).toBeVisible();
    await expect(panel(page).locator('a[href^="/knowledge-center/"]').first()).toBeVisible();
    await expect(panel(page).locator('a[href^="/careers/job/"]').first()).toBeVisible();
    await expect(panel(page).locator('a[href="/services/web-development"]')).toBeVisible();
    // Service cards: four technologies, then '+N more'.
    const webDevelopment = panel(page).locator("article", { hasText: "Web Development" });
    const technologies = webDevelopment.getByRole("list", { name: "Technologies" });
    await expect(technologies.getByRole("listitem")).toHaveCount(5);
    await expect(technologies.getByRole("listitem").last()).toHaveText(/^\+\d+ more$/);
    // The links the spec lists.
    const explore = page.getByRole("navigation", { name: "Explore more" });
    await expect(explore.getByRole("link", { name: "Knowledge center" })).toHaveAttribute(
      "href",
      "/knowledge-center",
    );
    await expect(explore.locator('a[href="/services/ai-data"]')).toBeVisible();
    // The current tag is marked in the cloud.
    await expect(page.locator('a[aria-current="page"][href="/tags/react"]')).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/tags\/react$/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await checkA11y();
    expect(consoleErrors).toEqual([]);
  });

  test("an AI use case is counted as one, not as a service", async ({ page }) => {
    await page.goto("/tags/hipaa");
    const expected = await expectedCounts("HIPAA");
    expect(expected).toMatchObject({ services: 1, useCases: 1 });
    await expect(countsLine(page)).toHaveText(
      `${counted(expected.blogs, "article", "articles")} · ${counted(expected.jobs, "open job", "open jobs")} · 0 services · 1 AI use case`,
    );
    const card = panel(page).getByRole("article").filter({ hasText: "Medical Imaging Triage" });
    await expect(card).toContainText("View use case");
  });

  test("switches tabs with JavaScript: the tab is in the URL and the panel follows", async ({
    page,
    consoleErrors,
    checkA11y,
  }) => {
    const expected = await expectedCounts("React");
    await page.goto("/tags/react");
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = "same document";
    });
    await tab(page, "Blogs").click();
    await expect(page).toHaveURL(/\?tab=blogs$/);
    await expect(tab(page, "Blogs")).toHaveAttribute("aria-selected", "true");
    await expect(panel(page).getByRole("article")).toHaveCount(Math.min(expected.blogs, 12));
    await expect(panel(page).locator('a[href^="/careers/job/"]')).toHaveCount(0);
    // Arrow keys move along the tabs.
    await tab(page, "Blogs").press("ArrowRight");
    await expect(page).toHaveURL(/\?tab=jobs$/);
    await expect(tab(page, "Jobs")).toBeFocused();
    await expect(panel(page).locator('a[href^="/careers/job/"]')).toHaveCount(
      Math.min(expected.jobs, 12),
    );
    await page.keyboard.press("End");
    await expect(page).toHaveURL(/\?tab=services$/);
    await expect(panel(page).getByRole("article")).toHaveCount(expected.services);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    // Only the selected tab is a tab stop, and the tabs loaded in place.
    await expect(tab(page, "Services")).toHaveAttribute("tabindex", "0");
    await expect(tab(page, "All")).toHaveAttribute("tabindex", "-1");
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      "same document",
    );
    await checkA11y();
    expect(consoleErrors).toEqual([]);
  });

  test("switches tabs and searches without JavaScript", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const expected = await expectedCounts("React");
    await page.goto("/tags/react");
    await tab(page, "Jobs").click();
    await expect(page).toHaveURL(/\?tab=jobs$/);
    await expect(tab(page, "Jobs")).toHaveAttribute("aria-selected", "true");
    await expect(panel(page).getByRole("article")).toHaveCount(Math.min(expected.jobs, 12));

    // The search keeps the tab.
    await page.getByRole("searchbox", { name: "Search within React" }).fill("zzzz-nothing");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\?tab=jobs&q=zzzz-nothing$/);
    await expect(panel(page).getByRole("heading", { name: "No jobs found" })).toBeVisible();
    await tab(page, "All").click();
    await expect(panel(page).getByRole("heading", { name: "No results found" })).toBeVisible();
    await tab(page, "Blogs").click();
    await expect(panel(page).getByRole("heading", { name: "No blog posts found" })).toBeVisible();
    await tab(page, "Services").click();
    await expect(panel(page).getByRole("heading", { name: "No services found" })).toBeVisible();
    await context.close();
  });

  test("searches within the results as you type", async ({ page, consoleErrors }) => {
    const [post] = await queryDb<{ title: string }>(
      `select title from blog_posts
        where status = 'published' and publish_date <= now() and 'React' = any(tags)
        order by publish_date desc limit 1`,
    );
    const word =
      String(post?.title)
        .split(/\s+/)
        .find((w) => /^[A-Za-z]{6,}$/.test(w)) ?? "React";
    await page.goto("/tags/react?tab=blogs");
    await waitForHydration(page);
    await page.getByRole("searchbox", { name: "Search within React" }).fill(word);
    await expect(page).toHaveURL(new RegExp(`\\?tab=blogs&q=${encodeURIComponent(word)}$`));
    await expect(
      panel(page)
        .getByRole("article")
        .filter({ hasText: String(post?.title) }),
    ).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "for “" })).toContainText(word);
    await page.getByRole("searchbox", { name: "Search within React" }).fill("zzzz-nothing");
    await expect(panel(page).getByRole("heading", { name: "No blog posts found" })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("the cloud shows 20 tags, then all with Show More, and 20 again with Show Less", async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto("/tags/react");
    await waitForHydration(page);
    await expect(cloudTags(page)).toHaveCount(20);
    const more = page.getByRole("button", { name: "Show More" });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await more.click();
    const less = page.getByRole("button", { name: "Show Less" });
    await expect(less).toHaveAttribute("aria-expanded", "true");
    expect(await cloudTags(page).count()).toBeGreaterThan(20);
    // Sorted by count, largest tier first.
    const tiers = await cloudTags(page)
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => Number(link.getAttribute("data-tier"))));
    expect(tiers[0]).toBe(1);
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    await less.click();
    await expect(cloudTags(page)).toHaveCount(20);

    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const plain = await noScript.newPage();
    await plain.goto("/tags/react");
    await expect(cloudTags(plain)).toHaveCount(20);
    await plain.getByRole("link", { name: "Show More" }).click();
    await expect(plain).toHaveURL(/\?all=1$/);
    expect(await cloudTags(plain).count()).toBeGreaterThan(20);
    await plain.getByRole("link", { name: "Show Less" }).click();
    await expect(cloudTags(plain)).toHaveCount(20);
    await noScript.close();
  });

  test("a misspelt or differently written tag redirects to the canonical tag", async ({ page }) => {
    for (const [asked, canonical] of [
      ["Reactt", "/tags/react"],
      ["node%20js", "/tags/node-js"],
      ["Machine-Learning", "/tags/machine-learning"],
      ["kubernets", "/tags/kubernetes"],
    ]) {
      const response = await page.request.get(`/tags/${asked}?tab=blogs`, { maxRedirects: 0 });
      expect(response.status(), asked).toBe(301);
      expect(response.headers().location, asked).toBe(`${canonical}?tab=blogs`);
    }
    await page.goto("/tags/kubernets");
    await expect(page).toHaveURL(/\/tags\/kubernetes$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kubernetes");
  });

  test("an unknown tag is 'Tag Not Found' with HTTP 404, noindex and the cloud", async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    const response = await page.goto("/tags/qqzzx-not-a-tag");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Tag Not Found" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("list", { name: "Popular tags" }).getByRole("link")).toHaveCount(
      20,
    );
    await page.getByRole("list", { name: "Popular tags" }).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/tags\/[a-z0-9-]+$/);
    await page.goto("/tags/qqzzx-not-a-tag");
    await checkA11y();
    expect(consoleErrors.filter((error) => !error.includes("404"))).toEqual([]);
  });

  test("/tags shows every tag", async ({ page, checkA11y, consoleErrors }) => {
    await page.goto("/tags");
    await expect(page.getByRole("heading", { level: 1, name: "Tags" })).toBeVisible();
    const links = page.getByRole("list", { name: "All tags" }).getByRole("link");
    expect(await links.count()).toBeGreaterThan(20);
    await expect(page.getByRole("button", { name: "Show More" })).toHaveCount(0);
    await links
      .filter({ hasText: /^React\b/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/tags\/react$/);
    await page.goto("/tags");
    await checkA11y();
    expect(consoleErrors).toEqual([]);
  });
});
