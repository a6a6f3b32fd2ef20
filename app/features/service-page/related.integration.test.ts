import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listOpenJobsInCategories } from "~/features/jobs/jobs.server";
import { jobPosts } from "../../../db/schema/index.ts";
import { seedCategories } from "../../../db/seed/categories.ts";
import { openTestDatabase } from "../../../tests/support/test-database";
import { streamRelatedArticles, streamRelatedJobs } from "./related.server";

const now = new Date("2025-06-15T12:00:00Z");
const day = 24 * 60 * 60_000;

function job(slug: string, categoryId: string, ageDays: number, extra = {}) {
  return {
    slug,
    title: slug,
    companyName: "Acme",
    location: "Remote",
    description: "x".repeat(600),
    jobType: "full-time" as const,
    experienceLevel: "mid" as const,
    categoryId,
    tags: ["React", "TypeScript", "Node.js", "PostgreSQL", "Docker", "AWS"],
    createdAt: new Date(now.getTime() - ageDays * day),
    ...extra,
  };
}

describe("service page related jobs", () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;

  beforeAll(async () => {
    database = await openTestDatabase({ migrate: true });
    await seedCategories(database.db);
    await database.db.insert(jobPosts).values([
      job("eng-old", "engineering", 9),
      job("design-new", "design", 1),
      job("eng-newest-inactive", "engineering", 0, { isActive: false }),
      job("eng-expired", "engineering", 0, {
        applicationDeadline: new Date(now.getTime() - day),
      }),
      job("eng-mid", "engineering", 3),
      job("qa-newest", "quality", 0),
      job("eng-new", "engineering", 2),
    ]);
  });

  let closed = false;
  afterAll(async () => {
    if (!closed) await database.cleanup();
  });

  it("lists up to 3 open jobs of the categories, newest created_at first", async () => {
    const jobs = await listOpenJobsInCategories(["engineering", "design"], { now });
    expect(jobs.map((row) => row.slug)).toEqual(["design-new", "eng-new", "eng-mid"]);
    expect(jobs[0]?.category).toMatchObject({ id: "design", name: "Design" });
    expect(jobs[0]?.description.length).toBeLessThanOrEqual(400);
  });

  it("keeps only jobs carrying one of the tags, ignoring case", async () => {
    await database.db
      .insert(jobPosts)
      .values([job("eng-solidity", "engineering", 4, { tags: ["Solidity", "Foundry"] })]);
    const jobs = await listOpenJobsInCategories(["engineering"], {
      now,
      anyTags: ["solidity ", "Rust"],
    });
    expect(jobs.map((row) => row.slug)).toEqual(["eng-solidity"]);
    await database.db.delete(jobPosts).where(eq(jobPosts.slug, "eng-solidity"));
  });

  it("filters by one category with equality and gives nothing for none", async () => {
    const jobs = await listOpenJobsInCategories(["engineering"], { now, limit: 10 });
    expect(jobs.map((row) => row.slug)).toEqual(["eng-new", "eng-mid", "eng-old"]);
    expect(await listOpenJobsInCategories([], { now })).toEqual([]);
  });

  it("streams related lists for a page (empty categories give empty lists)", async () => {
    const page = {
      slug: "test",
      blogCategoryIds: ["news"],
      blogTags: [],
      jobCategoryIds: ["business"],
      jobTags: [],
    };
    expect(await streamRelatedJobs(page)).toEqual([]);
    expect(await streamRelatedArticles(page)).toEqual([]);
  });

  it("turns a failing query into null (the block is hidden)", async () => {
    await database.cleanup();
    closed = true;
    const page = {
      slug: "broken",
      blogCategoryIds: ["ai-ml"],
      blogTags: ["LLM"],
      jobCategoryIds: ["data-ai"],
      jobTags: ["LLMs"],
    };
    expect(await streamRelatedJobs(page)).toBeNull();
    expect(await streamRelatedArticles(page)).toBeNull();
  });
});
