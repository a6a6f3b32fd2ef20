import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { aiUseCases } from "~/content/ai-use-cases";
import { services } from "~/content/services";
import { technologies } from "~/content/technologies";
import { clearContentCaches } from "~/lib/content-caches.server";
import { slugify } from "~/lib/slugify";
import { blogPosts, jobPosts } from "../../../db/schema/index.ts";
import { truncate } from "../../../tests/support/test-database";
import { setUpTestDatabase } from "../../../tests/support/test-database-hooks.ts";
import { loadTagPage } from "./tag-page.server";
import {
  findTag,
  getTagIndex,
  listTagJobs,
  listTagPosts,
  type TagSummary,
  tagCountsRetainedMs,
  tagCountsStaleMs,
} from "./tags.server";

const now = new Date("2025-06-15T12:00:00Z").getTime();
const minute = 60_000;
const day = 24 * 60 * minute;
const at = (offset: number) => new Date(now + offset);

/** Service cards are the services and the AI use cases (both list technologies). */
const serviceCards = [...services, ...aiUseCases];
const servicesWith = (technology: string) =>
  serviceCards.filter((card) => (card.technologies as readonly string[]).includes(technology))
    .length;

let sequence = 0;
function post(tags: string[], overrides: Partial<typeof blogPosts.$inferInsert> = {}) {
  sequence += 1;
  return {
    slug: `tag-test-post-${sequence}`,
    title: `Post ${sequence}`,
    excerpt: `Excerpt of post ${sequence}`,
    status: "published" as const,
    publishDate: at(-sequence * day),
    tags,
    ...overrides,
  };
}

function job(tags: string[], overrides: Partial<typeof jobPosts.$inferInsert> = {}) {
  sequence += 1;
  return {
    slug: `tag-test-job-${sequence}`,
    title: `Job ${sequence}`,
    companyName: "Tag Co",
    location: "Remote",
    description: `Description of job ${sequence}`,
    jobType: "full-time" as const,
    experienceLevel: "mid" as const,
    createdAt: at(-sequence * day),
    tags,
    ...overrides,
  };
}

