import { beforeEach, describe, expect, it } from "vitest";
import { listFeedJobs } from "~/features/jobs/jobs.server";
import { sitemapUrls } from "~/features/seo/sitemap.server";
import { loader as boardLoader } from "~/routes/careers/careers";
import { loader as jobLoader } from "~/routes/careers/job";
import { jobCategories } from "../../../db/schema";
import { actor, jobsTestDatabase } from "../../../tests/support/jobs-test-database.ts";
import { newJobValues, parseJobInput } from "./job-input";
import { createJob, updateJob } from "./job-writes.server";

type JobLoaderArgs = Parameters<typeof jobLoader>[0];
type BoardLoaderArgs = Parameters<typeof boardLoader>[0];

function input(title: string, slug = "") {
  const result = parseJobInput({
    ...newJobValues,
    title,
    slug,
    companyName: "Quillstack",
    location: "Remote (Europe)",
    description: "Build the platform.",
    experienceLevel: "senior",
    categoryId: "engineering",
  });
  if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
  return result.job;
}

/** What the job page answers for a path: its status, and where a redirect points. */
async function openJobPage(pathAndQuery: string) {
  const url = new URL(pathAndQuery, "http://localhost:3000");
  const slug = url.pathname.split("/").pop() as string;
  try {
    const loaded = await jobLoader({
      request: new Request(url),
      params: { slug },
      context: {},
    } as unknown as JobLoaderArgs);
    return { status: 200, slug: loaded.job.slug };
  } catch (thrown) {
    if (thrown instanceof Response) {
      return {
        status: thrown.status,
        location: thrown.headers.get("location"),
        cacheControl: thrown.headers.get("cache-control"),
      };
    }
    return { status: (thrown as { init?: ResponseInit }).init?.status };
  }
}

const database = jobsTestDatabase();

beforeEach(async () => {
  await database.db
    .insert(jobCategories)
    .values({ id: "engineering", name: "Engineering", color: "#2563eb" });
});

describe("a job whose slug changed", () => {
  it("answers its old address with 301 to the new one, keeping the query", async () => {
    const created = await createJob(actor, input("Platform Engineer"));
    if (!created.ok) throw new Error("the job should be created");
    expect(
      await updateJob(actor, created.id, input("Platform Engineer", "platform-engineer-berlin")),
    ).toMatchObject({ ok: true, changed: true });

    expect(await openJobPage("/careers/job/platform-engineer?utm_source=newsletter")).toEqual({
      status: 301,
      location: "/careers/job/platform-engineer-berlin?utm_source=newsletter",
      cacheControl: "no-cache",
    });
    expect(await openJobPage("/careers/job/platform-engineer-berlin")).toEqual({
      status: 200,
      slug: "platform-engineer-berlin",
    });
    expect(await openJobPage("/careers/job/no-such-job")).toEqual({ status: 404 });

    // Feeds and sitemaps list the current address only.
    expect((await listFeedJobs()).map((job) => job.slug)).toEqual(["platform-engineer-berlin"]);
    const siteUrl = "https://example.org";
    expect((await sitemapUrls("jobs.xml", { siteUrl }))?.map((entry) => entry.loc)).toEqual([
      `${siteUrl}/careers/job/platform-engineer-berlin`,
    ]);
  });

  it("sends every earlier slug to the current one, and never redirects a slug in use", async () => {
    const created = await createJob(actor, input("Data Engineer", "data-a"));
    if (!created.ok) throw new Error("the job should be created");
    await updateJob(actor, created.id, input("Data Engineer", "data-b"));
    await updateJob(actor, created.id, input("Data Engineer", "data-c"));
    for (const old of ["data-a", "data-b"]) {
      expect(await openJobPage(`/careers/job/${old}`)).toMatchObject({
        status: 301,
        location: "/careers/job/data-c",
      });
    }

    // Back to the first slug: it is live again, the others point at it.
    await updateJob(actor, created.id, input("Data Engineer", "data-a"));
    expect(await openJobPage("/careers/job/data-a")).toEqual({ status: 200, slug: "data-a" });
    expect(await openJobPage("/careers/job/data-c")).toMatchObject({
      location: "/careers/job/data-a",
    });

    // Another job may take an old slug: its address is then that job's page.
    const other = await createJob(actor, input("Data Engineer", "data-b"));
    expect(other).toMatchObject({ ok: true, slug: "data-b" });
    expect(await openJobPage("/careers/job/data-b")).toEqual({ status: 200, slug: "data-b" });
  });
});

describe("the careers board's category filter", () => {
  it("shows every job for a category that does not exist, as for other unknown filters", async () => {
    await createJob(actor, input("Platform Engineer"));
    const board = (query: string) =>
      boardLoader({
        request: new Request(`http://localhost:3000/careers${query}`),
        params: {},
        context: {},
      } as unknown as BoardLoaderArgs);

    const unknown = await board("?category=no-such-category");
    expect(unknown.filters.category).toBeUndefined();
    expect(unknown.board.jobs.map((job) => job.title)).toEqual(["Platform Engineer"]);
    expect((await board("?category=engineering")).filters.category).toBe("engineering");
  });
});
