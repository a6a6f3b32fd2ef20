import type { SubmissionResult } from "@conform-to/react";
import { and, count, eq, ne, sql } from "drizzle-orm";
import { data } from "react-router";
import { userHasPermission } from "~/features/access/guards.server";
import type { Permission } from "~/features/access/permissions";
import { refusedToast } from "~/features/admin/refused-toast";
import { type AuditActor, changedFields, recordAudit } from "~/features/audit/audit.server";
import { readForm } from "~/features/forms/read-form.server";
import type { Tx } from "~/lib/db.server";
import { redirectWithFlash } from "~/lib/flash.server";
import { replyWithErrors } from "~/lib/form-reply.server";
import { pluralWord } from "~/lib/plural";
import { slugify } from "~/lib/slugify";
import { refuse, runWrite } from "~/lib/staff-write.server";
import type { Refusal, WriteResult } from "~/lib/write-result";
import { blogCategories, blogPosts, jobCategories, jobPosts } from "../../../db/schema/index.ts";
import { type CategoryKind, categoriesPath } from "./categories";
import { type CategoryField, type CategoryInput, parseCategoryForm } from "./category-input";

/**
 * The staff pages of job categories and post categories: one form, one set of writes, one
 * action. What differs is here: the tables and the noun in audit entries and messages.
 * A category's id (and a post category's slug, the same) comes from its first name and never
 * changes, so links and the post template rule (post-view.ts) keep working after a rename.
 */
const kinds = {
  job: {
    noun: "job",
    table: jobCategories,
    members: { table: jobPosts, categoryId: jobPosts.categoryId },
  },
  post: {
    noun: "post",
    table: blogCategories,
    members: { table: blogPosts, categoryId: blogPosts.categoryId },
  },
} as const satisfies Record<CategoryKind, unknown>;

type CategoryWriteResult<Success extends object = object> = WriteResult<Success, CategoryField>;

const nameTaken = (name: string): Refusal<CategoryField> => ({
  ok: false,
  status: 409,
  error: "This name is taken.",
  fieldErrors: { name: `A category named “${name}” already exists: choose another name.` },
});

const notFound = { ok: false, status: 404, error: "This category no longer exists." } as const;

