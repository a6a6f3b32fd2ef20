import { describe, expect, it } from "vitest";
import { listJobCategories } from "~/features/jobs/jobs.server";
import { auditLog, jobCategories, jobPosts } from "../../../db/schema";
import { actor, jobsTestDatabase } from "../../../tests/support/jobs-test-database.ts";
import {
  createCategory,
  deleteCategory,
  listCategoriesWithCounts,
  updateCategory,
} from "./categories.server";
import { parseCategoryForm } from "./category-input";

function category(name: string, description = "", color = "#2563EB") {
  const form = new FormData();
  for (const [field, value] of Object.entries({ name, description, color })) form.set(field, value);
  const submission = parseCategoryForm(form);
  if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
  return submission.value;
}

const job = (slug: string, categoryId: string | null, isActive = true) => ({
  slug,
  title: slug,
  companyName: "Q",
  location: "Remote",
  description: "d",
  jobType: "full-time" as const,
  experienceLevel: "mid" as const,
  categoryId,
  isActive,
});

const database = jobsTestDatabase();

describe("job categories", () => {
  it("creates a category with an id from its name and lists it with its job counts", async () => {
    const created = await createCategory(actor, category("Cloud & DevOps", "Platform people"));
    expect(created).toEqual({ ok: true, id: "cloud-and-devops" });
    await database.db
      .insert(jobPosts)
      .values([job("a", "cloud-and-devops"), job("b", "cloud-and-devops", false)]);
    expect(await listCategoriesWithCounts()).toEqual([
      {
        id: "cloud-and-devops",
        name: "Cloud & DevOps",
        description: "Platform people",
        color: "#2563eb",
        jobs: 2,
        openJobs: 1,
      },
    ]);
    const [entry] = await database.db.select().from(auditLog);
    expect(entry).toMatchObject({
      action: "job_category.create",
      entityId: "cloud-and-devops",
      after: { name: "Cloud & DevOps", description: "Platform people", color: "#2563eb" },
    });
  });

  it("refuses a name already used, ignoring case, with 409", async () => {
    await createCategory(actor, category("Design"));
    const again = await createCategory(actor, category("design"));
    expect(again).toMatchObject({ ok: false, status: 409 });
    expect(again.ok ? undefined : again.fieldErrors?.name).toMatch(/already exists/);
    const other = await createCategory(actor, category("Data"));
    if (!other.ok) throw new Error("not created");
    expect(await updateCategory(actor, other.id, category("DESIGN"))).toMatchObject({
      status: 409,
    });
    expect(await database.db.select().from(jobCategories)).toHaveLength(2);
  });

  it("numbers the id when another category's id is the same slug", async () => {
    await database.db.insert(jobCategories).values({ id: "data-ai", name: "Data and AI" });
    expect(await createCategory(actor, category("Data AI"))).toEqual({ ok: true, id: "data-ai-2" });
  });

  it("edits a category and logs the changed fields", async () => {
    await createCategory(actor, category("Design"));
    const result = await updateCategory(actor, "design", category("Product Design", "", "#2563eb"));
    expect(result).toEqual({ ok: true, changed: true });
    expect(await listJobCategories()).toEqual([
      { id: "design", name: "Product Design", color: "#2563eb" },
    ]);
    const entries = await database.db.select().from(auditLog).orderBy(auditLog.createdAt);
    expect(entries[1]).toMatchObject({
      action: "job_category.update",
      before: { name: "Design" },
      after: { name: "Product Design" },
    });
    expect(await updateCategory(actor, "missing", category("X"))).toMatchObject({ status: 404 });
  });

  it("deletes a category and leaves its jobs uncategorised", async () => {
    await createCategory(actor, category("Design"));
    await database.db.insert(jobPosts).values([job("a", "design"), job("b", "design")]);
    expect(await deleteCategory(actor, "design")).toEqual({ ok: true, name: "Design", jobs: 2 });
    const jobs = await database.db.select().from(jobPosts);
    expect(jobs.map((row) => row.categoryId)).toEqual([null, null]);
    const entries = await database.db.select().from(auditLog).orderBy(auditLog.createdAt);
    expect(entries[1]).toMatchObject({
      action: "job_category.delete",
      before: { name: "Design", jobs: 2 },
    });
    expect(await deleteCategory(actor, "design")).toMatchObject({ ok: false, status: 404 });
  });
});