describe("tag pages' data", () => {
  const database = setUpTestDatabase();
  const index = async (offset = 0) => (await getTagIndex({ now: now + offset })).tags;
  const byTag = (tags: TagSummary[], name: string) =>
    tags.find((tag) => tag.tag.toLowerCase() === name.toLowerCase());

  beforeAll(async () => {
    process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "site-tags-"));
  });

  afterAll(async () => {
    clearContentCaches();
  });

  beforeEach(async () => {
    clearContentCaches();
    sequence = 0;
    await truncate(database(), "blog_posts", "job_posts");
    await database()
      .db.insert(blogPosts)
      .values([
        post(["React", "TypeScript"], { title: "React hooks in depth" }),
        post(["React", "react"], { title: "Server components", excerpt: "Streaming HTML" }),
        post(["react", "Node.js"]),
        post(["Node.js"]),
        post(["kotlin"]),
        post(["kotlin"]),
        post(["Kotlin"]),
        post(["React"], { status: "draft", slug: "draft-react" }),
        post(["React", "Scheduled Only"], { slug: "scheduled-react", publishDate: at(5 * minute) }),
      ]);
    await database()
      .db.insert(jobPosts)
      .values([
        job(["React", "nodejs"], { title: "Senior React engineer" }),
        job(["REACT"], { title: "Frontend lead", description: "Design systems" }),
        job(["React"], { isActive: false, slug: "inactive-react" }),
        job(["React"], { slug: "expired-react", applicationDeadline: at(-day) }),
        job(["React"], { slug: "closing-react", applicationDeadline: at(30 * minute) }),
      ]);
  });

  it("counts readable posts, open jobs and services per tag, once per item", async () => {
    const react = byTag(await index(), "react");
    // Posts 1-3 (post 2 carries React twice); not the draft, not the scheduled post.
    expect(react).toMatchObject({
      tag: "React",
      slug: "react",
      blogs: 3,
      jobs: 3,
      services: servicesWith("React"),
    });
    expect(react?.count).toBe(3 + 3 + servicesWith("React"));
    expect(react?.spellings.sort()).toEqual(["REACT", "React", "react"]);
  });

  it("names a tag by its most common spelling", async () => {
    const tags = await index();
    expect(byTag(tags, "kotlin")).toMatchObject({ tag: "kotlin", slug: "kotlin", blogs: 3 });
    expect(byTag(tags, "scheduled only")).toBeUndefined();
  });

  it("merges spellings that differ only in separators, services included", async () => {
    const tags = await index();
    const node = byTag(tags, "Node.js");
    expect(node).toMatchObject({ tag: "Node.js", slug: "node-js", blogs: 2, jobs: 1 });
    expect(node?.services).toBe(servicesWith("Node.js"));
    expect(byTag(tags, "nodejs")).toBeUndefined();
    // A technology only services list is a tag too.
    expect(byTag(tags, "Flutter")?.services).toBe(servicesWith("Flutter"));
  });

  it("sorts tags by count", async () => {
    const counts = (await index()).map((tag) => tag.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it("finds a tag from a misspelt URL", async () => {
    const { match } = await findTag("Reactt", { now });
    expect(match).toMatchObject({ kind: "typo", tag: { slug: "react" } });
    expect((await findTag("node js", { now })).match?.tag.slug).toBe("node-js");
    expect((await findTag("nothing-like-it", { now })).match).toBeNull();
  });

  it("knows every catalogued technology, even one no content uses yet", async () => {
    const unused = technologies.find(
      (technology) =>
        !serviceCards.some((card) => card.technologies.some((name) => name === technology.name)),
    );
    const { match } = await findTag(slugify(unused?.name ?? ""), { now });
    expect(match?.tag).toMatchObject({ tag: unused?.name, count: 0, blogs: 0, jobs: 0 });
  });

  it("lists a tag's posts newest first, any spelling, searchable", async () => {
    const react = byTag(await index(), "react") as TagSummary;
    const all = await listTagPosts(react, { limit: 10, now: at(0) });
    expect(all.total).toBe(3);
    expect(all.posts.map((item) => item.title)).toEqual([
      "React hooks in depth",
      "Server components",
      "Post 3",
    ]);
    const page = await listTagPosts(react, { limit: 2, offset: 2, now: at(0) });
    expect(page).toMatchObject({ total: 3, posts: [{ title: "Post 3" }] });
    const searched = await listTagPosts(react, { q: "STREAMING", limit: 10, now: at(0) });
    expect(searched.posts.map((item) => item.title)).toEqual(["Server components"]);
    expect(searched.total).toBe(1);
    expect((await listTagPosts(react, { q: "100%", limit: 10, now: at(0) })).total).toBe(0);
  });

  it("lists a tag's open jobs newest first, searchable", async () => {
    const react = byTag(await index(), "react") as TagSummary;
    const all = await listTagJobs(react, { limit: 10, now: at(0) });
    expect(all.jobs.map((item) => item.title)).toEqual([
      "Senior React engineer",
      "Frontend lead",
      "Job 14",
    ]);
    expect(all.total).toBe(3);
    const searched = await listTagJobs(react, { q: "design SYSTEMS", limit: 10, now: at(0) });
    expect(searched.jobs.map((item) => item.slug)).toEqual([all.jobs[1]?.slug]);
  });

  it("keeps counts for 10 minutes until invalidated", async () => {
    expect(byTag(await index(), "kotlin")?.blogs).toBe(3);
    await database()
      .db.insert(blogPosts)
      .values(post(["Kotlin"]));
    expect(byTag(await index(minute), "kotlin")?.blogs).toBe(3);
    clearContentCaches();
    expect(byTag(await index(minute), "kotlin")?.blogs).toBe(4);
  });

  it("serves stale counts after 10 minutes while fresh ones load", async () => {
    // Nothing scheduled: only the age of the counts matters here.
    await database().db.delete(jobPosts);
    await database().db.delete(blogPosts);
    await database()
      .db.insert(blogPosts)
      .values(post(["Kotlin"]));
    await index();
    await database()
      .db.insert(jobPosts)
      .values(job(["Kotlin"], { createdAt: at(-minute) }));
    // The first request after 10 minutes gets the old counts and starts a reload ...
    const stale = tagCountsStaleMs + minute;
    expect(byTag(await index(stale), "kotlin")?.jobs).toBe(0);
    // ... which the next request sees.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await getTagIndex({ now: now + stale });
    expect(byTag(await index(stale + 1), "kotlin")?.jobs).toBe(1);
  });

  it("reloads when a scheduled post comes due or a deadline passes", async () => {
    expect(byTag(await index(), "react")).toMatchObject({ blogs: 3, jobs: 3 });
    // The scheduled post is due after 5 minutes.
    expect(byTag(await index(6 * minute), "react")).toMatchObject({ blogs: 4, jobs: 3 });
    // The closing job's deadline passes after 30 minutes.
    expect(byTag(await index(31 * minute), "react")).toMatchObject({ blogs: 4, jobs: 2 });
  });

  it("does not serve counts older than 30 minutes", async () => {
    await database().db.delete(jobPosts);
    await database().db.delete(blogPosts);
    await index();
    await database()
      .db.insert(blogPosts)
      .values(post(["Elixir"]));
    expect(byTag(await index(tagCountsRetainedMs + minute), "elixir")?.blogs).toBe(1);
  });

  describe("the tag page", () => {
    const load = (path: string, tag: string) =>
      loadTagPage(new Request(`http://localhost${path}`), tag, { now });

    it("redirects other spellings and typos to the canonical slug, keeping the query", async () => {
      await index();
      expect(await load("/tags/React?tab=blogs&q=x", "React")).toEqual({
        kind: "redirect",
        location: "/tags/react?tab=blogs&q=x",
      });
      expect(await load("/tags/nodejs", "nodejs")).toEqual({
        kind: "redirect",
        location: "/tags/node-js",
      });
    });

    it("answers an unknown tag with the cloud", async () => {
      const result = await load("/tags/zzqx", "zzqx");
      expect(result.kind).toBe("not-found");
      if (result.kind === "not-found") expect(result.cloud.length).toBeGreaterThan(0);
    });

    it("counts each tab and lists the selected one, a page past the end clamped", async () => {
      await index();
      const all = await load("/tags/react", "react");
      if (all.kind !== "page") throw new Error(all.kind);
      const services = servicesWith("React");
      expect(all.data.counts).toEqual({ all: 6 + services, blogs: 3, jobs: 3, services });
      expect(all.data.posts).toHaveLength(3);
      expect(all.data.jobs).toHaveLength(3);
      expect(all.data.technology?.name).toBe("React");

      const jobs = await load("/tags/react?tab=jobs&page=9", "react");
      if (jobs.kind !== "page") throw new Error(jobs.kind);
      expect(jobs.data.query).toMatchObject({ tab: "jobs", page: 1 });
      expect(jobs.data.posts).toEqual([]);
      expect(jobs.data.jobs).toHaveLength(3);
      expect(jobs.data.counts.blogs).toBe(3);

      // Without a search the totals are the cached counts; a search counts in the database().
      await database()
        .db.insert(blogPosts)
        .values(post(["React"], { title: "Streaming later" }));
      const cached = await load("/tags/react?tab=blogs", "react");
      if (cached.kind !== "page") throw new Error(cached.kind);
      expect(cached.data.counts.blogs).toBe(3);

      const searched = await load("/tags/react?q=streaming", "react");
      if (searched.kind !== "page") throw new Error(searched.kind);
      expect(searched.data.counts).toMatchObject({ all: 2, blogs: 2, jobs: 0, services: 0 });
    });
  });
});
