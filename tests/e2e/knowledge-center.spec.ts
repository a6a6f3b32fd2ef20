import type { Locator, Page } from "@playwright/test";
import { queryDb } from "../support/e2e-services";
import {
  expect,
  rememberCookieChoice,
  scrollIntoViewSettled,
  test,
  waitForHydration,
} from "./fixtures";

// The knowledge center runs on the seeded demo posts (db/seed/posts). Totals are read from the
// database so that more demo posts do not break the spec; the fixed posts are named.

test.beforeEach(async ({ context }) => {
  await context.addInitScript(rememberCookieChoice);
});

// axe walks every card on a busy machine: give each test room.
test.describe.configure({ timeout: 90_000 });

const readable = "status = 'published' and publish_date <= now()";
const matches =
  "(title ilike $1 or excerpt ilike $1 or exists (select 1 from unnest(tags) as tag where tag ilike $1) or author_name ilike $1)";

async function countPosts(where = "true", values: unknown[] = []): Promise<number> {
  const [row] = await queryDb<{ n: string }>(
    `select count(*) as n from blog_posts where ${readable} and ${where}`,
    values,
  );
  return Number(row?.n ?? 0);
}

const searchCount = (text: string, categoryId?: string) =>
  categoryId
    ? countPosts(`${matches} and category_id = $2`, [`%${text}%`, categoryId])
    : countPosts(matches, [`%${text}%`]);

const categorySelect = (page: Page) => page.getByLabel("Category", { exact: true });
const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const latest = (page: Page) => section(page, "Latest Articles");
const titles = (scope: Locator) => scope.locator("article :is(h2, h3, h4)");
const status = (page: Page) => page.getByRole("status").filter({ hasText: /Showing|No articles/ });
const shown = (total: number, pageSize = 12) =>
  total === 0
    ? "No articles found"
    : `Showing 1–${Math.min(total, pageSize)} of ${total} ${total === 1 ? "article" : "articles"}`;

