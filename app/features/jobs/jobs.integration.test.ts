import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { clearContentCaches } from "~/lib/content-caches.server";
import { jobPosts } from "../../../db/schema/index.ts";
import { seedDemoContent } from "../../../db/seed/index.ts";
import { demoJobRows, seedJobs } from "../../../db/seed/jobs.ts";
import { setUpTestDatabase } from "../../../tests/support/test-database-hooks.ts";
import { type BoardFilters, parseBoardFilters } from "./filters";
import {
  cachedRelatedJobs,
  getBoardStats,
  getOpenJobBySlug,
  isClosedJobSlug,
  listBoardJobs,
  listFeedJobs,
  listInternships,
  listJobCategories,
  listRelatedJobs,
  unfilteredBoard,
} from "./jobs.server";

const now = new Date("2025-06-15T12:00:00Z");
const minute = 60_000;
const day = 24 * 60 * minute;
const demo = demoJobRows(now);
const isOpen = (row: (typeof demo)[number]) =>
  row.isActive && (row.applicationDeadline === null || row.applicationDeadline > now);
const board = (query: string, pageSize?: number) =>
  listBoardJobs(parseBoardFilters(new URLSearchParams(query)), { now, pageSize });

/** Every job of the board for these filters, all pages. */
async function everyJob(filters: Partial<BoardFilters>) {
  const result = await listBoardJobs({ q: "", page: 1, ...filters }, { now, pageSize: 500 });
  return result.jobs;
}

