import { existsSync } from "node:fs";
import path from "node:path";
import { and, count, eq, inArray, not } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appMeta, blogCategories, blogPosts, jobPosts } from "../../../db/schema/index.ts";
import { seedDemoContent, seedIfEmpty } from "../../../db/seed/index.ts";
import { serviceTopicJobs } from "../../../db/seed/jobs.ts";
import { serviceTopicPosts } from "../../../db/seed/posts/service-topics.ts";
import { countWords, postSeed } from "../../../db/seed/posts.ts";
import { openTestDatabase } from "../../../tests/support/test-database.ts";
import { markdownToHtml } from "./markdown.server.ts";
import { postDefaults } from "./post-view.ts";
import { publishedPostCondition } from "./posts.server.ts";

type Database = Awaited<ReturnType<typeof openTestDatabase>>;
type PostRow = typeof blogPosts.$inferSelect;

const specCategories = [
  "web-development",
  "mobile-development",
  "ai-ml",
  "business",
  "case-studies",
  "news",
];
const dayMs = 24 * 60 * 60 * 1000;

/** The facts other features and their tests rely on (see the issue-5 brief). */
const fixedPosts: Record<string, Partial<PostRow>> = {
  "react-server-components-in-production": {
    categoryId: "web-development",
    template: null,
    tags: ["React", "TypeScript", "Performance"],
    legacyUrl: "/post/react-server-components-guide",
  },
  "kotlin-multiplatform-vs-flutter": {
    categoryId: "mobile-development",
    tags: ["Kotlin", "Flutter", "Mobile"],
  },
  "llm-evaluation-playbook-2026": {
    categoryId: "ai-ml",
    canonicalUrl: "/knowledge-center/llm-evaluation-playbook",
    tags: ["LLM", "Python", "Machine Learning"],
  },
  "logistics-data-platform-case-study": {
    categoryId: "case-studies",
    template: null,
    legacyUrl: "/post/logistics-data-platform",
    tags: ["Data Engineering", "Apache Kafka", "AWS"],
  },
  "quillstack-achieves-iso-27001-2022": {
    categoryId: "news",
    template: null,
    tags: ["Security", "Compliance"],
  },
  "hiring-remote-developers-in-48-hours": {
    categoryId: "business",
    template: null,
    tags: ["Remote Work", "Hiring"],
  },
  "estimating-software-projects-with-monte-carlo": {
    categoryId: "business",
    template: "technical",
    tags: ["Project Management", "Python"],
  },
  "notes-from-our-first-hackathon": {
    categoryId: "news",
    authorName: "Lucas Moreau",
    authorRole: "Director of Delivery",
    image: "/images/blog/covers/notes-from-our-first-hackathon.svg",
  },
  "draft-graphql-federation-notes": { status: "draft" },
  "draft-flutter-state-management": { status: "draft" },
  "ai-agents-in-the-enterprise": { status: "published" },
};

async function rowsBySlug(database: Database): Promise<Map<string, PostRow>> {
  const rows = await database.db.select().from(blogPosts);
  return new Map(rows.map((row) => [row.slug, row]));
}

/** Every site path of an image a post refers to: cover, social images, avatar, body images. */
function imagePaths(row: PostRow): string[] {
  const inBody = [...row.content.matchAll(/!\[[^\]]*\]\(([^)\s]+)[^)]*\)/g)].map(
    (match) => match[1] ?? "",
  );
  return [row.image, row.ogImage, row.twitterImage, row.authorImage, ...inBody].filter(
    (value): value is string => Boolean(value),
  );
}

