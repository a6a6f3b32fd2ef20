import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listCategoriesWithCounts } from "~/features/admin-jobs/categories.server";
import { listJobCategories } from "~/features/jobs/jobs.server";
import { auditLog, blogCategories, blogPosts, jobCategories, jobPosts } from "../../../db/schema";
import { actor, jobsTestDatabase } from "../../../tests/support/jobs-test-database.ts";
import {
  createCategory as createAny,
  deleteCategory as deleteAny,
  updateCategory as updateAny,
} from "./categories.server";
import { type CategoryInput, parseCategoryForm } from "./category-input";

// The job categories' writes; the post categories' are the same code on their own tables.
const createCategory = (by: typeof actor, input: CategoryInput) => createAny(by, "job", input);
const updateCategory = (by: typeof actor, id: string, input: CategoryInput) =>
  updateAny(by, "job", id, input);
const deleteCategory = (by: typeof actor, id: string) => deleteAny(by, "job", id);

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
    expect(await deleteCategory(actor, "design")).toEqual({ ok: true, name: "Design", members: 2 });
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

describe("post categories", () => {
  const post = (slug: string, categoryId: string) => ({
    slug,
    title: slug,
    content: "c",
    status: "published" as const,
    categoryId,
  });

  it("gives a new category its slug as id, numbered when taken, and logs post_category", async () => {
    await database.db.delete(blogPosts);
    await database.db.delete(blogCategories);
    expect(await createAny(actor, "post", category("Cloud & DevOps"))).toEqual({
      ok: true,
      id: "cloud-and-devops",
    });
    expect(await createAny(actor, "post", category("CLOUD & devops"))).toMatchObject({
      ok: false,
      status: 409,
      fieldErrors: {
        name: "A category named “CLOUD & devops” already exists: choose another name.",
      },
    });
    expect(await createAny(actor, "post", category("Cloud and DevOps"))).toEqual({
      ok: true,
      id: "cloud-and-devops-2",
    });
    const rows = await database.db.select().from(blogCategories).orderBy(blogCategories.id);
    expect(rows.map(({ id, slug, name }) => ({ id, slug, name }))).toEqual([
      { id: "cloud-and-devops", slug: "cloud-and-devops", name: "Cloud & DevOps" },
      { id: "cloud-and-devops-2", slug: "cloud-and-devops-2", name: "Cloud and DevOps" },
    ]);

    // A rename keeps the id and the slug; deleting leaves the posts without a category.
    expect(await updateAny(actor, "post", "cloud-and-devops", category("Cloud", "Infra"))).toEqual({
      ok: true,
      changed: true,
    });
    const [renamed] = await database.db
      .select()
      .from(blogCategories)
      .where(eq(blogCategories.id, "cloud-and-devops"));
    expect(renamed).toMatchObject({
      slug: "cloud-and-devops",
      name: "Cloud",
      description: "Infra",
    });
    await database.db.insert(blogPosts).values(post("in-cloud", "cloud-and-devops"));
    expect(await deleteAny(actor, "post", "cloud-and-devops")).toEqual({
      ok: true,
      name: "Cloud",
      members: 1,
    });
    const [orphan] = await database.db.select().from(blogPosts);
    expect(orphan?.categoryId).toBeNull();
    const entries = await database.db.select().from(auditLog).orderBy(auditLog.createdAt);
    expect(entries.map((entry) => [entry.action, entry.entityId])).toEqual([
      ["post_category.create", "cloud-and-devops"],
      ["post_category.create", "cloud-and-devops-2"],
      ["post_category.update", "cloud-and-devops"],
      ["post_category.delete", "cloud-and-devops"],
    ]);
    expect(entries[3]).toMatchObject({ before: { name: "Cloud", posts: 1 } });
  });
});
