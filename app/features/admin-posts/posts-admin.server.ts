import { and, count, desc, eq, gt, ilike, ne, or, type SQL } from "drizzle-orm";
import { type AuditActor, changedFields, recordAudit } from "~/features/audit/audit.server";
import { publishedPostCondition } from "~/features/blog/posts.server";
import { onPage } from "~/lib/admin-paging";
import { clearContentCaches } from "~/lib/content-caches.server";
import { formatDate } from "~/lib/date-format";
import { getDb, type Queryable, withDbRetry } from "~/lib/db.server";
import { escapeLikePattern, isUniqueViolation } from "~/lib/sql";
import { blogCategories, blogPosts } from "../../../db/schema/index.ts";
import type { PostFieldErrors, PostFormValues } from "./post-fields";
import { type PostFields, type PostPublishing, validatePost } from "./post-input";
import { type PostState, postState } from "./post-state";

/**
 * The staff side of knowledge-center posts: list, read, save (create or update) and delete.
 * Callers check the permission first; every write records an audit entry in its transaction
 * and then clears the cached content.
 */

export type BlogPostRow = typeof blogPosts.$inferSelect;

export interface AdminPostRow {
  id: string;
  title: string;
  slug: string;
  state: PostState;
  categoryName: string | null;
  publishDate: Date;
  updatedAt: Date;
}

export interface AdminPostQuery {
  q?: string;
  state?: PostState | null;
  categoryId?: string | null;
  page?: number;
  now?: Date;
}

function stateCondition(state: PostState, now: Date): SQL {
  if (state === "draft") return eq(blogPosts.status, "draft");
  if (state === "published") return publishedPostCondition(now);
  return and(eq(blogPosts.status, "published"), gt(blogPosts.publishDate, now)) as SQL;
}

/** A page of posts, most recently updated first, narrowed by search, state and category. */
export async function listAdminPosts({
  q,
  state,
  categoryId,
  page = 1,
  now = new Date(),
}: AdminPostQuery): Promise<{ rows: AdminPostRow[]; total: number }> {
  const text = q?.trim();
  const pattern = text ? `%${escapeLikePattern(text)}%` : undefined;
  const where = and(
    pattern
      ? or(
          ilike(blogPosts.title, pattern),
          ilike(blogPosts.slug, pattern),
          ilike(blogPosts.excerpt, pattern),
        )
      : undefined,
    state ? stateCondition(state, now) : undefined,
    categoryId ? eq(blogPosts.categoryId, categoryId) : undefined,
  );
  const [rows, totals] = await withDbRetry(() =>
    Promise.all([
      onPage(
        getDb()
          .select({
            id: blogPosts.id,
            title: blogPosts.title,
            slug: blogPosts.slug,
            status: blogPosts.status,
            publishDate: blogPosts.publishDate,
            updatedAt: blogPosts.updatedAt,
            categoryName: blogCategories.name,
          })
          .from(blogPosts)
          .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
          .where(where)
          .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))
          .$dynamic(),
        page,
      ),
      getDb().select({ total: count() }).from(blogPosts).where(where),
    ]),
  );
  return {
    rows: rows.map(({ status, ...row }) => ({ ...row, state: postState({ status, ...row }, now) })),
    total: Number(totals[0]?.total ?? 0),
  };
}

/** A post by id, whatever its status; null when there is none. */
export async function getPostForEdit(id: string): Promise<BlogPostRow | null> {
  const [row] = await withDbRetry(() =>
    getDb().select().from(blogPosts).where(eq(blogPosts.id, id)),
  );
  return row ?? null;
}

export type PostSaveResult =
  | { ok: true; id: string; action: string; state: PostState }
  | { ok: false; status: 400 | 404 | 409; error: string; fieldErrors: PostFieldErrors };

const invalid = (status: 400 | 404 | 409, fieldErrors: PostFieldErrors, error: string) =>
  ({ ok: false, status, error, fieldErrors }) as const;

/**
 * Status and publish date from the publishing choice. Publishing a post that is already out
 * keeps its date, so a fix to a typo does not make it look new.
 */
function publishingColumns(
  publishing: PostPublishing,
  existing: BlogPostRow | null,
  now: Date,
): { status: "draft" | "published"; publishDate: Date } {
  if (publishing.mode === "schedule") return { status: "published", publishDate: publishing.at };
  if (publishing.mode === "draft") {
    return { status: "draft", publishDate: existing?.publishDate ?? now };
  }
  const alreadyOut = existing && postState(existing, now) === "published";
  return { status: "published", publishDate: alreadyOut ? existing.publishDate : now };
}

/** The audit action and sentence of a save, from the post's state before and after. */
function describeSave(
  title: string,
  before: { state: PostState; publishDate: Date } | null,
  after: { state: PostState; publishDate: Date },
): { action: string; summary: string } {
  const quoted = `“${title}”`;
  if (!before) return { action: "post.create", summary: `Created ${quoted} (${after.state})` };
  const rescheduled =
    after.state === "scheduled" && before.publishDate.getTime() !== after.publishDate.getTime();
  if (after.state === "scheduled" && (before.state !== "scheduled" || rescheduled)) {
    return {
      action: "post.schedule",
      summary: `Scheduled ${quoted} for ${formatDate(after.publishDate, "staffDateTime")}`,
    };
  }
  if (after.state !== before.state) {
    return after.state === "published"
      ? { action: "post.publish", summary: `Published ${quoted}` }
      : { action: "post.unpublish", summary: `Unpublished ${quoted}` };
  }
  return { action: "post.update", summary: `Updated ${quoted}` };
}

