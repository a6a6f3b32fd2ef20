import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import { type AuditActor, changedFields, recordAudit } from "~/features/audit/audit.server";
import { openJobCondition } from "~/features/jobs/jobs.server";
import { getDb, type Tx, withDbRetry } from "~/lib/db.server";
import { slugify } from "~/lib/slugify";
import { jobCategories, jobPosts } from "../../../db/schema/index.ts";
import type { CategoryField, CategoryInput } from "./category-input";
import { refuse, runWrite } from "./write.server";
import type { Refusal, WriteResult } from "./write-result";

type CategoryWriteResult<Success extends object = object> = WriteResult<Success, CategoryField>;

export interface CategoryRow {
  id: string;
  name: string;
  description: string | null;
  color: string | null;
  jobs: number;
  openJobs: number;
}

/** Every job category by name, with how many jobs it holds and how many of them are open. */
export async function listCategoriesWithCounts(now: Date = new Date()): Promise<CategoryRow[]> {
  const rows = await withDbRetry(() =>
    getDb()
      .select({
        id: jobCategories.id,
        name: jobCategories.name,
        description: jobCategories.description,
        color: jobCategories.color,
        jobs: count(jobPosts.id),
        openJobs: sql<number>`count(${jobPosts.id}) filter (where ${openJobCondition(now)})`,
      })
      .from(jobCategories)
      .leftJoin(jobPosts, eq(jobPosts.categoryId, jobCategories.id))
      .groupBy(jobCategories.id)
      .orderBy(asc(jobCategories.name)),
  );
  return rows.map((row) => ({ ...row, jobs: Number(row.jobs), openJobs: Number(row.openJobs) }));
}

const nameTaken = (name: string): Refusal<CategoryField> => ({
  ok: false,
  status: 409,
  error: "This name is taken.",
  fieldErrors: { name: `A category named “${name}” already exists: choose another name.` },
});

const notFound = { ok: false, status: 404, error: "This category no longer exists." } as const;

/** Names are unique ignoring case: "Design" and "design" would look the same on the board. */
async function nameInUse(tx: Tx, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: jobCategories.id })
    .from(jobCategories)
    .where(
      and(
        sql`lower(${jobCategories.name}) = ${name.toLowerCase()}`,
        exceptId ? ne(jobCategories.id, exceptId) : undefined,
      ),
    );
  return Boolean(row);
}

/** A readable id from the name ("Cloud & DevOps" → "cloud-and-devops"), numbered when taken. */
async function freeId(tx: Tx, name: string): Promise<string> {
  const base = slugify(name).slice(0, 60);
  const taken = await tx
    .select({ id: jobCategories.id })
    .from(jobCategories)
    .where(sql`${jobCategories.id} = ${base} or ${jobCategories.id} like ${`${base}-%`}`);
  const ids = new Set(taken.map((row) => row.id));
  let id = base;
  for (let n = 2; ids.has(id); n++) id = `${base}-${n}`;
  return id;
}

const snapshot = (category: CategoryInput) => ({
  name: category.name,
  description: category.description,
  color: category.color,
});

export function createCategory(
  actor: AuditActor,
  category: CategoryInput,
): Promise<CategoryWriteResult<{ id: string }>> {
  return runWrite(
    async (tx) => {
      if (await nameInUse(tx, category.name)) refuse(nameTaken(category.name));
      const id = await freeId(tx, category.name);
      await tx.insert(jobCategories).values({ id, ...category });
      await recordAudit(tx, actor, {
        action: "job_category.create",
        entityType: "job_category",
        entityId: id,
        summary: `Created the job category “${category.name}”`,
        after: snapshot(category),
      });
      return { id };
    },
    () => nameTaken(category.name),
  );
}

async function lockCategory(tx: Tx, id: string) {
  const [row] = await tx
    .select()
    .from(jobCategories)
    .where(eq(jobCategories.id, id.slice(0, 100)))
    .for("update");
  return row;
}

export function updateCategory(
  actor: AuditActor,
  id: string,
  category: CategoryInput,
): Promise<CategoryWriteResult<{ changed: boolean }>> {
  return runWrite(
    async (tx) => {
      const current = await lockCategory(tx, id);
      if (!current) refuse(notFound);
      if (await nameInUse(tx, category.name, id)) refuse(nameTaken(category.name));
      const changes = changedFields(
        { name: current.name, description: current.description, color: current.color },
        snapshot(category),
      );
      if (!changes) return { changed: false };
      await tx.update(jobCategories).set(category).where(eq(jobCategories.id, id));
      await recordAudit(tx, actor, {
        action: "job_category.update",
        entityType: "job_category",
        entityId: id,
        summary: `Edited the job category “${category.name}”`,
        ...changes,
      });
      return { changed: true };
    },
    () => nameTaken(category.name),
  );
}

/** Deletes the category; its jobs stay, uncategorised (the foreign key sets them to null). */
export function deleteCategory(
  actor: AuditActor,
  id: string,
): Promise<CategoryWriteResult<{ name: string; jobs: number }>> {
  return runWrite(
    async (tx) => {
      const current = await lockCategory(tx, id);
      if (!current) refuse(notFound);
      const [counted] = await tx
        .select({ jobs: count() })
        .from(jobPosts)
        .where(eq(jobPosts.categoryId, id));
      const jobs = Number(counted?.jobs ?? 0);
      await tx.delete(jobCategories).where(eq(jobCategories.id, id));
      await recordAudit(tx, actor, {
        action: "job_category.delete",
        entityType: "job_category",
        entityId: id,
        summary: `Deleted the job category “${current.name}”; ${jobs} job${jobs === 1 ? " is" : "s are"} now uncategorised`,
        before: {
          name: current.name,
          description: current.description,
          color: current.color,
          jobs,
        },
      });
      return { name: current.name, jobs };
    },
    () => notFound,
  );
}