describe("knowledge-center demo posts", () => {
  let database: Database;
  let seededAt: Date;

  beforeAll(async () => {
    database = await openTestDatabase({ migrate: true });
    seededAt = new Date();
    await seedDemoContent(database.db);
  });
  afterAll(() => database.cleanup());

  it("publishes at least 24 readable posts across the spec's six categories and more", async () => {
    const rows = await database.db
      .select({ categoryId: blogPosts.categoryId, posts: count() })
      .from(blogPosts)
      .where(publishedPostCondition())
      .groupBy(blogPosts.categoryId);
    const total = rows.reduce((sum, row) => sum + row.posts, 0);
    expect(total).toBeGreaterThanOrEqual(24);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    const categories = rows.map((row) => row.categoryId);
    expect(categories).toEqual(expect.arrayContaining(specCategories));
    for (const row of rows) expect(row.posts, String(row.categoryId)).toBeGreaterThanOrEqual(2);
  });

  it("keeps drafts and the scheduled post off the site", async () => {
    const visible = await database.db
      .select({ slug: blogPosts.slug })
      .from(blogPosts)
      .where(publishedPostCondition());
    const slugs = visible.map((row) => row.slug);
    for (const hidden of [
      "draft-graphql-federation-notes",
      "draft-flutter-state-management",
      "ai-agents-in-the-enterprise",
    ]) {
      expect(slugs).not.toContain(hidden);
    }
    const scheduled = (await rowsBySlug(database)).get("ai-agents-in-the-enterprise");
    const ahead = (scheduled?.publishDate.getTime() ?? 0) - seededAt.getTime();
    expect(ahead).toBeGreaterThan(29 * dayMs);
    expect(ahead).toBeLessThan(31 * dayMs);
    // Still visible to nobody a week from now, and to everyone once its day has come.
    const inAWeek = new Date(seededAt.getTime() + 7 * dayMs);
    const inTwoMonths = new Date(seededAt.getTime() + 60 * dayMs);
    const countAt = async (now: Date) =>
      (
        await database.db
          .select({ slug: blogPosts.slug })
          .from(blogPosts)
          .where(
            and(publishedPostCondition(now), eq(blogPosts.slug, "ai-agents-in-the-enterprise")),
          )
      ).length;
    expect(await countAt(inAWeek)).toBe(0);
    expect(await countAt(inTwoMonths)).toBe(1);
  });

  it("dates every other post in the past, spread over 2022 to 2026", async () => {
    const rows = await database.db
      .select({ slug: blogPosts.slug, publishDate: blogPosts.publishDate })
      .from(blogPosts)
      .where(not(eq(blogPosts.slug, "ai-agents-in-the-enterprise")));
    const years = new Set(rows.map((row) => row.publishDate.getUTCFullYear()));
    expect([...years].sort()).toEqual([2022, 2024, 2025, 2026]);
    for (const row of rows) expect(row.publishDate.getTime(), row.slug).toBeLessThan(Date.now());
  });

  it("holds the fixed posts exactly as other features rely on them", async () => {
    const rows = await rowsBySlug(database);
    for (const [slug, facts] of Object.entries(fixedPosts)) {
      const row = rows.get(slug);
      expect(row, slug).toBeDefined();
      expect(row, slug).toMatchObject(facts);
    }
    expect(rows.get("react-server-components-in-production")?.content).toContain("```tsx");
    const withLegacy = [...rows.values()].filter((row) => row.legacyUrl);
    expect(withLegacy.length).toBeGreaterThanOrEqual(4);
    for (const row of withLegacy) expect(row.legacyUrl).toMatch(/^\/post\/[a-z0-9-]+$/);
  });

  it("gives every post 3 to 6 tags, an excerpt, and a read time that fits its length", async () => {
    const rows = await rowsBySlug(database);
    for (const row of rows.values()) {
      expect(row.excerpt.length, row.slug).toBeGreaterThan(40);
      expect(countWords(row.content), row.slug).toBeGreaterThanOrEqual(300);
      if (!(row.slug in fixedPosts)) {
        expect(row.tags.length, row.slug).toBeGreaterThanOrEqual(3);
        expect(row.tags.length, row.slug).toBeLessThanOrEqual(6);
      }
      const minutes = countWords(row.content) / 200;
      expect(row.readTime, row.slug).toBeGreaterThanOrEqual(Math.floor(minutes));
      expect(row.readTime, row.slug).toBeLessThanOrEqual(Math.ceil(minutes) + 1);
    }
  });

  it("signs every post with a real author and gives it its own cover, not the defaults", async () => {
    const rows = await rowsBySlug(database);
    for (const row of rows.values()) {
      expect(row.authorName, row.slug).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
      expect(row.authorName, row.slug).not.toBe(postDefaults.authorName);
      expect(row.authorRole, row.slug).toBeTruthy();
      expect(row.authorImage, row.slug).toMatch(/^\/images\/blog\/authors\/[a-z-]+\.svg$/);
      expect(row.image, row.slug).toBe(`/images/blog/covers/${row.slug}.svg`);
      expect(row.image, row.slug).not.toBe(postDefaults.image);
    }
  });

  it("refers only to images that exist under public/", async () => {
    const rows = await rowsBySlug(database);
    const missing = [...rows.values()].flatMap((row) =>
      imagePaths(row)
        .filter((image) => !existsSync(path.join("public", image)))
        .map((image) => `${row.slug}: ${image}`),
    );
    expect(missing).toEqual([]);
    expect(existsSync("public/images/blog/placeholder.svg")).toBe(true);
  });

  it("renders every body through the site's Markdown renderer with sections", async () => {
    const rows = await rowsBySlug(database);
    for (const row of rows.values()) {
      const html = markdownToHtml(row.content, { highlight: true });
      expect(html, row.slug).toMatch(/<h2 id="[^"]+">/);
      expect(html, row.slug).not.toContain("<script");
    }
    const technical = markdownToHtml(
      rows.get("react-server-components-in-production")?.content ?? "",
      { highlight: true },
    );
    expect(technical).toContain('class="hljs language-tsx"');
    expect(technical).toContain("<table>");
  });

  it("adds nothing when seeded again", async () => {
    const before = await database.db.select({ posts: count() }).from(blogPosts);
    await seedDemoContent(database.db);
    expect(await seedIfEmpty(database.db)).toBe(false);
    const after = await database.db.select({ posts: count() }).from(blogPosts);
    expect(after).toEqual(before);
    expect(before[0]?.posts).toBe(postSeed.length);
  });
});

