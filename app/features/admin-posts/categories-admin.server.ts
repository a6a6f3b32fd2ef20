import { asc, count, eq, ne, sql } from "drizzle-orm";
import { type AuditActor, changedFields, recordAudit } from "~/features/audit/audit.server";
import { clearContentCaches } from "~/lib/content-caches.server";
import { getDb, type Queryable, withDbRetry } from "~/lib/db.server";
import { slugify } from "~/lib/slugify";
import { isUniqueViolation } from "~/lib/sql";
import { blogCategories, blogPosts } from "../../../db/schema/index.ts";
import type { PostCategoryInput } from "./category-input";

/**
 * Knowledge-center categories for staff: list with post counts, create, edit, delete. A
 * category's id and slug come from its first name and never change, so links and the
 * template rule (post-view.ts) keep working after a rename.
 */

export interface AdminCategory {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  color: string | null;
  /** Every post in it, drafts and scheduled ones too. */
  postCount: number;
}

/** A refusal names the field it is about (a name already taken). */
type CategoryFieldErrors = Partial<Record<keyof PostCategoryInput, string>>;

export type CategoryResult =
  | { ok: true; id: string; name: string; postCount?: number }
  | { ok: false; status: 400 | 404 | 409; error: string; fieldErrors: CategoryFieldErrors };

/** Every category by name, each with how many posts it holds. */
export async function listAdminCategories(): Promise<AdminCategory[]> {
  return withDbRetry(() =>
    getDb()
      .select({
        id: blogCategories.id,
        name: blogCategories.name,
        slug: blogCategories.slug,
        description: blogCategories.description,
        color: blogCategories.color,
        postCount: count(blogPosts.id),
      })
      .from(blogCategories)
      .leftJoin(blogPosts, eq(blogPosts.categoryId, blogCategories.id))
      .groupBy(blogCategories.id)
      .orderBy(asc(blogCategories.name)),
  );
}

const nameTaken = {
  ok: false,
  status: 409,
  error: "A category with this name already exists.",
  fieldErrors: { name: "A category with this name (or address) already exists." },
} as const;

/** Whether another category has this name (ignoring case). */
async function nameInUse(tx: Queryable, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(
      exceptId
        ? sql`lower(${blogCategories.name}) = lower(${name}) and ${ne(blogCategories.id, exceptId)}`
        : sql`lower(${blogCategories.name}) = lower(${name})`,
    )
    .limit(1);
  return Boolean(row);
}

/** Creates a category (checked by `parsePostCategoryForm`); its id and slug are the slug of its name. */
export async function createCategory(
  actor: AuditActor,
  { name, color, description }: PostCategoryInput,
  { db = getDb() }: { db?: Queryable } = {},
): Promise<CategoryResult> {
  const id = slugify(name);
  try {
    const created = await db.transaction(async (tx) => {
      if (await nameInUse(tx, name)) return false;
      const [row] = await tx
        .insert(blogCategories)
        .values({ id, slug: id, name, color, description })
        .onConflictDoNothing()
        .returning({ id: blogCategories.id });
      if (!row) return false;
      await recordAudit(tx, actor, {
        action: "post_category.create",
        entityType: "post_category",
        entityId: id,
        summary: `Created the post category “${name}”`,
        after: { name, slug: id, color, description },
      });
      return true;
    });
    if (!created) return nameTaken;
  } catch (error) {
    if (isUniqueViolation(error)) return nameTaken;
    throw error;
  }
  clearContentCaches();
  return { ok: true, id, name };
}

/** Renames a category or changes its colour or description; its id and slug stay. */
export async function updateCategory(
  actor: AuditActor,
  id: string,
  next: PostCategoryInput,
  { db = getDb() }: { db?: Queryable } = {},
): Promise<CategoryResult> {
  const outcome = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(blogCategories)
      .where(eq(blogCategories.id, id))
      .for("update");
    if (!existing) return "missing" as const;
    if (await nameInUse(tx, next.name, id)) return "taken" as const;
    const changes = changedFields(existing, next);
    if (!changes) return "unchanged" as const;
    await tx.update(blogCategories).set(next).where(eq(blogCategories.id, id));
    await recordAudit(tx, actor, {
      action: "post_category.update",
      entityType: "post_category",
      entityId: id,
      summary: `Updated the post category “${next.name}”`,
      ...changes,
    });
    return "updated" as const;
  });
  if (outcome === "missing") return categoryMissing;
  if (outcome === "taken") return nameTaken;
  if (outcome === "updated") clearContentCaches();
  return { ok: true, id, name: next.name };
}

const categoryMissing = {
  ok: false,
  status: 404,
  error: "This category no longer exists.",
  fieldErrors: {},
} as const;

/** Deletes a category; its posts stay, uncategorised (the foreign key sets their category null). */
export async function deleteCategory(
  actor: AuditActor,
  id: string,
  { db = getDb() }: { db?: Queryable } = {},
): Promise<CategoryResult> {
  const deleted = await db.transaction(async (tx) => {
    const [posts] = await tx
      .select({ total: count() })
      .from(blogPosts)
      .where(eq(blogPosts.categoryId, id));
    const [row] = await tx.delete(blogCategories).where(eq(blogCategories.id, id)).returning();
    if (!row) return null;
    const postCount = Number(posts?.total ?? 0);
    await recordAudit(tx, actor, {
      action: "post_category.delete",
      entityType: "post_category",
      entityId: id,
      summary: `Deleted the post category “${row.name}” (${postCount} posts uncategorised)`,
      before: { name: row.name, slug: row.slug, color: row.color, description: row.description },
      after: { uncategorisedPosts: postCount },
    });
    return { name: row.name, postCount };
  });
  if (!deleted) return categoryMissing;
  clearContentCaches();
  return { ok: true, id, ...deleted };
}
