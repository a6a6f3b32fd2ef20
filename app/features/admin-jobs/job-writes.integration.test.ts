import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getBoardStats, listBoardJobs, listFeedJobs } from "~/features/jobs/jobs.server";
import { sitemapUrls } from "~/features/seo/sitemap.server";
import {
  auditLog,
  jobApplications,
  jobCategories,
  jobPosts,
  savedJobs,
  user,
} from "../../../db/schema";
import { actor, jobsTestDatabase } from "../../../tests/support/jobs-test-database.ts";
import { type JobFormValues, newJobValues, parseJobInput } from "./job-input";
import { findJob, listAdminJobs } from "./job-queries.server";
import { createJob, deleteJob, setJobFlag, updateJob } from "./job-writes.server";
import { parseJobFilters } from "./list-filters";

const form = (overrides: Partial<JobFormValues> = {}): JobFormValues => ({
  ...newJobValues,
  title: "Platform Engineer",
  companyName: "Quillstack",
  location: "Remote (Europe)",
  applicantLocations: "Germany\nPoland",
  description: "Build the platform.",
  responsibilities: "Run deploys\nWrite runbooks",
  requirements: "Five years of Go",
  experienceLevel: "senior",
  salaryRange: "$120k - $150k",
  tags: "Go, Kubernetes",
  categoryId: "engineering",
  ...overrides,
});

function input(overrides: Partial<JobFormValues> = {}) {
  const result = parseJobInput(form(overrides));
  if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
  return result.job;
}

async function auditRows() {
  const { db } = database;
  return db.select().from(auditLog).orderBy(auditLog.createdAt);
}

const database = jobsTestDatabase();

beforeEach(async () => {
  await database.db
    .insert(jobCategories)
    .values({ id: "engineering", name: "Engineering", color: "#2563eb" });
});

describe("creating a job", () => {
  it("stores every field with the slug from the title, and logs job.create", async () => {
    const result = await createJob(actor, input());
    expect(result).toMatchObject({ ok: true, slug: "platform-engineer" });
    const [row] = await database.db.select().from(jobPosts);
    expect(row).toMatchObject({
      title: "Platform Engineer",
      slug: "platform-engineer",
      applicantLocations: ["Germany", "Poland"],
      responsibilities: ["Run deploys", "Write runbooks"],
      tags: ["Go", "Kubernetes"],
      categoryId: "engineering",
      isActive: true,
    });
    const [entry] = await auditRows();
    expect(entry).toMatchObject({
      action: "job.create",
      entityType: "job",
      entityId: row?.id,
      actorId: actor.id,
      actorEmail: actor.email,
      before: null,
    });
    expect(entry?.after).toMatchObject({ title: "Platform Engineer", tags: ["Go", "Kubernetes"] });
  });

  it("answers a taken slug with 409 and a field error, writing nothing", async () => {
    await createJob(actor, input());
    const result = await createJob(actor, input({ title: "Other", slug: "Platform Engineer" }));
    expect(result).toMatchObject({ ok: false, status: 409 });
    expect(result.ok ? undefined : result.fieldErrors?.slug).toMatch(/already uses this slug/);
    expect(await database.db.select().from(jobPosts)).toHaveLength(1);
    expect(await auditRows()).toHaveLength(1);
  });

  it("refuses a category that does not exist with 400", async () => {
    const result = await createJob(actor, input({ categoryId: "gone" }));
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { categoryId: expect.any(String) },
    });
    expect(await database.db.select().from(jobPosts)).toHaveLength(0);
  });
});

