import type { Page } from "@playwright/test";
import { expect, rememberCookieChoice, test, waitForHydration } from "./fixtures";

// The seeded fixed posts (db/seed/posts): one per template, plus the defaults and the renamed one.
const technicalSlug = "react-server-components-in-production";
const technicalTitle = "React Server Components in Production: What We Learned Shipping Them";
const caseStudySlug = "logistics-data-platform-case-study";
const newsSlug = "quillstack-achieves-iso-27001-2022";
const standardSlug = "hiring-remote-developers-in-48-hours";
const explicitTechnicalSlug = "estimating-software-projects-with-monte-carlo";
const signedNewsSlug = "notes-from-our-first-hackathon";

test.beforeEach(async ({ context }) => {
  await context.addInitScript(rememberCookieChoice);
});

// Axe walks every element of long articles on a busy machine: give each test room.
test.describe.configure({ timeout: 90_000 });

type Json = Record<string, unknown>;

async function jsonLd(page: Page, type: string): Promise<Json> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ""));
  const found = blocks
    .map((text) => JSON.parse(text) as Json)
    .find((data) => data["@type"] === type);
  if (!found) throw new Error(`no ${type} JSON-LD on the page`);
  return found;
}

async function metaContent(page: Page, selector: string): Promise<string | null> {
  return page.locator(`head meta[${selector}]`).first().getAttribute("content");
}

async function openPost(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await waitForHydration(page);
}

const template = (page: Page) => page.locator("[data-template]");

