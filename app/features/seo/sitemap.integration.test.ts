import { beforeAll, describe, expect, it } from "vitest";
import { services } from "~/content/services";
import { slugify } from "~/lib/slugify";
import { blogCategories, blogPosts, jobCategories, jobPosts } from "../../../db/schema/index.ts";
import { setUpTestDatabase } from "../../../tests/support/test-database-hooks.ts";
import { listSitemapFiles, type SitemapContext, sitemapUrls } from "./sitemap.server";

const siteUrl = "https://site.test";
const now = new Date("2025-06-15T12:00:00Z");
const day = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(now.getTime() - days * day);

/** Every URL of a kind, file after file, until a file is missing. */
async function allUrls(kind: string, context: Partial<SitemapContext>) {
  const urls = [];
  for (let file = 1; ; file++) {
    const page = await sitemapUrls(`${kind}-${file}.xml`, context);
    if (!page) return urls;
    urls.push(...page);
  }
}

const post = (slug: string, overrides: Partial<typeof blogPosts.$inferInsert> = {}) => ({
  slug,
  title: slug,
  status: "published" as const,
  categoryId: "web-development",
  publishDate: daysAgo(10),
  updatedAt: daysAgo(10),
  ...overrides,
});

const job = (slug: string, overrides: Partial<typeof jobPosts.$inferInsert> = {}) => ({
  slug,
  title: slug,
  companyName: "Co",
  location: "Remote",
  description: "Work.",
  jobType: "full-time" as const,
  experienceLevel: "mid" as const,
  categoryId: "engineering",
  updatedAt: daysAgo(3),
  ...overrides,
});