test.describe("knowledge center list", () => {
  test("shows featured articles, explore by category and the latest articles", async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    // The fullest page of the site: axe walks some thirty cards.
    test.setTimeout(180_000);
    const total = await countPosts();
    await page.goto("/knowledge-center");
    await expect(page.getByRole("heading", { level: 1, name: "Knowledge Center" })).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveAttribute(
      "placeholder",
      "Search articles, topics, or authors...",
    );
    const category = categorySelect(page);
    await expect(category.locator("option").first()).toHaveText("All Categories");
    await expect(category.locator("option")).toHaveCount(
      1 + Number((await queryDb<{ n: string }>("select count(*) as n from blog_categories"))[0]?.n),
    );

    // Featured: the newest three.
    const newest = await queryDb<{ title: string }>(
      `select title from blog_posts where ${readable} order by publish_date desc, id desc limit 3`,
    );
    await expect(titles(section(page, "Featured Articles"))).toHaveText(newest.map((p) => p.title));

    // Explore by Category: up to three per category and View All to the hyphenated name.
    const explore = section(page, "Explore by Category");
    const web = explore.getByRole("region", { name: "Web Development" });
    await expect(titles(web)).toHaveCount(3);
    await expect(
      web.getByRole("link", { name: "View All Web Development articles" }),
    ).toHaveAttribute("href", "/knowledge-center/categories/web-development");
    await expect(
      explore.getByRole("link", { name: "View All AI & Machine Learning articles" }),
    ).toHaveAttribute("href", "/knowledge-center/categories/ai-&-machine-learning");
    const groups = explore.getByRole("region");
    for (const group of await groups.all()) {
      expect(await titles(group).count()).toBeLessThanOrEqual(3);
    }

    // Latest Articles: 12 a page with the count announced.
    await expect(status(page)).toHaveText(shown(total));
    await expect(titles(latest(page))).toHaveCount(Math.min(total, 12));

    // A card: image, category badge, title link, clamped excerpt, tags as links, byline.
    const card = latest(page)
      .locator("article")
      .filter({ hasText: "React Server Components in Production" });
    await expect(card.locator("img")).toHaveAttribute("width", "640");
    await expect(card).toContainText("Web Development");
    await expect(
      card.getByRole("link", { name: /React Server Components in Production/ }),
    ).toHaveAttribute("href", "/knowledge-center/react-server-components-in-production");
    await expect(card.getByRole("list", { name: "Tags" }).getByRole("link")).toHaveText([
      "React",
      "TypeScript",
      "Performance",
    ]);
    await expect(card.getByRole("link", { name: "TypeScript" })).toHaveAttribute(
      "href",
      "/tags/typescript",
    );
    await expect(card).toContainText(/[A-Z][a-z]+ \d{1,2}, \d{4}/);
    await expect(card).toContainText(/\d+ min read/);
    const clamp = await card
      .locator("p.line-clamp-3")
      .evaluate((element) => getComputedStyle(element).webkitLineClamp);
    expect(clamp).toBe("3");

    // Structured data and canonical.
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const collection = jsonLd
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((data) => data["@type"] === "CollectionPage");
    expect(collection?.mainEntity).toMatchObject({ "@type": "Blog" });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/knowledge-center$/,
    );
    await checkA11y();
    expect(consoleErrors).toEqual([]);
  });

  test("a card shows its post's author, read time and cover, never the defaults", async ({
    page,
    checkA11y,
  }) => {
    await page.goto("/knowledge-center?q=first%20company-wide%20hackathon");
    const card = latest(page).locator("article");
    await expect(card).toHaveCount(1);
    await expect(card).toContainText("Lucas Moreau");
    await expect(card).toContainText(/\d+ min read/);
    await expect(card).toContainText("May 21, 2024");
    await expect(card.locator("img")).toHaveAttribute(
      "src",
      "/images/blog/covers/notes-from-our-first-hackathon.svg",
    );
    await expect(card.getByRole("link", { name: "Remote Work" })).toHaveAttribute(
      "href",
      "/tags/remote-work",
    );
    // A search result is kept out of indexes; its canonical drops the search.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/knowledge-center$/,
    );
    await checkA11y();
  });

  test("searches and filters as you type, in the URL", async ({ page, checkA11y }) => {
    await page.goto("/knowledge-center");
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = "same document";
    });
    const search = page.getByRole("searchbox", { name: "Search articles" });

    await search.fill("KOTLIN");
    await expect(page).toHaveURL(/\/knowledge-center\?q=KOTLIN$/);
    await expect(status(page)).toHaveText(shown(await searchCount("kotlin")));
    await expect(titles(latest(page)).first()).toHaveText(/Kotlin Multiplatform vs Flutter/);

    // Tags match too, ignoring case.
    await search.fill("machine learning");
    await expect(page).toHaveURL(/q=machine\+learning/);
    await expect(status(page)).toHaveText(shown(await searchCount("machine learning")));
    await expect(latest(page)).toContainText("The LLM Evaluation Playbook");

    await search.fill("");
    await expect(page).toHaveURL(/\/knowledge-center$/);
    const category = categorySelect(page);
    await category.selectOption({ label: "Mobile Development" });
    await expect(page).toHaveURL(/\/knowledge-center\?category=mobile-development$/);
    await expect(status(page)).toHaveText(
      shown(await countPosts("category_id = 'mobile-development'")),
    );
    await expect(section(page, "Explore by Category")).toHaveCount(0);
    await expect(
      latest(page).locator("article").filter({ hasNotText: "Mobile Development" }),
    ).toHaveCount(0);

    await search.fill("flutter");
    await expect(page).toHaveURL(/q=flutter&category=mobile-development$/);
    await expect(status(page)).toHaveText(
      shown(await searchCount("flutter", "mobile-development")),
    );
    await checkA11y();

    // Back goes to the previous filters and the fields follow.
    await category.selectOption("all");
    await expect(page).toHaveURL(/\/knowledge-center\?q=flutter$/);
    await page.goBack();
    await expect(page).toHaveURL(/category=mobile-development/);
    await expect(category).toHaveValue("mobile-development");
    await expect(status(page)).toHaveText(
      shown(await searchCount("flutter", "mobile-development")),
    );
    // The results came into the page: the search field kept its place and focus state.
    expect(
      await page.evaluate(() => (window as unknown as { marker?: string }).marker),
      "results loaded in place, not a new page",
    ).toBe("same document");
  });

  test("a search or a category lists each article once, and the search finds authors", async ({
    page,
    consoleErrors,
  }) => {
    const [author] = await queryDb<{ name: string }>(
      `select author_name as name from blog_posts where ${readable} and author_name is not null
       group by author_name order by count(*) desc, author_name limit 1`,
    );
    const name = author?.name ?? "";
    const byAuthor = await searchCount(name);
    expect(byAuthor).toBeGreaterThan(0);
    await page.goto(`/knowledge-center?q=${encodeURIComponent(name)}`);
    await expect(status(page)).toHaveText(shown(byAuthor));
    await expect(latest(page).locator("article").filter({ hasNotText: name })).toHaveCount(0);

    for (const path of [
      `/knowledge-center?q=${encodeURIComponent(name)}`,
      "/knowledge-center?category=mobile-development",
    ]) {
      await page.goto(path);
      await expect(section(page, "Latest Articles")).toBeVisible();
      await expect(section(page, "Featured Articles")).toHaveCount(0);
      await expect(section(page, "Explore by Category")).toHaveCount(0);
      // Each article once: every card on the page is one of the results.
      const results = await titles(latest(page)).allTextContents();
      expect(new Set(results).size).toBe(results.length);
      await expect(page.locator("main article")).toHaveCount(results.length);
    }
    expect(consoleErrors).toEqual([]);
  });

  test("no match says so, and Clear Filters resets search and category", async ({
    page,
    checkA11y,
  }) => {
    await page.goto("/knowledge-center?q=zzz-no-such-article&category=news");
    await waitForHydration(page);
    await expect(
      page.getByRole("heading", { name: "No articles match your search" }),
    ).toBeVisible();
    await expect(status(page)).toHaveText("No articles found");
    await checkA11y();
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/knowledge-center$/);
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue("");
    await expect(categorySelect(page)).toHaveValue("all");
    await expect(section(page, "Explore by Category")).toBeVisible();
  });

  test("pages keep the filters, and a page past the end shows the last one", async ({ page }) => {
    const total = await countPosts();
    // The demo seed has more than one page of posts (12 a page).
    expect(total).toBeGreaterThan(12);
    const lastPage = Math.ceil(total / 12);
    await page.goto("/knowledge-center?page=99");
    await expect(status(page)).toHaveText(
      `Showing ${(lastPage - 1) * 12 + 1}–${total} of ${total} articles`,
    );
    await expect(section(page, "Featured Articles")).toHaveCount(0);
    await page.goto("/knowledge-center");
    await waitForHydration(page);
    const next = page
      .getByRole("navigation", { name: "Pagination" })
      .getByRole("link", { name: "Next" });
    await scrollIntoViewSettled(next);
    await next.click();
    await expect(page).toHaveURL(/\/knowledge-center\?page=2$/);
    await expect(status(page)).toHaveText(new RegExp(`^Showing 13–\\d+ of ${total} articles$`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/knowledge-center\?page=2$/,
    );
  });

  test("works without JavaScript: the form submits search and category", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto("/knowledge-center");
      await page.getByRole("searchbox", { name: "Search articles" }).fill("flutter");
      await categorySelect(page).selectOption({ label: "Mobile Development" });
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/\/knowledge-center\?q=flutter&category=mobile-development$/);
      await expect(status(page)).toHaveText(
        shown(await searchCount("flutter", "mobile-development")),
      );
      await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue("flutter");
      await expect(categorySelect(page)).toHaveValue("mobile-development");
      await categorySelect(page).selectOption("all");
      await page.getByRole("searchbox", { name: "Search articles" }).fill("");
      await page.getByRole("button", { name: "Search" }).click();
      await expect(status(page)).toHaveText(shown(await countPosts()));
    } finally {
      await context.close();
    }
  });

  test("/blog is the same screen with /knowledge-center as its canonical", async ({
    page,
    checkA11y,
  }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Knowledge Center" })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/knowledge-center$/,
    );
    await waitForHydration(page);
    await page.getByRole("searchbox", { name: "Search articles" }).fill("playwright");
    await expect(page).toHaveURL(/\/blog\?q=playwright$/);
    await expect(status(page)).toHaveText(shown(await searchCount("playwright")));
    await checkA11y();
  });

  test("records blog_search and blog_category_filter only when the visitor changes them", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem(
        "cookie-consent",
        JSON.stringify({ essential: true, analytics: true, marketing: false, functional: true }),
      );
    });
    const term = "kotlin";
    // Loading a search (not typing it) records nothing.
    await page.goto("/knowledge-center?q=react");
    await waitForHydration(page);
    await page.getByRole("searchbox", { name: "Search articles" }).fill(term);
    await expect(page).toHaveURL(/q=kotlin/);
    await expect(status(page)).toHaveText(shown(await searchCount(term)));
    await categorySelect(page).selectOption("mobile-development");
    await expect(page).toHaveURL(/category=mobile-development/);
    const events = async () => {
      const id = await page.evaluate(() => window.localStorage.getItem("analytics-anonymous-id"));
      const rows = await queryDb<{ name: string; properties: Record<string, unknown> }>(
        "select name, properties from analytics_events where anonymous_id = $1 and name like 'blog_%' order by created_at",
        [id],
      );
      return rows.map((event) => ({ name: event.name, ...event.properties }));
    };
    await expect.poll(events).toEqual([
      { name: "blog_search", search_term: term, results_count: await searchCount(term) },
      {
        name: "blog_category_filter",
        category: "mobile-development",
        results_count: await searchCount(term, "mobile-development"),
      },
    ]);
  });
});