test.describe("post templates", () => {
  test("technical: contents, highlighted code, breadcrumb, SEO and structured data", async ({
    page,
    baseURL,
    checkA11y,
    consoleErrors,
  }) => {
    await openPost(page, `/knowledge-center/${technicalSlug}`);
    await expect(template(page)).toHaveAttribute("data-template", "technical");
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveText(technicalTitle);

    // Breadcrumb: Knowledge Center > Web Development > title.
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Knowledge Center" })).toHaveAttribute(
      "href",
      "/knowledge-center",
    );
    await expect(crumbs.getByRole("link", { name: "Web Development" })).toHaveAttribute(
      "href",
      "/knowledge-center/categories/web-development",
    );
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(technicalTitle);

    // Table of contents from the h2/h3 ids, each link landing on its heading.
    const toc = page.getByRole("navigation", { name: "On this page" });
    const firstEntry = toc.getByRole("link").first();
    const target = (await firstEntry.getAttribute("href")) ?? "";
    expect(target).toMatch(/^#[a-z0-9-]+$/);
    await expect(page.locator(`article h2${target}`)).toHaveCount(1);
    await firstEntry.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));

    // The code block is highlighted on the server and can be reached by keyboard to scroll.
    await expect(page.locator("article pre code .hljs-keyword").first()).toBeVisible();
    await expect(page.locator("article pre").first()).toHaveAttribute("tabindex", "0");

    // Cover: the LCP candidate is sized, eager and high priority.
    const cover = page.locator('article img[fetchpriority="high"]');
    await expect(cover).toHaveCount(1);
    await expect(cover).toHaveAttribute("width", "1200");
    await expect(cover).toHaveAttribute("loading", "eager");

    // Byline and tags linking to the tag pages.
    await expect(page.locator("article header")).toContainText("Priya Raman");
    await expect(page.locator("article header")).toContainText(/\w+ \d{1,2}, \d{4}/);
    await expect(page.locator("article header")).toContainText(/\d+ min read/);
    await expect(
      page.locator("article footer").getByRole("link", { name: "TypeScript" }),
    ).toHaveAttribute("href", "/tags/typescript");
    // Share links are plain links, nothing loaded from the networks.
    await expect(
      page.locator("article footer").getByRole("link", { name: /LinkedIn/ }),
    ).toHaveAttribute("href", /^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/);

    // Metadata: canonical, Open Graph article tags.
    const canonical = `${baseURL}/knowledge-center/${technicalSlug}`;
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", canonical);
    expect(await metaContent(page, 'property="og:type"')).toBe("article");
    expect(await metaContent(page, 'property="article:section"')).toBe("Web Development");
    expect(await metaContent(page, 'property="article:published_time"')).toMatch(/^\d{4}-/);
    const articleTags = await page
      .locator('head meta[property="article:tag"]')
      .evaluateAll((metas) => metas.map((meta) => meta.getAttribute("content")));
    expect(articleTags).toEqual(expect.arrayContaining(["React", "TypeScript", "Performance"]));
    expect(await metaContent(page, 'property="og:image"')).toMatch(/^http:\/\/localhost:\d+\//);

    // Structured data: a BlogPosting and the breadcrumb trail.
    const article = await jsonLd(page, "BlogPosting");
    expect(article).toMatchObject({
      headline: technicalTitle,
      author: { "@type": "Person", name: "Priya Raman" },
      publisher: { "@type": "Organization", name: "Quillstack" },
      mainEntityOfPage: { "@type": "WebPage", "@id": canonical },
      articleSection: "Web Development",
    });
    expect(Date.parse(String(article.datePublished))).not.toBeNaN();
    expect(Date.parse(String(article.dateModified))).not.toBeNaN();
    expect(String((article.image as string[])[0])).toMatch(/^http/);
    const breadcrumb = await jsonLd(page, "BreadcrumbList");
    expect(
      (breadcrumb.itemListElement as Json[]).map((item) => [item.position, item.name]),
    ).toEqual([
      [1, "Knowledge Center"],
      [2, "Web Development"],
      [3, technicalTitle],
    ]);

    await checkA11y();
    expect(consoleErrors).toEqual([]);
  });

  test("case study: sections, key facts and Start Your Project opening the enquiry dialog", async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    await openPost(page, `/knowledge-center/${caseStudySlug}`);
    await expect(template(page)).toHaveAttribute("data-template", "case-study");
    const sections = page.getByRole("navigation", { name: "Case study sections" });
    await expect(sections.getByRole("link")).toHaveText([/Challenge/, /Solution/, /Results/]);
    const facts = page.getByRole("complementary", { name: "Key facts" });
    await expect(facts).toContainText("Case Studies");
    await expect(facts).toContainText("Apache Kafka");
    await expect(facts).toContainText("Tomasz Nowak");
    // No code highlighting outside the technical template.
    await expect(page.locator("article pre")).not.toHaveCount(0);
    await expect(page.locator("article .hljs-keyword")).toHaveCount(0);

    await checkA11y();
    await facts.getByRole("button", { name: "Start Your Project" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test("news: a press release with dateline and company boilerplate", async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    await openPost(page, `/knowledge-center/${newsSlug}`);
    await expect(template(page)).toHaveAttribute("data-template", "news");
    await expect(page.getByText("Press release")).toBeVisible();
    await expect(page.getByText(/Quillstack Newsroom, [A-Z][a-z]+ \d{1,2}, \d{4}/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "About Quillstack" })).toBeVisible();
    await expect(page.getByRole("link", { name: "hello@quillstack.dev" }).first()).toBeVisible();
    await checkA11y();
    expect(consoleErrors).toEqual([]);
  });

  test("standard: classic article with author box and related articles of its category", async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    await openPost(page, `/knowledge-center/${standardSlug}`);
    await expect(template(page)).toHaveAttribute("data-template", "standard");
    await expect(page.getByRole("heading", { name: "About the author" })).toBeVisible();

    const related = page.getByRole("region", { name: "Related Articles" });
    await expect(related).toBeVisible();
    const cards = related.getByRole("article");
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(3);
    // Same category (Business), never the post itself, at most 2 tags per card.
    await expect(related.getByRole("link", { name: /Hiring Remote Developers/ })).toHaveCount(0);
    await expect(related).not.toContainText("Web Development");
    for (const card of await cards.all()) {
      expect(
        await card.getByRole("list", { name: "Tags" }).getByRole("link").count(),
      ).toBeLessThanOrEqual(2);
    }
    await checkA11y();

    // Client navigation to a related post renders it in its own template.
    await related.getByRole("link", { name: /Monte Carlo/ }).click();
    await expect(page).toHaveURL(`/knowledge-center/${explicitTechnicalSlug}`);
    await expect(template(page)).toHaveAttribute("data-template", "technical");
    expect(consoleErrors).toEqual([]);
  });

  test("an explicit template wins over the category", async ({ page, consoleErrors }) => {
    await openPost(page, `/knowledge-center/${explicitTechnicalSlug}`);
    await expect(template(page)).toHaveAttribute("data-template", "technical");
    await expect(page.locator("article .markdown-content")).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("a seeded post is signed by its author and has its own cover, not the defaults", async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    await openPost(page, `/knowledge-center/${signedNewsSlug}`);
    await expect(template(page)).toHaveAttribute("data-template", "news");
    const header = page.locator("article header");
    await expect(header).toContainText("Lucas Moreau");
    await expect(header).toContainText("Director of Delivery");
    await expect(header).not.toContainText("Unknown Author");
    await expect(header).toContainText(/\d+ min read/);
    await expect(page.locator('article img[fetchpriority="high"]')).toHaveAttribute(
      "src",
      `/images/blog/covers/${signedNewsSlug}.svg`,
    );
    expect((await jsonLd(page, "BlogPosting")).author).toMatchObject({ name: "Lucas Moreau" });
    await checkA11y();
    expect(consoleErrors).toEqual([]);
  });

  test.describe("in dark mode", () => {
    test.use({ colorScheme: "dark" });

    test("highlighted code and the article keep their contrast", async ({ page, checkA11y }) => {
      await openPost(page, `/knowledge-center/${technicalSlug}`);
      await expect(page.locator("article pre code .hljs-keyword").first()).toBeVisible();
      await checkA11y();
    });
  });
});