describe("editing a job", () => {
  it("logs only the changed fields, before and after, and bumps updated_at", async () => {
    const created = await createJob(actor, input());
    if (!created.ok) throw new Error("not created");
    const [before] = await database.db.select().from(jobPosts);
    const result = await updateJob(
      actor,
      created.id,
      input({ title: "Staff Platform Engineer", slug: "platform-engineer", tags: "Go" }),
    );
    expect(result).toMatchObject({ ok: true, changed: true });
    const [after] = await database.db.select().from(jobPosts);
    expect(after?.title).toBe("Staff Platform Engineer");
    expect(after?.updatedAt.getTime()).toBeGreaterThan(before?.updatedAt.getTime() ?? 0);
    const entries = await auditRows();
    expect(entries.map((entry) => entry.action)).toEqual(["job.create", "job.update"]);
    expect(entries[1]?.before).toEqual({ title: "Platform Engineer", tags: ["Go", "Kubernetes"] });
    expect(entries[1]?.after).toEqual({ title: "Staff Platform Engineer", tags: ["Go"] });
  });

  it("records nothing when nothing changed", async () => {
    const created = await createJob(actor, input());
    if (!created.ok) throw new Error("not created");
    expect(await updateJob(actor, created.id, input())).toMatchObject({ ok: true, changed: false });
    expect(await auditRows()).toHaveLength(1);
  });

  it("answers 409 for another job's slug and 404 for a missing job", async () => {
    await createJob(actor, input());
    const other = await createJob(actor, input({ title: "Data Engineer" }));
    if (!other.ok) throw new Error("not created");
    const taken = await updateJob(actor, other.id, input({ slug: "platform-engineer" }));
    expect(taken).toMatchObject({ ok: false, status: 409 });
    const [row] = await database.db.select().from(jobPosts).where(eq(jobPosts.id, other.id));
    expect(row?.slug).toBe("data-engineer");
    const missing = await updateJob(actor, "00000000-0000-4000-8000-000000000000", input());
    expect(missing).toMatchObject({ ok: false, status: 404 });
    expect(await updateJob(actor, "not-a-uuid", input())).toMatchObject({ status: 404 });
  });
});

describe("closing, reopening and featuring", () => {
  it("takes a deactivated job off the board and the feeds and brings it back", async () => {
    const created = await createJob(actor, input());
    if (!created.ok) throw new Error("not created");
    const boardFilters = { q: "", type: undefined, level: undefined, category: undefined, page: 1 };
    expect((await listBoardJobs(boardFilters)).total).toBe(1);
    expect((await getBoardStats()).openJobs).toBe(1);
    const siteUrl = "https://example.org";
    expect(await sitemapUrls("jobs.xml", { siteUrl })).toEqual([
      expect.objectContaining({ loc: `${siteUrl}/careers/job/platform-engineer` }),
    ]);

    const closed = await setJobFlag(actor, created.id, "isActive", false);
    expect(closed).toMatchObject({ ok: true, changed: true });
    expect((await listBoardJobs(boardFilters)).total).toBe(0);
    expect(await listFeedJobs()).toHaveLength(0);
    expect(await sitemapUrls("jobs.xml", { siteUrl })).toBeNull();
    // The board's cached figures were forgotten by the write.
    expect((await getBoardStats()).openJobs).toBe(0);
    const closedList = await listAdminJobs(parseJobFilters(new URLSearchParams("status=closed")));
    expect(closedList.rows.map((row) => [row.title, row.state])).toEqual([
      ["Platform Engineer", "inactive"],
    ]);

    expect(await setJobFlag(actor, created.id, "isActive", false)).toMatchObject({
      changed: false,
    });
    await setJobFlag(actor, created.id, "isActive", true);
    expect((await listBoardJobs(boardFilters)).total).toBe(1);

    const entries = await auditRows();
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ["job.create", null, expect.any(Object)],
      ["job.deactivate", { isActive: true }, { isActive: false }],
      ["job.activate", { isActive: false }, { isActive: true }],
    ]);
  });

  it("features and unfeatures with audit entries", async () => {
    const created = await createJob(actor, input());
    if (!created.ok) throw new Error("not created");
    await setJobFlag(actor, created.id, "isFeatured", true);
    const featured = await listAdminJobs(parseJobFilters(new URLSearchParams("featured=featured")));
    expect(featured.rows).toHaveLength(1);
    await setJobFlag(actor, created.id, "isFeatured", false);
    const actions = (await auditRows()).map((entry) => entry.action);
    expect(actions).toEqual(["job.create", "job.feature", "job.unfeature"]);
  });

  it("lists a job past its deadline as expired under Closed", async () => {
    const created = await createJob(actor, input());
    if (!created.ok) throw new Error("not created");
    await database.db
      .update(jobPosts)
      .set({ applicationDeadline: new Date("2020-01-01T00:00:00Z") })
      .where(eq(jobPosts.id, created.id));
    const open = await listAdminJobs(parseJobFilters(new URLSearchParams("status=open")));
    expect(open.rows).toHaveLength(0);
    const closed = await listAdminJobs(parseJobFilters(new URLSearchParams("status=closed")));
    expect(closed.rows[0]?.state).toBe("expired");
  });
});