test.describe("knowledge center categories", () => {
  test("lists every category with its article count and totals", async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    const counts = await queryDb<{ name: string; n: string }>(
      `select c.name, count(p.id) as n from blog_categories c
       left join blog_posts p on p.category_id = c.id and p.${readable.replaceAll(" publish_date", " p.publish_date")}
       group by c.id order by c.name`,
    );
    const articles = counts.reduce((sum, row) => sum + Number(row.n), 0);
    await page.goto("/knowledge-center/categories");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(
      page.getByText(`${counts.length} categories · ${articles} articles`),
    ).toBeVisible();
    const cards = page.locator("main article");
    await expect(cards.locator("h2")).toHaveText(counts.map((row) => row.name));
    for (const row of counts) {
      const n = Number(row.n);
      await expect(cards.filter({ hasText: row.name })).toContainText(
        `${n} ${n === 1 ? "article" : "articles"}`,
      );
    }
    await expect(page.getByRole("link", { name: "Back to Knowledge Center" })).toHaveAttribute(
      "href",
      "/knowledge-center",
    );
    await checkA11y();
    await page.getByRole("link", { name: "Case Studies" }).click();
    await expect(page).toHaveURL(/\/knowledge-center\/categories\/case-studies$/);
    await expect(page.getByRole("heading", { level: 1, name: "Case Studies" })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("a category page answers to its slug and its hyphenated name", async ({
    page,
    checkA11y,
  }) => {
    const ai = await countPosts("category_id = 'ai-ml'");
    for (const path of [
      "/knowledge-center/categories/ai-ml",
      "/knowledge-center/categories/ai-&-machine-learning",
      "/knowledge-center/categories/AI-%26-Machine-Learning",
    ]) {
      await page.goto(path);
      await expect(
        page.getByRole("heading", { level: 1, name: "AI & Machine Learning" }),
      ).toBeVisible();
      await expect(status(page)).toHaveText(shown(ai));
    }
    await expect(
      page.locator("main article").filter({ hasNotText: "AI & Machine Learning" }),
    ).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/knowledge-center\/categories\/ai-&-machine-learning$/,
    );
    await checkA11y();
  });

  test("an unknown category redirects to the knowledge center", async ({ page, request }) => {
    const response = await request.get("/knowledge-center/categories/no-such-category", {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/knowledge-center");
    await page.goto("/knowledge-center/categories/no-such-category");
    await expect(page).toHaveURL(/\/knowledge-center$/);
  });

  test("searches within a category, in the URL, with and without matches", async ({
    page,
    checkA11y,
  }) => {
    await page.goto("/knowledge-center/categories/ai-ml");
    await waitForHydration(page);
    const search = page.getByRole("searchbox", { name: "Search articles" });
    await search.fill("PYTHON");
    await expect(page).toHaveURL(/\/knowledge-center\/categories\/ai-ml\?q=PYTHON$/);
    await expect(status(page)).toHaveText(shown(await searchCount("python", "ai-ml")));
    await search.fill("kotlin");
    await expect(
      page.getByRole("heading", { name: "No articles match your search" }),
    ).toBeVisible();
    await checkA11y();
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/knowledge-center\/categories\/ai-ml$/);
    await expect(status(page)).toHaveText(shown(await countPosts("category_id = 'ai-ml'")));
  });

  test("records category_search when the visitor searches a category", async ({ page }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem(
        "cookie-consent",
        JSON.stringify({ essential: true, analytics: true, marketing: false, functional: true }),
      );
    });
    await page.goto("/knowledge-center/categories/web-development?q=react");
    await waitForHydration(page);
    await page.getByRole("searchbox", { name: "Search articles" }).fill("typescript");
    await expect(page).toHaveURL(/\?q=typescript$/);
    const events = async () => {
      const id = await page.evaluate(() => window.localStorage.getItem("analytics-anonymous-id"));
      const rows = await queryDb<{ name: string; properties: Record<string, unknown> }>(
        "select name, properties from analytics_events where anonymous_id = $1 and name = 'category_search'",
        [id],
      );
      return rows.map((event) => event.properties);
    };
    await expect.poll(events).toEqual([
      {
        category: "web-development",
        search_term: "typescript",
        results_count: await searchCount("typescript", "web-development"),
      },
    ]);
  });

  test("an empty category says 'No articles in this category'", async ({ page, checkA11y }) => {
    await queryDb(
      "insert into blog_categories (id, name, slug, description) values ('e2e-empty-shelf', 'E2E Empty Shelf', 'e2e-empty-shelf', 'Nothing here yet.') on conflict (id) do nothing",
    );
    try {
      await page.goto("/knowledge-center/categories/e2e-empty-shelf");
      await expect(
        page.getByRole("heading", { name: "No articles in this category" }),
      ).toBeVisible();
      await checkA11y();
    } finally {
      await queryDb("delete from blog_categories where id = 'e2e-empty-shelf'");
    }
  });
});
