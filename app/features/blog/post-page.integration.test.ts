import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { blogCategories, blogPosts } from "../../../db/schema/index.ts";
import { setUpTestDatabase } from "../../../tests/support/test-database-hooks.ts";
import {
  canonicalRedirectTarget,
  legacyPostTarget,
  loadPostPage,
  relatedPostsFor,
} from "./post-page.server";
import { postDefaults } from "./post-view";

const now = new Date("2025-06-15T12:00:00Z");
const day = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(now.getTime() - days * day);
const siteUrl = "https://quillstack.test";

type NewPost = typeof blogPosts.$inferInsert;

function post(slug: string, fields: Partial<NewPost> = {}): NewPost {
  return {
    slug,
    title: `Title of ${slug}`,
    excerpt: `Excerpt of ${slug}`,
    content: "## First part\n\nText.\n\n### A detail\n\n```ts\nconst answer = 42;\n```\n",
    status: "published",
    publishDate: daysAgo(10),
    categoryId: "web-development",
    authorName: "Ada Writer",
    authorRole: "Engineer",
    readTime: 7,
    image: "/images/blog/example.svg",
    ...fields,
  };
}

describe("post page data", () => {
  const database = setUpTestDatabase();

  beforeAll(async () => {
    process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "site-post-page-"));
    await database()
      .db.insert(blogCategories)
      .values([
        { id: "web-development", name: "Web Development", slug: "web-development" },
        { id: "case-studies", name: "Case Studies", slug: "case-studies" },
        { id: "news", name: "News", slug: "news" },
        { id: "business", name: "Business", slug: "business" },
        { id: "lonely", name: "Lonely", slug: "lonely" },
        { id: "legacy", name: "Legacy", slug: "legacy" },
      ]);
    await database()
      .db.insert(blogPosts)
      .values([
        post("tech-by-category"),
        post("tech-older", { publishDate: daysAgo(40) }),
        post("tech-oldest", { publishDate: daysAgo(80) }),
        post("tech-ancient", { publishDate: daysAgo(120) }),
        post("case-by-category", { categoryId: "case-studies" }),
        post("news-by-category", { categoryId: "news" }),
        post("business-standard", { categoryId: "business" }),
        post("business-explicit-technical", { categoryId: "business", template: "technical" }),
        post("news-explicit-standard", { categoryId: "news", template: "standard" }),
        post("no-category", { categoryId: null }),
        post("renamed-post-2025", {
          categoryId: "lonely",
          canonicalUrl: "/knowledge-center/renamed-post",
          legacyUrl: "/post/renamed-old",
        }),
        post("bare-defaults", {
          categoryId: "news",
          authorName: null,
          authorRole: null,
          image: null,
          readTime: null,
        }),
        post("legacy-absolute-own", {
          categoryId: "legacy",
          legacyUrl: "/post/own-origin",
          canonicalUrl: `${siteUrl}/knowledge-center/elsewhere?ref=old#top`,
        }),
        post("legacy-absolute-foreign", {
          categoryId: "legacy",
          legacyUrl: "/post/foreign-origin",
          canonicalUrl: "https://evil.example/knowledge-center/x",
        }),
        post("legacy-plain", { categoryId: "legacy", legacyUrl: "/post/plain-old" }),
        post("draft-post", { status: "draft", legacyUrl: "/post/draft-old" }),
        post("scheduled-post", { publishDate: new Date(now.getTime() + 30 * day) }),
      ]);
  });

  const templateOf = async (slug: string) => (await loadPostPage(slug, { now }))?.template;

  it("chooses the template by the spec's rule", async () => {
    expect(await templateOf("tech-by-category")).toBe("technical");
    expect(await templateOf("case-by-category")).toBe("case-study");
    expect(await templateOf("news-by-category")).toBe("news");
    expect(await templateOf("business-standard")).toBe("standard");
    expect(await templateOf("no-category")).toBe("standard");
    expect(await templateOf("business-explicit-technical")).toBe("technical");
    expect(await templateOf("news-explicit-standard")).toBe("standard");
  });

  it("highlights code in the technical template only, and lists its headings", async () => {
    const technical = await loadPostPage("tech-by-category", { now });
    const standard = await loadPostPage("business-standard", { now });
    const classesIn = (value: unknown) => JSON.stringify(value).includes("hljs-keyword");
    expect(classesIn(technical?.body)).toBe(true);
    expect(classesIn(standard?.body)).toBe(false);
    expect(technical?.toc).toEqual([
      { id: "first-part", text: "First part", depth: 2 },
      { id: "a-detail", text: "A detail", depth: 3 },
    ]);
  });

  it("falls back to the canonical URL when no post has the slug", async () => {
    const page = await loadPostPage("renamed-post", { now });
    expect(page?.post.slug).toBe("renamed-post-2025");
    expect((await loadPostPage("renamed-post-2025", { now }))?.post.slug).toBe("renamed-post-2025");
  });

  it("fills the spec's defaults for a post without byline, image or read time", async () => {
    const page = await loadPostPage("bare-defaults", { now });
    expect(page?.post).toMatchObject({
      authorName: postDefaults.authorName,
      authorRole: postDefaults.authorRole,
      image: postDefaults.image,
      readTime: postDefaults.readTime,
    });
    expect((await loadPostPage("tech-by-category", { now }))?.post).toMatchObject({
      authorName: "Ada Writer",
      authorRole: "Engineer",
      readTime: 7,
    });
  });

  it("finds no draft, no scheduled post and no unknown slug", async () => {
    expect(await loadPostPage("draft-post", { now })).toBeNull();
    expect(await loadPostPage("scheduled-post", { now })).toBeNull();
    expect(await loadPostPage("no-such-post", { now })).toBeNull();
    expect(await loadPostPage("../etc/passwd", { now })).toBeNull();
    // Once its date has come, the scheduled post is readable.
    const later = new Date(now.getTime() + 31 * day);
    expect((await loadPostPage("scheduled-post", { now: later }))?.post.slug).toBe(
      "scheduled-post",
    );
  });

  it("relates up to 3 newest readable posts of the same category, never the post itself", async () => {
    const page = await loadPostPage("tech-older", { now });
    if (!page) throw new Error("tech-older not found");
    const related = await relatedPostsFor(page.post, { now });
    expect(related.map((item) => item.slug)).toEqual([
      "tech-by-category",
      "tech-oldest",
      "tech-ancient",
    ]);
    // Other categories, drafts and scheduled posts never appear among them.
    const newsPage = await loadPostPage("news-by-category", { now });
    if (!newsPage) throw new Error("news-by-category not found");
    const newsRelated = await relatedPostsFor(newsPage.post, { now });
    expect(newsRelated.map((item) => item.slug).sort()).toEqual([
      "bare-defaults",
      "news-explicit-standard",
    ]);
  });

  it("has no related posts for a post alone in its category or without one", async () => {
    const renamed = await loadPostPage("renamed-post-2025", { now });
    const bare = await loadPostPage("no-category", { now });
    if (!renamed || !bare) throw new Error("fixture not found");
    expect(await relatedPostsFor(renamed.post, { now })).toEqual([]);
    expect(await relatedPostsFor(bare.post, { now })).toEqual([]);
  });

  it("sends a legacy URL to the post's canonical URL on this site", async () => {
    expect(await legacyPostTarget("renamed-old", siteUrl, { now })).toBe(
      "/knowledge-center/renamed-post",
    );
    expect(await legacyPostTarget("plain-old", siteUrl, { now })).toBe(
      "/knowledge-center/legacy-plain",
    );
    expect(await legacyPostTarget("own-origin", siteUrl, { now })).toBe(
      "/knowledge-center/elsewhere?ref=old#top",
    );
    expect(await legacyPostTarget("foreign-origin", siteUrl, { now })).toBe(
      "/knowledge-center/legacy-absolute-foreign",
    );
    expect(await legacyPostTarget("draft-old", siteUrl, { now })).toBeNull();
    expect(await legacyPostTarget("never-existed", siteUrl, { now })).toBeNull();
  });
});

describe("canonicalRedirectTarget", () => {
  const target = (canonicalUrl: string | null) =>
    canonicalRedirectTarget({ slug: "the-post", canonicalUrl }, siteUrl);

  it("never leaves the site", () => {
    expect(target(null)).toBe("/knowledge-center/the-post");
    expect(target("  ")).toBe("/knowledge-center/the-post");
    expect(target("//evil.example/x")).toBe("/knowledge-center/the-post");
    expect(target("/\\evil.example")).toBe("/knowledge-center/the-post");
    expect(target("javascript:alert(1)")).toBe("/knowledge-center/the-post");
    expect(target("not a url")).toBe("/knowledge-center/the-post");
    expect(target("http://quillstack.test/x")).toBe("/knowledge-center/the-post");
    expect(target("https://quillstack.test/x")).toBe("/x");
  });
});
