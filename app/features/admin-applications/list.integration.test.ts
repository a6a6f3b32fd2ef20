import { beforeAll, describe, expect, it } from "vitest";
import { jobApplications } from "../../../db/schema";
import { createJob, createUser } from "../../../tests/support/careers-data";
import { setUpTestDatabase } from "../../../tests/support/test-database-hooks.ts";
import { parseApplicationFilters } from "./filters";
import { findJobForFilter, listApplications } from "./list.server";

const filters = (query: string) => parseApplicationFilters(new URLSearchParams(query));

describe("the staff applications list", () => {
  const database = setUpTestDatabase();
  let jobId: string;
  beforeAll(async () => {
    const job = await createJob(database().db, { title: "Platform Engineer" });
    const other = await createJob(database().db, { title: "Designer" });
    jobId = job.id;
    const applicants = [
      ["Ada Lovelace", "pending", job.id],
      ["Grace Hopper", "under_review", job.id],
      ["Katherine Johnson", "approved", job.id],
      ["Dorothy 100% Vaughan", "pending", job.id],
      ["Mary Jackson", "rejected", other.id],
    ] as const;
    for (const [index, [name, status, forJob]] of applicants.entries()) {
      const candidate = await createUser(database().db, name);
      await database()
        .db.insert(jobApplications)
        .values({
          jobId: forJob,
          userId: candidate.id,
          applicantName: name,
          applicantEmail: candidate.email,
          coverLetter: "Hello",
          status,
          createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
        });
    }
  });

  it("lists every application newest first with its job, and counts each status", async () => {
    const list = await listApplications(filters(""));
    expect(list.rows.map((row) => row.applicantName)).toEqual([
      "Mary Jackson",
      "Dorothy 100% Vaughan",
      "Katherine Johnson",
      "Grace Hopper",
      "Ada Lovelace",
    ]);
    expect(list.rows[0]?.job.title).toBe("Designer");
    expect(list.total).toBe(5);
    expect(list.counts).toEqual({ pending: 2, under_review: 1, approved: 1, rejected: 1 });
  });

  it("filters by job and status, the counts following the job", async () => {
    const list = await listApplications(filters(`job=${jobId}&status=pending`));
    expect(list.rows.map((row) => row.applicantName)).toEqual([
      "Dorothy 100% Vaughan",
      "Ada Lovelace",
    ]);
    expect(list.total).toBe(2);
    expect(list.counts).toEqual({ pending: 2, under_review: 1, approved: 1, rejected: 0 });
  });

  it("searches names and emails, with % taken literally", async () => {
    expect(
      (await listApplications(filters("q=HOPPER"))).rows.map((row) => row.applicantName),
    ).toEqual(["Grace Hopper"]);
    expect((await listApplications(filters("q=katherine.johnson"))).total).toBe(1);
    expect((await listApplications(filters("q=100%25"))).rows).toHaveLength(1);
    expect((await listApplications(filters("q=%25"))).rows).toHaveLength(1);
  });

  it("pages", async () => {
    const second = await listApplications(filters("page=2"), 2);
    expect(second.rows.map((row) => row.applicantName)).toEqual([
      "Katherine Johnson",
      "Grace Hopper",
    ]);
    expect(second.total).toBe(5);
  });

  it("finds the filtering job, and nothing for unknown or malformed ids", async () => {
    expect(await findJobForFilter(jobId)).toEqual({ id: jobId, title: "Platform Engineer" });
    expect(await findJobForFilter("00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await findJobForFilter("x' or 1=1")).toBeNull();
  });
});
