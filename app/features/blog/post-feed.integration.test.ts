import { eq } from "drizzle-orm";
import { parseRssFeed } from "feedsmith";
import { beforeAll, describe, expect, it } from "vitest";
import { feedResponse } from "~/features/feeds/respond.server";
import { blogCategories, blogPosts } from "../../../db/schema/index.ts";
import { setUpTestDatabase } from "../../../tests/support/test-database-hooks.ts";
import { postsFeedModel } from "./post-feed";
import { listFeedPosts, renderedBodyCount } from "./post-feed.server";

const siteUrl = "https://site.test";
const now = new Date("2025-06-15T12:00:00Z");
const day = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(now.getTime() - days * day);

const body = [
  "Intro with a [link](/knowledge-center/other) and [an outside one](https://example.com).",
  "",
  "## Setting up",
  "",
  "![Diagram](/images/blog/diagram.svg)",
  "",
  "```tsx",
  "const answer = <b>{42}</b>;",
  "```",
  "",
  "<script>alert(1)</script>",
].join("\n");

describe("knowledge-center feed queries", () => {
  const database = setUpTestDatabase();

  beforeAll(async () => {
    const { db } = database();
    await db
      .insert(blogCategories)
      .values({ id: "web-development", name: "Web Development", slug: "web-development" });
    await db.insert(blogPosts).values([
      {
        slug: "newest",
        title: "Newest",
        excerpt: "The newest post.",
        content: body,
        status: "published",
        categoryId: "web-development",
        tags: ["React"],
        authorName: "Priya Raman",
        publishDate: daysAgo(1),
        updatedAt: daysAgo(1),
      },
      {
        slug: "older",
        title: "Older",
        content: "Plain.",
        status: "published",
        publishDate: daysAgo(20),
        updatedAt: daysAgo(2),
      },
      {
        slug: "oldest",
        title: "Oldest",
        status: "published",
        publishDate: daysAgo(40),
        updatedAt: daysAgo(40),
      },
      { slug: "a-draft", title: "A draft", status: "draft", publishDate: daysAgo(1) },
      {
        slug: "scheduled",
        title: "Scheduled",
        status: "published",
        publishDate: new Date(now.getTime() + 30 * day),
      },
    ]);
  });

  it("lists readable posts newest first, leaving out drafts and scheduled posts", async () => {
    const posts = await listFeedPosts({ now, siteUrl });
    expect(posts.map((post) => post.slug)).toEqual(["newest", "older", "oldest"]);
    expect(posts[0]).toMatchObject({ categoryName: "Web Development", authorName: "Priya Raman" });
    expect(await listFeedPosts({ now, siteUrl, limit: 2 })).toHaveLength(2);
  });

  it("renders the body with the page's renderer: headings, code, no raw HTML, absolute URLs", async () => {
    const [newest] = await listFeedPosts({ now, siteUrl });
    const html = newest?.contentHtml ?? "";
    expect(html).toContain('<h2 id="setting-up">Setting up</h2>');
    expect(html).toMatch(/<pre><code class="language-tsx">const answer = &#x3C;b>/);
    expect(html).not.toContain("<script");
    expect(html).toContain('href="https://site.test/knowledge-center/other"');
    expect(html).toContain('src="https://site.test/images/blog/diagram.svg"');
    expect(html).toContain('href="https://example.com"');
  });

  it("renders a body once per edit: the cache key is the post's id and updated_at", async () => {
    await listFeedPosts({ now, siteUrl });
    const cached = renderedBodyCount();
    await listFeedPosts({ now, siteUrl });
    expect(renderedBodyCount()).toBe(cached);

    await database()
      .db.update(blogPosts)
      .set({ content: "## Rewritten", updatedAt: daysAgo(0.5) })
      .where(eq(blogPosts.slug, "older"));
    const posts = await listFeedPosts({ now, siteUrl });
    expect(posts.find((post) => post.slug === "older")?.contentHtml).toContain("Rewritten");
    expect(renderedBodyCount()).toBe(cached + 1);
  });

  it("answers with Last-Modified of the newest change and 304 for a conditional GET", async () => {
    const model = postsFeedModel(await listFeedPosts({ now, siteUrl }), siteUrl);
    const first = feedResponse(new Request(`${siteUrl}/feed.xml`), model, "rss");
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    expect(first.headers.get("Last-Modified")).toBe(daysAgo(0.5).toUTCString());
    const feed = parseRssFeed(await first.text());
    expect(feed.items?.map((item) => item.title)).toEqual(["Newest", "Older", "Oldest"]);

    const etag = first.headers.get("ETag") as string;
    const byTag = feedResponse(
      new Request(`${siteUrl}/feed.xml`, { headers: { "If-None-Match": etag } }),
      model,
      "rss",
    );
    expect(byTag.status).toBe(304);
    const byDate = feedResponse(
      new Request(`${siteUrl}/feed.xml`, {
        headers: { "If-Modified-Since": first.headers.get("Last-Modified") as string },
      }),
      model,
      "rss",
    );
    expect(byDate.status).toBe(304);
  });
});