describe("per-set seed markers", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase({ migrate: true });
  });
  afterAll(() => database.cleanup());

  it("gives a database seeded before posts existed the posts once, then leaves deletions", async () => {
    // A database from before the knowledge center: the first content set and its marker only.
    await seedDemoContent(database.db);
    await database.db.delete(blogPosts);
    await database.db
      .delete(blogCategories)
      .where(inArray(blogCategories.id, ["cloud-devops", "data-engineering"]));
    await database.db.delete(appMeta).where(eq(appMeta.key, "blog_posts_seeded_at"));

    expect(await seedIfEmpty(database.db)).toBe(true);
    const seeded = await database.db.select({ posts: count() }).from(blogPosts);
    expect(seeded[0]?.posts).toBe(postSeed.length);

    await database.db
      .delete(blogPosts)
      .where(eq(blogPosts.slug, "react-server-components-in-production"));
    expect(await seedIfEmpty(database.db)).toBe(false);
    const gone = await database.db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.slug, "react-server-components-in-production"));
    expect(gone).toEqual([]);

    const markers = await database.db.select({ key: appMeta.key }).from(appMeta);
    expect(markers.map((marker) => marker.key)).toEqual(
      expect.arrayContaining(["demo_content_seeded_at", "blog_posts_seeded_at"]),
    );
  });
});

describe("service topic posts and jobs", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase({ migrate: true });
  });
  afterAll(() => database.cleanup());

  it("reach a database seeded before they existed, once", async () => {
    await seedDemoContent(database.db);
    const postSlugs = serviceTopicPosts.map((post) => post.slug);
    const jobSlugs = serviceTopicJobs.map((job) => job.slug);
    // A database from before the set: without its rows and its marker.
    await database.db.delete(blogPosts).where(inArray(blogPosts.slug, postSlugs));
    await database.db.delete(jobPosts).where(inArray(jobPosts.slug, jobSlugs));
    await database.db.delete(appMeta).where(eq(appMeta.key, "service_topics_seeded_at"));

    expect(await seedIfEmpty(database.db)).toBe(true);
    const posts = await database.db
      .select({ slug: blogPosts.slug })
      .from(blogPosts)
      .where(inArray(blogPosts.slug, postSlugs));
    expect(posts).toHaveLength(postSlugs.length);
    const jobs = await database.db
      .select({ slug: jobPosts.slug })
      .from(jobPosts)
      .where(inArray(jobPosts.slug, jobSlugs));
    expect(jobs).toHaveLength(jobSlugs.length);

    await database.db.delete(jobPosts).where(eq(jobPosts.slug, jobSlugs[0] as string));
    expect(await seedIfEmpty(database.db)).toBe(false);
    const deleted = await database.db
      .select()
      .from(jobPosts)
      .where(eq(jobPosts.slug, jobSlugs[0] as string));
    expect(deleted).toEqual([]);
  });
});