describe("sitemaps from the database", () => {
  const database = setUpTestDatabase();

  beforeAll(async () => {
    const { db } = database();
    await db.insert(blogCategories).values([
      { id: "web-development", name: "Web Development", slug: "web-development" },
      { id: "news", name: "News", slug: "news" },
      { id: "empty", name: "Empty Shelf", slug: "empty-shelf" },
    ]);
    await db.insert(jobCategories).values({ id: "engineering", name: "Engineering" });
    await db.insert(blogPosts).values([
      post("alpha", { tags: ["React"], updatedAt: daysAgo(9) }),
      post("bravo", { tags: ["react", "Node.js"], publishDate: daysAgo(5), updatedAt: daysAgo(6) }),
      post("charlie", { canonicalUrl: "/knowledge-center/charlie-renamed" }),
      post("delta", { canonicalUrl: "https://elsewhere.example/delta" }),
      post("echo", { updatedAt: daysAgo(1), publishDate: daysAgo(2) }),
      post("draft-one", { status: "draft", tags: ["Draft Only"], publishDate: daysAgo(1) }),
      post("scheduled-one", {
        categoryId: "news",
        tags: ["Future Only"],
        publishDate: new Date(now.getTime() + 30 * day),
        updatedAt: daysAgo(1),
      }),
    ]);
    await db
      .insert(jobPosts)
      .values([
        job("open-react-job", { tags: ["React", "GraphQL"], updatedAt: daysAgo(0.5) }),
        job("open-go-job", { tags: ["Go"], applicationDeadline: new Date(now.getTime() + day) }),
        job("inactive-job", { isActive: false, tags: ["Inactive Only"] }),
        job("expired-job", { applicationDeadline: daysAgo(1), tags: ["Expired Only"] }),
      ]);
  });

  it("lists readable posts at their canonical address, dated by edit or publication", async () => {
    const urls = await allUrls("posts", { siteUrl, now });
    expect(urls.map((url) => url.loc)).toEqual([
      `${siteUrl}/knowledge-center/alpha`,
      `${siteUrl}/knowledge-center/bravo`,
      `${siteUrl}/knowledge-center/charlie-renamed`,
      `${siteUrl}/knowledge-center/echo`,
    ]);
    expect(urls[1]?.lastmod).toEqual(daysAgo(5));
    expect(urls[3]?.lastmod).toEqual(daysAgo(1));
  });

  it("splits a kind into files of perFile URLs, and a file past the end is missing", async () => {
    const context = { siteUrl, now, perFile: 2 };
    expect((await sitemapUrls("posts-1.xml", context))?.map((url) => url.loc)).toEqual([
      `${siteUrl}/knowledge-center/alpha`,
      `${siteUrl}/knowledge-center/bravo`,
    ]);
    // Sorted by slug: charlie, then delta (left out: its canonical is elsewhere), then echo.
    expect((await sitemapUrls("posts-2.xml", context))?.map((url) => url.loc)).toEqual([
      `${siteUrl}/knowledge-center/charlie-renamed`,
    ]);
    expect((await sitemapUrls("posts-3.xml", context))?.map((url) => url.loc)).toEqual([
      `${siteUrl}/knowledge-center/echo`,
    ]);
    expect(await sitemapUrls("posts-4.xml", context)).toBeNull();
    expect(await sitemapUrls("posts.xml", context)).toEqual(
      await sitemapUrls("posts-1.xml", context),
    );
    expect(await sitemapUrls("drafts.xml", context)).toBeNull();

    const files = await listSitemapFiles(context);
    const postFiles = files.filter((file) => file.loc.includes("/sitemaps/posts"));
    expect(postFiles).toEqual([
      { loc: `${siteUrl}/sitemaps/posts-1.xml`, lastmod: daysAgo(5) },
      { loc: `${siteUrl}/sitemaps/posts-2.xml`, lastmod: daysAgo(10) },
      { loc: `${siteUrl}/sitemaps/posts-3.xml`, lastmod: daysAgo(1) },
    ]);
  });

  it("names one file per kind while it fits, and leaves out a kind with nothing to list", async () => {
    const files = await listSitemapFiles({ siteUrl, now });
    expect(files.map((file) => file.loc)).toEqual([
      `${siteUrl}/sitemaps/pages.xml`,
      `${siteUrl}/sitemaps/posts.xml`,
      `${siteUrl}/sitemaps/categories.xml`,
      `${siteUrl}/sitemaps/jobs.xml`,
      `${siteUrl}/sitemaps/tags.xml`,
    ]);
    // The fixed pages have no common date; posts are as new as their newest change.
    expect(files[0]?.lastmod).toBeUndefined();
    expect(files[1]?.lastmod).toEqual(daysAgo(1));
    expect(files[3]?.lastmod).toEqual(daysAgo(0.5));
  });

  it("lists categories with readable posts, dated by their newest post", async () => {
    const urls = await sitemapUrls("categories.xml", { siteUrl, now });
    expect(urls).toEqual([
      { loc: `${siteUrl}/knowledge-center/categories/web-development`, lastmod: daysAgo(1) },
    ]);
  });

  it("lists open jobs only", async () => {
    const urls = await sitemapUrls("jobs.xml", { siteUrl, now });
    expect(urls?.map((url) => url.loc)).toEqual([
      `${siteUrl}/careers/job/open-go-job`,
      `${siteUrl}/careers/job/open-react-job`,
    ]);
    expect(urls?.[1]?.lastmod).toEqual(daysAgo(0.5));
  });

  it("lists tag pages with enough content once each, dated by the newest post or job", async () => {
    const urls = (await sitemapUrls("tags.xml", { siteUrl, now })) ?? [];
    const dates = new Map(
      urls.map((url) => [url.loc.replace(`${siteUrl}/tags/`, ""), url.lastmod]),
    );
    expect(urls).toHaveLength(dates.size);
    expect(dates.get("react")).toEqual(daysAgo(0.5));
    expect(dates.get("node-js")).toEqual(daysAgo(5));
    expect(dates.get("graphql")).toEqual(daysAgo(0.5));
    for (const hidden of ["draft-only", "future-only", "inactive-only", "expired-only"]) {
      expect(dates.has(hidden)).toBe(false);
    }
    // A technology several services list is a tag page too, without a date of its own.
    const serviceOnly = services
      .flatMap((service) => service.technologies)
      .find(
        (name, _, all) =>
          all.filter((other) => other === name).length >= 2 &&
          !["React", "Node.js", "GraphQL", "Go"].includes(name),
      );
    expect(serviceOnly).toBeDefined();
    expect(dates.has(slugify(serviceOnly as string))).toBe(true);
    expect(dates.get(slugify(serviceOnly as string))).toBeUndefined();
  });

  it("serves the fixed pages with the legal pages' date", async () => {
    const urls = (await sitemapUrls("pages.xml", { siteUrl, now })) ?? [];
    expect(urls.map((url) => url.loc)).toContain(`${siteUrl}/services/web-development`);
    expect(urls.find((url) => url.loc === `${siteUrl}/privacy-policy`)?.lastmod).toEqual(
      new Date("2024-01-01T00:00:00Z"),
    );
  });
});