describe("careers board queries", () => {
  const database = setUpTestDatabase();

  beforeAll(async () => {
    process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "site-jobs-"));
    await seedDemoContent(database().db);
    // The seed dates its jobs from today; date them from a fixed clock instead, then add this
    // file's fixtures against the same clock.
    await database().db.delete(jobPosts);
    await seedJobs(database().db, now);
    await database()
      .db.insert(jobPosts)
      .values([
        {
          slug: "percent-remote-role",
          title: "100% Remote_Role Engineer",
          companyName: "Escape Co",
          location: "Remote (Spain)",
          description: "Checks that % and _ are literal in search.",
          jobType: "contract",
          experienceLevel: "mid",
          categoryId: "quality",
          createdAt: new Date(now.getTime() - 90 * day),
        },
        {
          slug: "expired-a-minute-ago",
          title: "Expired A Minute Ago",
          companyName: "Clockwork",
          location: "Berlin, Germany",
          description: "Closed just now.",
          jobType: "full-time",
          experienceLevel: "mid",
          categoryId: "engineering",
          applicationDeadline: new Date(now.getTime() - minute),
          createdAt: new Date(now.getTime() - minute),
        },
        {
          slug: "closes-in-a-minute",
          title: "Closes In A Minute",
          companyName: "Clockwork",
          location: "Berlin, Germany",
          description: "Still open.",
          jobType: "full-time",
          experienceLevel: "mid",
          categoryId: "engineering",
          applicationDeadline: new Date(now.getTime() + minute),
          createdAt: new Date(now.getTime() - 91 * day),
        },
        {
          slug: "no-category-job",
          title: "Generalist Without Category",
          companyName: "Clockwork",
          location: "Remote (Ireland)",
          description: "Has no category.",
          jobType: "part-time",
          experienceLevel: "entry",
          categoryId: null,
          createdAt: new Date(now.getTime() - 92 * day),
        },
      ]);
  });

  it("lists open jobs only, internships hidden, featured first then newest", async () => {
    const jobs = await everyJob({});
    const expected = demo.filter((row) => isOpen(row) && row.jobType !== "internship");
    // + the % job, the one closing in a minute and the uncategorised one; not the expired one.
    expect(jobs).toHaveLength(expected.length + 3);
    const slugs = jobs.map((job) => job.slug);
    expect(slugs).not.toContain("expired-a-minute-ago");
    expect(slugs).toContain("closes-in-a-minute");
    for (const row of demo.filter((row) => !isOpen(row))) expect(slugs).not.toContain(row.slug);
    expect(jobs.every((job) => job.jobType !== "internship")).toBe(true);

    const featured = jobs.filter((job) => job.isFeatured);
    expect(jobs.slice(0, featured.length).every((job) => job.isFeatured)).toBe(true);
    const rest = jobs.slice(featured.length).map((job) => job.createdAt);
    expect(rest).toEqual([...rest].sort().reverse());
  });

  it("pages by 20 with a total, and answers a page past the end with the last page", async () => {
    const all = await everyJob({});
    const first = await board("");
    expect(first).toMatchObject({ total: all.length, page: 1, pageSize: 20 });
    expect(first.pageCount).toBe(Math.ceil(all.length / 20));
    expect(first.jobs.map((job) => job.slug)).toEqual(all.slice(0, 20).map((job) => job.slug));
    const second = await board("page=2");
    expect(second.jobs.map((job) => job.slug)).toEqual(all.slice(20, 40).map((job) => job.slug));
    const beyond = await board("page=99");
    expect(beyond.page).toBe(first.pageCount);
    expect(beyond.jobs.map((job) => job.slug)).toEqual(second.jobs.map((job) => job.slug));
  });

  it("shows internships only under the Internship filter, open ones only", async () => {
    const jobs = await everyJob({ type: "internship" });
    const expected = demo.filter((row) => isOpen(row) && row.jobType === "internship");
    expect(jobs.map((job) => job.slug).sort()).toEqual(expected.map((row) => row.slug).sort());
    expect(expected.length).toBeGreaterThan(0);
    expect(demo.some((row) => !isOpen(row) && row.jobType === "internship")).toBe(true);
  });

  it.each(["full-time", "part-time", "contract", "freelance"] as const)(
    "filters by type %s",
    async (type) => {
      const jobs = await everyJob({ type });
      expect(jobs.length).toBeGreaterThan(0);
      expect(jobs.every((job) => job.jobType === type)).toBe(true);
      const expected = demo.filter((row) => isOpen(row) && row.jobType === type);
      expect(jobs.filter((job) => demo.some((row) => row.slug === job.slug))).toHaveLength(
        expected.length,
      );
    },
  );

  it.each(["entry", "mid", "senior", "executive"] as const)(
    "filters by level %s",
    async (level) => {
      const jobs = await everyJob({ level });
      expect(jobs.length).toBeGreaterThan(0);
      expect(jobs.every((job) => job.experienceLevel === level)).toBe(true);
    },
  );

  it("reads 'mid-level' as Mid Level", async () => {
    const spelled = await board("level=mid-level");
    const short = await board("level=mid");
    expect(spelled.total).toBe(short.total);
    expect(spelled.total).toBeGreaterThan(0);
  });

  it("filters by category, with the category on each card", async () => {
    const categories = await listJobCategories();
    expect(categories.map((category) => category.name)).toEqual(
      [...categories.map((category) => category.name)].sort((a, b) => a.localeCompare(b)),
    );
    for (const category of categories) {
      const jobs = await everyJob({ category: category.id });
      expect(jobs.length).toBeGreaterThan(0);
      expect(jobs.every((job) => job.category?.id === category.id)).toBe(true);
      expect(jobs[0]?.category).toEqual({
        id: category.id,
        name: category.name,
        color: category.color,
      });
    }
    expect(await everyJob({ category: "no-such-category" })).toEqual([]);
    const uncategorised = (await everyJob({ q: "Generalist" }))[0];
    expect(uncategorised?.category).toBeNull();
  });

  it("combines filters", async () => {
    const jobs = await everyJob({ category: "engineering", type: "full-time", level: "senior" });
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) {
      expect(job).toMatchObject({ jobType: "full-time", experienceLevel: "senior" });
      expect(job.category?.id).toBe("engineering");
    }
  });

  it("searches title, company, location and description, ignoring case", async () => {
    const titles = await everyJob({ q: "MACHINE learning" });
    expect(titles.map((job) => job.slug)).toEqual(["machine-learning-engineer-llms"]);
    const company = await everyJob({ q: "halcyon" });
    expect(company.length).toBeGreaterThan(0);
    expect(company.every((job) => job.companyName === "Halcyon Ledger")).toBe(true);
    const location = await everyJob({ q: "toronto" });
    expect(location.length).toBeGreaterThan(0);
    expect(location.every((job) => job.location.includes("Toronto"))).toBe(true);
    // Only in a description (not title, company or location).
    const description = await everyJob({ q: "OFFLINE-FIRST SYNC" });
    expect(description.map((job) => job.slug)).toEqual([
      "mobile-engineer-flutter-marigold-learning",
    ]);
    expect(await everyJob({ q: "zzz-nothing-like-this" })).toEqual([]);
  });

  it("never matches text that runs from one searched column into the next", async () => {
    // "Escape Co" then "Remote (Spain)": the columns are searched as one text joined by line
    // breaks (for the trigram index), which must not let a match cross from one to the other.
    expect(await everyJob({ q: "Escape Co Remote" })).toEqual([]);
    expect(await everyJob({ q: "co remote (spain)" })).toEqual([]);
    expect((await everyJob({ q: "escape co" })).map((job) => job.slug)).toEqual([
      "percent-remote-role",
    ]);
    // Text with a line break (not from the board's form, which collapses whitespace) is searched
    // column by column.
    expect(await everyJob({ q: "Escape Co\nRemote" })).toEqual([]);
    expect(await everyJob({ q: "Escape Co\n" })).toEqual([]);
  });

  it("treats % and _ in the search as plain characters", async () => {
    expect((await everyJob({ q: "100%" })).map((job) => job.slug)).toEqual(["percent-remote-role"]);
    expect((await everyJob({ q: "%" })).map((job) => job.slug)).toEqual(["percent-remote-role"]);
    expect((await everyJob({ q: "t_r" })).map((job) => job.slug)).toEqual([]);
    expect((await everyJob({ q: "_Role" })).map((job) => job.slug)).toEqual([
      "percent-remote-role",
    ]);
    expect((await everyJob({ q: "\\" })).map((job) => job.slug)).toEqual([]);
  });

  it("counts a search's matches up to the limit, says when it stopped, and pages no further", async () => {
    const matches = await everyJob({ q: "engineer" });
    expect(matches.length).toBeGreaterThan(6);
    const search = (page: number, countLimit: number) =>
      listBoardJobs({ q: "engineer", page }, { now, pageSize: 2, countLimit });
    // Exactly at the limit: nothing more matched, the count is exact.
    const exact = await search(1, matches.length);
    expect(exact).toMatchObject({ total: matches.length, totalIsCapped: false });
    // Below it: "5+", and the pages (of two) reach the first five matches and no further.
    const capped = await search(1, 5);
    expect(capped).toMatchObject({ total: 5, totalIsCapped: true, pageCount: 3, page: 1 });
    expect(capped.jobs.map((job) => job.slug)).toEqual(matches.slice(0, 2).map((job) => job.slug));
    const last = await search(3, 5);
    expect(last.page).toBe(3);
    expect(last.jobs.map((job) => job.slug)).toEqual(matches.slice(4, 6).map((job) => job.slug));
    // A far page is answered with the last reachable one.
    const far = await search(500, 5);
    expect(far.page).toBe(3);
    expect(far.jobs.map((job) => job.slug)).toEqual(last.jobs.map((job) => job.slug));
    // Filters without a search are counted exactly, whatever the limit.
    const unsearched = await listBoardJobs({ q: "", page: 1 }, { now, pageSize: 2, countLimit: 1 });
    expect(unsearched).toMatchObject({ total: (await everyJob({})).length, totalIsCapped: false });
    // The real limit is far above the demo board: the page shows exact counts.
    expect((await board("q=engineer")).totalIsCapped).toBe(false);
  });

  it("gives the planner statistics on the searched text (migration 0011)", async () => {
    // Without them PostgreSQL guesses one match for any word (the trigram index is partial, and
    // a partial index's statistics are ignored), and reads every match of a common one for a page.
    const result = (await database().db.execute(
      sql`select stxname from pg_statistic_ext where stxrelid = 'job_posts'::regclass`,
    )) as unknown as { rows: Array<{ stxname: string }> };
    expect(result.rows.map((row) => row.stxname)).toContain("job_posts_searched_text_stats");
  });

  it("finds an open job by slug; expired, inactive and unknown ones are null", async () => {
    const job = await getOpenJobBySlug("senior-full-stack-engineer-react-node", now);
    expect(job).toMatchObject({
      title: "Senior Full-Stack Engineer (React, Node.js)",
      workplaceType: "remote",
      applicantLocations: ["United States", "Canada"],
      category: { id: "engineering", name: "Engineering" },
    });
    expect(job?.requirements.length).toBeGreaterThan(0);
    expect(await getOpenJobBySlug("expired-a-minute-ago", now)).toBeNull();
    const inactive = demo.find((row) => !row.isActive);
    const expired = demo.find((row) => row.isActive && !isOpen(row));
    expect(await getOpenJobBySlug(inactive?.slug as string, now)).toBeNull();
    expect(await getOpenJobBySlug(expired?.slug as string, now)).toBeNull();
    expect(await getOpenJobBySlug("no-such-job", now)).toBeNull();
    expect(await getOpenJobBySlug("../../etc/passwd", now)).toBeNull();
    // Closed jobs are told apart from jobs that never existed (their page answers 410).
    expect(await isClosedJobSlug(inactive?.slug as string, now)).toBe(true);
    expect(await isClosedJobSlug(expired?.slug as string, now)).toBe(true);
    expect(await isClosedJobSlug("senior-full-stack-engineer-react-node", now)).toBe(false);
    expect(await isClosedJobSlug("no-such-job", now)).toBe(false);
    expect(await isClosedJobSlug("../../etc/passwd", now)).toBe(false);
  });

  it("relates up to 3 open jobs of the same category, newest first, not the job itself", async () => {
    const job = await getOpenJobBySlug("senior-full-stack-engineer-react-node", now);
    if (!job) throw new Error("seeded job missing");
    const related = await listRelatedJobs(job, { now });
    expect(related).toHaveLength(3);
    expect(related.map((item) => item.slug)).not.toContain(job.slug);
    expect(related.every((item) => item.category?.id === "engineering")).toBe(true);
    const createdAt = related.map((item) => item.createdAt);
    expect(createdAt).toEqual([...createdAt].sort().reverse());
    const newestOthers = demo
      .filter((row) => isOpen(row) && row.categoryId === "engineering" && row.slug !== job.slug)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, 3)
      .map((row) => row.slug);
    expect(related.map((item) => item.slug)).toEqual(newestOthers);
    expect(await listRelatedJobs({ id: job.id, category: null }, { now })).toEqual([]);
  });

  it("keeps related jobs for 5 minutes", async () => {
    // The cache works on the real clock; give it a job whose category has one other job.
    const [lonely] = await database()
      .db.insert(jobPosts)
      .values({
        slug: "cache-probe",
        title: "Cache Probe",
        companyName: "Clockwork",
        location: "Remote (Spain)",
        description: "Related jobs cache.",
        jobType: "contract",
        experienceLevel: "mid",
        categoryId: null,
      })
      .returning({ id: jobPosts.id });
    const job = { id: lonely?.id as string, category: { id: "cache-category" } };
    await database().db.execute(
      sql`insert into job_categories (id, name) values ('cache-category', 'Cache Category')`,
    );
    const t0 = Date.now();
    expect(await cachedRelatedJobs(job, { now: t0 })).toEqual([]);
    await database().db.insert(jobPosts).values({
      slug: "cache-sibling",
      title: "Cache Sibling",
      companyName: "Clockwork",
      location: "Remote (Spain)",
      description: "Appears after the cache expires.",
      jobType: "contract",
      experienceLevel: "mid",
      categoryId: "cache-category",
    });
    expect(await cachedRelatedJobs(job, { now: t0 + 4 * 60_000 })).toEqual([]);
    const fresh = await cachedRelatedJobs(job, { now: t0 + 5 * 60_000 + 1 });
    expect(fresh.map((item) => item.slug)).toEqual(["cache-sibling"]);
    await database()
      .db.delete(jobPosts)
      .where(inArray(jobPosts.slug, ["cache-probe", "cache-sibling"]));
  });

  it("lists open internships for /internship, newest first, with search", async () => {
    const all = await listInternships("", { now });
    const expected = demo
      .filter((row) => isOpen(row) && row.jobType === "internship")
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    expect(all.map((job) => job.slug)).toEqual(expected.map((row) => row.slug));
    const found = await listInternships("tidewater", { now });
    expect(found.map((job) => job.slug)).toEqual(["software-engineering-intern-tidewater-freight"]);
  });

  it("gives the feeds every open job and nothing else", async () => {
    const jobs = await listFeedJobs({ now });
    const slugs = jobs.map((job) => job.slug);
    expect(slugs).toContain("closes-in-a-minute");
    expect(slugs).not.toContain("expired-a-minute-ago");
    expect(jobs).toHaveLength(demo.filter(isOpen).length + 3);
    expect(jobs.find((job) => job.slug === "machine-learning-engineer-llms")?.categoryName).toBe(
      "Data & AI",
    );
    expect(await listFeedJobs({ now, limit: 5 })).toHaveLength(5);
  });

  it("counts the board's jobs, their companies and remote jobs for the header", async () => {
    const clock = now.getTime();
    clearContentCaches();
    const open = (await listFeedJobs({ now })).filter((job) => job.jobType !== "internship");
    const stats = await getBoardStats({ now: clock });
    // One definition: the header's open roles are the jobs the unfiltered board lists.
    expect(stats.openJobs).toBe((await listBoardJobs(unfilteredBoard, { now })).total);
    expect(stats).toEqual({
      openJobs: open.length,
      companies: new Set(open.map((job) => job.companyName)).size,
      remoteJobs: open.filter((job) => job.workplaceType === "remote").length,
    });
  });

  it("keeps the header figures a minute, then answers from them while fresh ones load", async () => {
    const clock = now.getTime();
    clearContentCaches();
    const before = await getBoardStats({ now: clock });
    const slug = "stats-refresh-probe";
    const probe = {
      slug,
      title: "Stats Probe",
      companyName: "A Company Never Seen Before",
      location: "Remote",
      description: "Counted by the header figures.",
      jobType: "full-time" as const,
      experienceLevel: "mid" as const,
      workplaceType: "remote" as const,
      createdAt: new Date(clock - day),
    };
    await database().db.insert(jobPosts).values(probe);
    try {
      // What a fresh count finds then (a demo job closes in the first minute).
      const figuresAt = async (at: number) => {
        const open = (await listFeedJobs({ now: new Date(at) })).filter(
          (job) => job.jobType !== "internship",
        );
        return {
          openJobs: open.length,
          companies: new Set(open.map((job) => job.companyName)).size,
          remoteJobs: open.filter((job) => job.workplaceType === "remote").length,
        };
      };
      const after = await figuresAt(clock + 61_000);
      expect(after.companies).toBe(before.companies + 1);
      expect(await getBoardStats({ now: clock + 30_000 })).toEqual(before);
      // Expired: the old figures at once, and the new ones once their query has run.
      expect(await getBoardStats({ now: clock + 61_000 })).toEqual(before);
      let refreshed = before;
      for (let attempt = 0; attempt < 100 && refreshed.companies === before.companies; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        refreshed = await getBoardStats({ now: clock + 62_000 });
      }
      expect(refreshed).toEqual(after);
      // Long expired (no visitor for over ten minutes): nobody is shown figures that old.
      await database().db.delete(jobPosts).where(sql`${jobPosts.slug} = ${slug}`);
      const late = clock + 62_000 + 11 * 60_000;
      const withoutProbe = await figuresAt(late);
      expect(withoutProbe.companies).toBe(before.companies);
      expect(await getBoardStats({ now: late })).toEqual(withoutProbe);
      // A staff write forgets them at once.
      await database().db.insert(jobPosts).values(probe);
      clearContentCaches();
      expect(await getBoardStats({ now: late })).toEqual(await figuresAt(late));
      expect((await getBoardStats({ now: late })).companies).toBe(before.companies + 1);
    } finally {
      await database().db.delete(jobPosts).where(sql`${jobPosts.slug} = ${slug}`);
      clearContentCaches();
    }
  });

  it("seeds idempotently: a second run changes nothing", async () => {
    const before = await listFeedJobs({ now });
    await seedJobs(database().db, new Date(now.getTime() + 7 * day));
    const after = await listFeedJobs({ now });
    expect(after.map((job) => [job.slug, job.updatedAt.toISOString()])).toEqual(
      before.map((job) => [job.slug, job.updatedAt.toISOString()]),
    );
  });
});