/** Names are unique ignoring case: "Design" and "design" would look the same in a list. */
async function nameInUse(tx: Tx, kind: CategoryKind, name: string, exceptId?: string) {
  const { table } = kinds[kind];
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        sql`lower(${table.name}) = ${name.toLowerCase()}`,
        exceptId ? ne(table.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** A readable id from the name ("Cloud & DevOps" → "cloud-and-devops"), numbered when taken. */
async function freeId(tx: Tx, kind: CategoryKind, name: string): Promise<string> {
  const { table } = kinds[kind];
  const base = slugify(name).slice(0, 60);
  const taken = await tx
    .select({ id: table.id })
    .from(table)
    .where(sql`${table.id} = ${base} or ${table.id} like ${`${base}-%`}`);
  const ids = new Set(taken.map((row) => row.id));
  let id = base;
  for (let n = 2; ids.has(id); n++) id = `${base}-${n}`;
  return id;
}

async function lockCategory(tx: Tx, kind: CategoryKind, id: string) {
  const { table } = kinds[kind];
  const [row] = await tx
    .select({
      id: table.id,
      name: table.name,
      description: table.description,
      color: table.color,
    })
    .from(table)
    .where(eq(table.id, id.slice(0, 100)))
    .for("update");
  return row;
}

const snapshot = ({ name, description, color }: CategoryInput) => ({ name, description, color });

export function createCategory(
  actor: AuditActor,
  kind: CategoryKind,
  category: CategoryInput,
): Promise<CategoryWriteResult<{ id: string }>> {
  const { noun } = kinds[kind];
  return runWrite(
    async (tx) => {
      if (await nameInUse(tx, kind, category.name)) refuse(nameTaken(category.name));
      const id = await freeId(tx, kind, category.name);
      if (kind === "post") {
        await tx.insert(blogCategories).values({ id, slug: id, ...snapshot(category) });
      } else {
        await tx.insert(jobCategories).values({ id, ...snapshot(category) });
      }
      await recordAudit(tx, actor, {
        action: `${noun}_category.create`,
        entityType: `${noun}_category`,
        entityId: id,
        summary: `Created the ${noun} category “${category.name}”`,
        after: snapshot(category),
      });
      return { id };
    },
    () => nameTaken(category.name),
  );
}

/** Renames a category or changes its colour or description; its id (and slug) stay. */
export function updateCategory(
  actor: AuditActor,
  kind: CategoryKind,
  id: string,
  category: CategoryInput,
): Promise<CategoryWriteResult<{ changed: boolean }>> {
  const { noun, table } = kinds[kind];
  return runWrite(
    async (tx) => {
      const current = await lockCategory(tx, kind, id);
      if (!current) refuse(notFound);
      if (await nameInUse(tx, kind, category.name, id)) refuse(nameTaken(category.name));
      const changes = changedFields(snapshot(current), snapshot(category));
      if (!changes) return { changed: false };
      await tx.update(table).set(snapshot(category)).where(eq(table.id, id));
      await recordAudit(tx, actor, {
        action: `${noun}_category.update`,
        entityType: `${noun}_category`,
        entityId: id,
        summary: `Edited the ${noun} category “${category.name}”`,
        ...changes,
      });
      return { changed: true };
    },
    () => nameTaken(category.name),
  );
}

/** Deletes the category; its jobs or posts stay, without one (the foreign key sets null). */
export function deleteCategory(
  actor: AuditActor,
  kind: CategoryKind,
  id: string,
): Promise<CategoryWriteResult<{ name: string; members: number }>> {
  const { noun, table, members } = kinds[kind];
  return runWrite(
    async (tx) => {
      const current = await lockCategory(tx, kind, id);
      if (!current) refuse(notFound);
      const [counted] = await tx
        .select({ total: count() })
        .from(members.table)
        .where(eq(members.categoryId, id));
      const total = Number(counted?.total ?? 0);
      await tx.delete(table).where(eq(table.id, id));
      await recordAudit(tx, actor, {
        action: `${noun}_category.delete`,
        entityType: `${noun}_category`,
        entityId: id,
        summary: `Deleted the ${noun} category “${current.name}”; ${total} ${total === 1 ? `${noun} is` : `${noun}s are`} now uncategorised`,
        before: { ...snapshot(current), [`${noun}s`]: total },
      });
      return { name: current.name, members: total };
    },
    () => notFound,
  );
}

/** A refused create or edit, as the action answers it (a saved one redirects with a toast). */
export interface CategoryFormAnswer {
  intent: "create" | "update";
  /** The category edited, or null for a new one. */
  id: string | null;
  result: SubmissionResult<string[]>;
}

/** Whether the user may delete categories of this kind (the list's Delete buttons). */
export const mayDeleteCategories = (user: AuditActor, kind: CategoryKind) =>
  userHasPermission(user.id, `delete:${kinds[kind].noun}:any`);

/**
 * The action of a categories page: `intent` create, update or delete, each allowed by its own
 * permission (`create:job:any`…). A refused form comes back with its errors next to the fields;
 * anything else redirects to the page with a toast.
 */
export async function categoryAction(request: Request, user: AuditActor, kind: CategoryKind) {
  const { noun } = kinds[kind];
  const path = categoriesPath(kind);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent !== "create" && intent !== "update" && intent !== "delete") {
    throw data({ message: "Unknown action." }, { status: 400 });
  }
  const permission = `${intent}:${noun}:any` satisfies Permission;
  if (!(await userHasPermission(user.id, permission))) {
    throw data({ message: "You do not have access to this action." }, { status: 403 });
  }
  const id = String(form.get("id") ?? "");

  if (intent === "delete") {
    const result = await deleteCategory(user, kind, id);
    if (!result.ok) return redirectWithFlash(path, refusedToast(result.error));
    const { name, members } = result;
    return redirectWithFlash(path, {
      type: "success",
      title: "Category deleted",
      description:
        members === 0
          ? `“${name}” is gone.`
          : `“${name}” is gone; its ${members} ${pluralWord(members, noun)} ${members === 1 ? "is" : "are"} now without a category.`,
    });
  }

  const answer = (status: number, result: SubmissionResult<string[]>) =>
    data<CategoryFormAnswer>({ intent, id: intent === "update" ? id : null, result }, { status });
  const submission = parseCategoryForm(form);
  if (submission.status !== "success") return answer(400, submission.reply());
  const category = submission.value;
  const saved =
    intent === "update"
      ? await updateCategory(user, kind, id, category)
      : await createCategory(user, kind, category);
  if (!saved.ok && saved.status === 404) return redirectWithFlash(path, refusedToast(saved.error));
  if (!saved.ok) {
    // The whole form's message only when no field says what is wrong.
    const fieldErrors = saved.fieldErrors ?? {};
    const formError = Object.keys(fieldErrors).length ? undefined : saved.error;
    return answer(saved.status, replyWithErrors(form, { fieldErrors, formError }));
  }
  return redirectWithFlash(path, {
    type: "success",
    title: intent === "update" ? "Category saved" : "Category created",
    description: `“${category.name}” is ready to use on ${noun}s.`,
  });
}