test.describe("post addresses", () => {
  test("the old slug finds a renamed post through its canonical URL", async ({ page, baseURL }) => {
    await openPost(page, "/knowledge-center/llm-evaluation-playbook");
    const rows = page.locator('head link[rel="canonical"]');
    await expect(rows).toHaveAttribute(
      "href",
      `${baseURL}/knowledge-center/llm-evaluation-playbook`,
    );
    const article = await jsonLd(page, "BlogPosting");
    expect(article.mainEntityOfPage).toMatchObject({
      "@id": `${baseURL}/knowledge-center/llm-evaluation-playbook`,
    });
    // The same post under its current slug.
    const title = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    await openPost(page, "/knowledge-center/llm-evaluation-playbook-2026");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  });

  test("/blog/:slug shows the same post with the knowledge-center canonical URL", async ({
    page,
    baseURL,
  }) => {
    await openPost(page, `/blog/${newsSlug}`);
    await expect(template(page)).toHaveAttribute("data-template", "news");
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${baseURL}/knowledge-center/${newsSlug}`,
    );
  });

  for (const [what, slug] of [
    ["an unknown post", "no-such-post-at-all"],
    ["a draft", "draft-graphql-federation-notes"],
    ["a scheduled post", "ai-agents-in-the-enterprise"],
  ] as const) {
    test(`${what} answers the 404 page with HTTP 404`, async ({ page, checkA11y }) => {
      const response = await page.goto(`/knowledge-center/${slug}`);
      expect(response?.status()).toBe(404);
      expect(response?.headers()["x-robots-tag"]).toBe("noindex");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
      await expect(page.getByText("Oops! Page not found")).toBeVisible();
      expect(await metaContent(page, 'name="robots"')).toMatch(/noindex/);
      await checkA11y();
    });
  }

  test("legacy URLs answer 301 to the post", async ({ request }) => {
    for (const [legacy, target] of [
      ["/post/react-server-components-guide", `/knowledge-center/${technicalSlug}`],
      ["/post/logistics-data-platform", `/knowledge-center/${caseStudySlug}`],
    ]) {
      const response = await request.get(legacy as string, { maxRedirects: 0 });
      expect(response.status(), legacy).toBe(301);
      expect(new URL(response.headers().location ?? "", "http://x").pathname).toBe(target);
    }
  });

  test("an unknown legacy URL says so with HTTP 404, noindex, and passes axe", async ({
    page,
    checkA11y,
  }) => {
    // Without its redirect (tested below) the page stays while axe checks it on a busy machine.
    await page.route(/\/assets\/widgets-delayed-redirect-[\w-]+\.js$/, (route) => route.abort());
    const response = await page.goto("/post/never-was-a-post");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Blog post not found, redirecting...")).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to the Knowledge Center" })).toHaveAttribute(
      "href",
      "/knowledge-center",
    );
    expect(await metaContent(page, 'name="robots"')).toMatch(/noindex/);
    await checkA11y();
  });

  test("an unknown legacy URL opens the knowledge center after 3 seconds", async ({ page }) => {
    // The page's time moves only when the test moves it (goto waits for the page's widgets).
    await page.clock.install({ time: new Date("2026-11-01T00:00:00Z") });
    await page.clock.pauseAt(new Date("2026-11-01T00:00:01Z"));
    const response = await page.goto("/post/never-was-a-post");
    expect(response?.status()).toBe(404);
    await page.clock.runFor(2_500);
    await expect(page).toHaveURL("/post/never-was-a-post");
    await page.clock.runFor(1_000);
    await expect(page).toHaveURL("/knowledge-center");
  });

  test("/articles/:slug and /articles redirect to the knowledge center", async ({ request }) => {
    const post = await request.get(`/articles/${newsSlug}`, { maxRedirects: 0 });
    expect(post.status()).toBe(301);
    expect(post.headers().location).toMatch(new RegExp(`/knowledge-center/${newsSlug}$`));
    const list = await request.get("/articles", { maxRedirects: 0 });
    expect(list.status()).toBe(301);
    expect(list.headers().location).toMatch(/\/knowledge-center$/);
  });
});