describe("the staff list", () => {
  it("searches title, company and location, filters by category and type, and counts applications", async () => {
    const a = await createJob(actor, input({ title: "Go Developer", location: "Lisbon" }));
    await createJob(
      actor,
      input({ title: "Designer", companyName: "Acme", categoryId: "", jobType: "contract" }),
    );
    if (!a.ok) throw new Error("not created");
    await database.db.insert(user).values({ id: "cand", name: "C", email: "c@example.org" });
    await database.db.insert(jobApplications).values({
      jobId: a.id,
      userId: "cand",
      applicantName: "C",
      applicantEmail: "c@example.org",
      coverLetter: "Hi",
    });
    const list = (query: string) =>
      listAdminJobs(parseJobFilters(new URLSearchParams(query))).then((page) =>
        page.rows.map((row) => row.title),
      );
    expect(await list("q=lisbon")).toEqual(["Go Developer"]);
    expect(await list("q=acme")).toEqual(["Designer"]);
    expect(await list("q=100%25")).toEqual([]);
    expect(await list("category=none")).toEqual(["Designer"]);
    expect(await list("category=engineering")).toEqual(["Go Developer"]);
    expect(await list("type=contract")).toEqual(["Designer"]);
    const page = await listAdminJobs(parseJobFilters(new URLSearchParams("q=go")));
    expect(page.rows[0]).toMatchObject({ applications: 1, categoryName: "Engineering" });
    expect((await findJob(a.id))?.applications).toBe(1);
  });

  it("pages the list and answers a page past the end with the last page", async () => {
    for (const title of ["One", "Two", "Three"]) await createJob(actor, input({ title }));
    const page = await listAdminJobs(parseJobFilters(new URLSearchParams("page=9")), {
      pageSize: 2,
    });
    expect(page).toMatchObject({ total: 3, page: 2, pageCount: 2 });
    expect(page.rows).toHaveLength(1);
  });
});

describe("deleting a job", () => {
  it("deletes its applications and saves with it and logs how many", async () => {
    const created = await createJob(actor, input());
    if (!created.ok) throw new Error("not created");
    await database.db.insert(user).values({ id: "cand", name: "C", email: "c@example.org" });
    await database.db.insert(jobApplications).values({
      jobId: created.id,
      userId: "cand",
      applicantName: "C",
      applicantEmail: "c@example.org",
      coverLetter: "Hi",
    });
    await database.db.insert(savedJobs).values({ jobId: created.id, userId: "cand" });
    const result = await deleteJob(actor, created.id);
    expect(result).toMatchObject({ ok: true, title: "Platform Engineer", applications: 1 });
    expect(await database.db.select().from(jobPosts)).toHaveLength(0);
    expect(await database.db.select().from(jobApplications)).toHaveLength(0);
    expect(await database.db.select().from(savedJobs)).toHaveLength(0);
    const entry = (await auditRows()).at(-1);
    expect(entry).toMatchObject({ action: "job.delete", after: null });
    expect(entry?.before).toMatchObject({ title: "Platform Engineer", applications: 1 });
    expect(await deleteJob(actor, created.id)).toMatchObject({ ok: false, status: 404 });
  });
});
