import type { Page } from "@playwright/test";
import { queryDb } from "../support/e2e-services";
import { expect, rememberCookieChoice, test, waitForHydration } from "./fixtures";

// Every seeded post is signed and has its own cover (app/features/blog/seeded-posts.integration.test.ts); the
// spec's defaults remain for a post staff publish without them. This spec adds such a post
// straight to the database, so it runs with the content-writes project, after the specs that
// count posts.

// One worker runs the three tests after one insert: under fullyParallel each test would rerun
// beforeAll, inserting the same slug again.
test.describe.configure({ mode: "default", timeout: 90_000 });

const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const post = {
  slug: `unsigned-update-${id}`,
  title: `Unsigned office update ${id}`,
  published: new Date(Date.UTC(2026, 0, 12, 9)),
};

test.beforeAll(async () => {
  await queryDb(
    `insert into blog_posts (slug, title, excerpt, content, status, publish_date, category_id, tags)
     values ($1, $2, 'A short update posted without a byline, a cover or a read time.',
             $3, 'published', $4, 'news', '{Remote Work,Company News}')`,
    [
      post.slug,
      post.title,
      "## What changed\n\nThe office hours changed for the holidays.\n",
      post.published,
    ],
  );
});

test.beforeEach(async ({ context }) => {
  await context.addInitScript(rememberCookieChoice);
});

async function jsonLdAuthor(page: Page): Promise<unknown> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ""));
  const posting = blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data["@type"] === "BlogPosting");
  return posting?.author;
}

test("the post page shows the default byline, read time and cover", async ({
  page,
  checkA11y,
  consoleErrors,
}) => {
  const response = await page.goto(`/knowledge-center/${post.slug}`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.locator("[data-template]")).toHaveAttribute("data-template", "news");
  const header = page.locator("article header");
  await expect(header).toContainText("Unknown Author");
  await expect(header).toContainText("Writer");
  await expect(header).toContainText("5 min read");
  await expect(page.locator('article img[fetchpriority="high"]')).toHaveAttribute(
    "src",
    "/images/blog/placeholder.svg",
  );
  expect(await jsonLdAuthor(page)).toMatchObject({ name: "Unknown Author" });
  await checkA11y();
  expect(consoleErrors).toEqual([]);
});

test("its card in the knowledge center shows the defaults too", async ({ page, checkA11y }) => {
  await page.goto(`/knowledge-center?q=${encodeURIComponent(post.title)}`);
  const card = page
    .getByRole("region", { name: "Latest Articles" })
    .locator("article")
    .filter({ hasText: post.title });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Unknown Author");
  await expect(card).toContainText("5 min read");
  await expect(card).toContainText("January 12, 2026");
  await expect(card.locator("img")).toHaveAttribute("src", "/images/blog/placeholder.svg");
  await expect(card.getByRole("link", { name: "Remote Work" })).toHaveAttribute(
    "href",
    "/tags/remote-work",
  );
  await checkA11y();
});

test("the feeds sign it with the default author", async ({ request }) => {
  const feed = (await (await request.get("/feed.json")).json()) as {
    items: Array<{ url: string; authors?: Array<{ name: string }> }>;
  };
  const item = feed.items.find((entry) => entry.url.endsWith(`/knowledge-center/${post.slug}`));
  expect(item?.authors).toEqual([{ name: "Unknown Author" }]);
});