/** Another post holding this slug or legacy URL, as field errors (empty when free). */
async function conflicts(
  tx: Queryable,
  fields: Pick<PostFields, "slug" | "legacyUrl">,
  id: string | undefined,
): Promise<PostFieldErrors> {
  const others = (column: SQL) => (id ? and(column, ne(blogPosts.id, id)) : column);
  const errors: PostFieldErrors = {};
  const [slugTaken] = await tx
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(others(eq(blogPosts.slug, fields.slug) as SQL))
    .limit(1);
  if (slugTaken) errors.slug = "Another post already uses this slug.";
  if (fields.legacyUrl) {
    const [legacyTaken] = await tx
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(others(eq(blogPosts.legacyUrl, fields.legacyUrl) as SQL))
      .limit(1);
    if (legacyTaken) errors.legacyUrl = "Another post already has this legacy URL.";
  }
  return errors;
}

const slugConflict = invalid(409, { slug: "Another post already uses this slug." }, "Slug taken.");

/**
 * Creates (no `id`) or updates a post from the editor's form, in one transaction with its audit
 * entry: `post.create`, or `post.publish` / `post.schedule` / `post.unpublish` when the state
 * changes, else `post.update`, with the status and publish date before and after and the names
 * of the changed fields.
 */
export async function savePost(
  actor: AuditActor,
  values: PostFormValues,
  { id, now = new Date(), db = getDb() }: { id?: string; now?: Date; db?: Queryable } = {},
): Promise<PostSaveResult> {
  const validation = validatePost(values, { now });
  if (!validation.ok) {
    return invalid(400, validation.fieldErrors, "Please check the highlighted fields.");
  }
  const { fields, publishing } = validation;
  let result: PostSaveResult;
  try {
    result = await db.transaction(async (tx): Promise<PostSaveResult> => {
      const existing = id
        ? ((await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update"))[0] ?? null)
        : null;
      if (id && !existing) return invalid(404, {}, "This post no longer exists.");
      if (fields.categoryId) {
        const [category] = await tx
          .select({ id: blogCategories.id })
          .from(blogCategories)
          .where(eq(blogCategories.id, fields.categoryId));
        if (!category) {
          return invalid(400, { categoryId: "Choose a category from the list." }, "Bad category.");
        }
      }
      const taken = await conflicts(tx, fields, id);
      if (Object.keys(taken).length > 0) {
        return invalid(409, taken, "Another post already uses this address.");
      }
      const columns = { ...fields, ...publishingColumns(publishing, existing, now) };
      const after = { state: postState(columns, now), publishDate: columns.publishDate };
      const before = existing
        ? { state: postState(existing, now), publishDate: existing.publishDate }
        : null;
      const [saved] = existing
        ? await tx
            .update(blogPosts)
            .set({ ...columns, updatedAt: now })
            .where(eq(blogPosts.id, existing.id))
            .returning({ id: blogPosts.id })
        : await tx
            .insert(blogPosts)
            .values({ ...columns, createdAt: now, updatedAt: now })
            .returning({ id: blogPosts.id });
      if (!saved) throw new Error("The post write returned no row");
      const { action, summary } = describeSave(fields.title, before, after);
      const changed = existing ? Object.keys(changedFields(existing, columns)?.after ?? {}) : [];
      await recordAudit(tx, actor, {
        action,
        entityType: "post",
        entityId: saved.id,
        summary,
        before: existing
          ? { status: existing.status, publishDate: existing.publishDate.toISOString() }
          : null,
        after: {
          status: columns.status,
          publishDate: columns.publishDate.toISOString(),
          ...(existing ? { changedFields: changed } : {}),
        },
      });
      return { ok: true, id: saved.id, action, state: after.state };
    });
  } catch (error) {
    // Two saves racing for one slug: the unique index decides, the loser hears why.
    if (isUniqueViolation(error)) return slugConflict;
    throw error;
  }
  if (result.ok) clearContentCaches();
  return result;
}

/** Deletes a post with its audit entry; the title is for the toast. */
export async function deletePost(
  actor: AuditActor,
  id: string,
  { db = getDb() }: { db?: Queryable } = {},
): Promise<{ ok: true; title: string } | { ok: false; status: 404; error: string }> {
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning({
      title: blogPosts.title,
      slug: blogPosts.slug,
      status: blogPosts.status,
      publishDate: blogPosts.publishDate,
    });
    if (!row) return null;
    await recordAudit(tx, actor, {
      action: "post.delete",
      entityType: "post",
      entityId: id,
      summary: `Deleted “${row.title}”`,
      before: {
        title: row.title,
        slug: row.slug,
        status: row.status,
        publishDate: row.publishDate.toISOString(),
      },
    });
    return row;
  });
  if (!deleted) return { ok: false, status: 404, error: "This post no longer exists." };
  clearContentCaches();
  return { ok: true, title: deleted.title };
}
