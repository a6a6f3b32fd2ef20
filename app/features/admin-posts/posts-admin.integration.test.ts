import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { listPublishedPosts } from "~/features/blog/posts.server";
import {
  createCategory,
  deleteCategory,
  updateCategory,
} from "~/features/staff-categories/categories.server";
import { getTagIndex } from "~/features/tags/tags.server";
import { auditLog, blogCategories, blogPosts, user } from "../../../db/schema";
import { truncate } from "../../../tests/support/test-database";
import { setUpTestDatabase } from "../../../tests/support/test-database-hooks.ts";
import { listAdminCategories } from "./categories-admin.server";
import { type PostFormValues, postFormFields } from "./post-fields";
import { deletePost, getPostForEdit, listAdminPosts, savePost } from "./posts-admin.server";

const now = new Date("2026-03-01T12:00:00Z");
const actor = { id: "editor-1", email: "editor@example.org" };

function form(values: Partial<PostFormValues>): PostFormValues {
  const empty = Object.fromEntries(postFormFields.map((field) => [field, ""])) as PostFormValues;
  return { ...empty, publish: "draft", ...values };
}

async function auditRows() {
  const { getDb } = await import("~/lib/db.server");
  return getDb().select().from(auditLog).orderBy(auditLog.createdAt);
}

/** How many readable posts the cached tag index counts for the test's tag. */
async function launchTagPosts(at: Date) {
  const { tags } = await getTagIndex({ now: at.getTime() });
  return tags.find((tag) => tag.tag === "LaunchTag")?.blogs ?? 0;
}

const database = setUpTestDatabase();
beforeAll(async () => {
  await database().db.insert(user).values({ id: actor.id, name: "Ed", email: actor.email });
});

describe("staff posts", () => {
  beforeEach(async () => {
    await truncate(database(), "blog_posts", "blog_categories", "audit_log");
    await database()
      .db.insert(blogCategories)
      .values({ id: "news", slug: "news", name: "News", color: "#475569" });
  });

  it("creates a draft with cleaned lists, a slug from the title and a computed read time", async () => {
    const result = await savePost(
      actor,
      form({
        title: "Zero-downtime deploys",
        content: "word ".repeat(450),
        tags: " React, react ,Node.js,, ",
        keywords: "deploys, Deploys",
        categoryId: "news",
      }),
      { now },
    );
    expect(result).toMatchObject({ ok: true, action: "post.create", state: "draft" });
    if (!result.ok) return;
    const post = await getPostForEdit(result.id);
    expect(post).toMatchObject({
      slug: "zero-downtime-deploys",
      status: "draft",
      tags: ["React", "Node.js"],
      keywords: ["deploys"],
      readTime: 3,
      template: null,
      categoryId: "news",
      updatedAt: now,
    });
    const [entry] = await auditRows();
    expect(entry).toMatchObject({
      action: "post.create",
      entityType: "post",
      entityId: result.id,
      actorId: actor.id,
      before: null,
      after: { status: "draft", publishDate: now.toISOString() },
    });
  });

  it("refuses bad fields with messages per field and writes nothing", async () => {
    const result = await savePost(
      actor,
      form({
        title: "",
        slug: "Not a slug!",
        canonicalUrl: "javascript:alert(1)",
        legacyUrl: "/blog/x",
        image: "http://insecure.example/a.png",
        readTime: "0",
        template: "fancy",
        content: "x".repeat(200_001),
        publish: "schedule",
        scheduleAt: "2026-02-01T10:00",
      }),
      { now },
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.status).toBe(400);
    expect(Object.keys(result.fieldErrors).sort()).toEqual(
      [
        "canonicalUrl",
        "content",
        "image",
        "legacyUrl",
        "readTime",
        "scheduleAt",
        "slug",
        "template",
        "title",
      ].sort(),
    );
    expect(result.fieldErrors.scheduleAt).toBe("The scheduled time must be in the future.");
    expect(result.fieldErrors.content).toMatch(/too long/);
    expect(await database().db.select().from(blogPosts)).toHaveLength(0);
    expect(await auditRows()).toHaveLength(0);
  });

  it("answers 409 with a field error when the slug or legacy URL is taken", async () => {
    const first = await savePost(
      actor,
      form({ title: "One", slug: "taken", legacyUrl: "/post/old" }),
      { now },
    );
    expect(first.ok).toBe(true);
    const second = await savePost(actor, form({ title: "Two", slug: "taken" }), { now });
    expect(second).toMatchObject({
      ok: false,
      status: 409,
      fieldErrors: { slug: "Another post already uses this slug." },
    });
    const third = await savePost(
      actor,
      form({ title: "Three", slug: "three", legacyUrl: "/post/old" }),
      { now },
    );
    expect(third).toMatchObject({
      ok: false,
      status: 409,
      fieldErrors: { legacyUrl: expect.any(String) },
    });
    // A post keeps its own slug when saved again.
    if (!first.ok) return;
    const again = await savePost(
      actor,
      form({ title: "One, edited", slug: "taken", legacyUrl: "/post/old" }),
      { id: first.id, now },
    );
    expect(again).toMatchObject({ ok: true, action: "post.update" });
    expect(await database().db.select().from(blogPosts)).toHaveLength(1);
  });

  it("schedules, then publishes: hidden from readers until published, with audit actions", async () => {
    const created = await savePost(
      actor,
      form({ title: "Launch notes", tags: "LaunchTag", content: "# Hi" }),
      { now },
    );
    if (!created.ok) throw new Error("create failed");
    const id = created.id;
    const later = new Date(now.getTime() + 60_000);

    const scheduled = await savePost(
      actor,
      form({
        title: "Launch notes",
        tags: "LaunchTag",
        content: "# Hi",
        publish: "schedule",
        scheduleAt: "2026-03-02T09:30",
      }),
      { id, now: later },
    );
    expect(scheduled).toMatchObject({ ok: true, action: "post.schedule", state: "scheduled" });
    expect((await getPostForEdit(id))?.publishDate).toEqual(new Date("2026-03-02T09:30:00Z"));
    expect((await listPublishedPosts({ limit: 10, now: later })).total).toBe(0);
    expect(await launchTagPosts(later)).toBe(0);
    expect((await listAdminPosts({ state: "scheduled", now: later })).rows).toHaveLength(1);

    const published = await savePost(
      actor,
      form({ title: "Launch notes", tags: "LaunchTag", content: "# Hi", publish: "now" }),
      { id, now: later },
    );
    expect(published).toMatchObject({ ok: true, action: "post.publish", state: "published" });
    expect((await getPostForEdit(id))?.publishDate).toEqual(later);
    expect((await listPublishedPosts({ limit: 10, now: later })).total).toBe(1);
    // The tag cache was cleared by the write: the new tag counts at once.
    expect(await launchTagPosts(later)).toBe(1);

    // Saving a published post again keeps its publish date.
    const edited = await savePost(
      actor,
      form({
        title: "Launch notes 2",
        slug: "launch-notes",
        tags: "LaunchTag",
        content: "# Hi",
        publish: "now",
      }),
      { id, now: new Date(later.getTime() + 60_000) },
    );
    expect(edited).toMatchObject({ ok: true, action: "post.update" });
    expect((await getPostForEdit(id))?.publishDate).toEqual(later);

    const unpublished = await savePost(
      actor,
      form({ title: "Launch notes 2", tags: "LaunchTag", content: "# Hi", publish: "draft" }),
      { id, now: new Date(later.getTime() + 120_000) },
    );
    expect(unpublished).toMatchObject({ ok: true, action: "post.unpublish", state: "draft" });

    const entries = await auditRows();
    expect(entries.map((entry) => entry.action)).toEqual([
      "post.create",
      "post.schedule",
      "post.publish",
      "post.update",
      "post.unpublish",
    ]);
    expect(entries[2]).toMatchObject({
      before: { status: "published", publishDate: "2026-03-02T09:30:00.000Z" },
      after: {
        status: "published",
        publishDate: later.toISOString(),
        changedFields: ["publishDate"],
      },
    });
    expect(entries[3]?.after).toMatchObject({ changedFields: ["title"] });
  });

  it("lists by search, state and category, most recently updated first", async () => {
    const make = (title: string, extra: Partial<PostFormValues>, at: Date) =>
      savePost(actor, form({ title, ...extra }), { now: at });
    await make("Alpha draft", {}, new Date("2026-02-01T00:00:00Z"));
    await make(
      "Beta news",
      { categoryId: "news", publish: "now" },
      new Date("2026-02-02T00:00:00Z"),
    );
    await make(
      "Gamma",
      { excerpt: "about alpha things", publish: "now" },
      new Date("2026-02-03T00:00:00Z"),
    );
    const all = await listAdminPosts({ now });
    expect(all.rows.map((row) => row.title)).toEqual(["Gamma", "Beta news", "Alpha draft"]);
    expect((await listAdminPosts({ q: "alpha", now })).rows.map((row) => row.title)).toEqual([
      "Gamma",
      "Alpha draft",
    ]);
    expect((await listAdminPosts({ state: "draft", now })).rows.map((row) => row.title)).toEqual([
      "Alpha draft",
    ]);
    expect((await listAdminPosts({ categoryId: "news", now })).total).toBe(1);
  });

  it("deletes a post with an audit entry, and says 404 for one already gone", async () => {
    const created = await savePost(actor, form({ title: "Doomed" }), { now });
    if (!created.ok) throw new Error("create failed");
    expect(await deletePost(actor, created.id)).toEqual({ ok: true, title: "Doomed" });
    expect(await getPostForEdit(created.id)).toBeNull();
    expect(await deletePost(actor, created.id)).toMatchObject({ ok: false, status: 404 });
    const entries = await auditRows();
    expect(entries.at(-1)).toMatchObject({ action: "post.delete", entityId: created.id });
  });

  it("answers 404 when saving a post that no longer exists", async () => {
    const result = await savePost(actor, form({ title: "Ghost" }), {
      id: "00000000-0000-4000-8000-000000000000",
      now,
    });
    expect(result).toMatchObject({ ok: false, status: 404 });
  });
});

describe("staff post categories", () => {
  beforeAll(async () => {
    await truncate(database(), "blog_posts", "blog_categories", "audit_log");
  });

  it("creates, refuses duplicates, renames, and deletes leaving posts uncategorised", async () => {
    const created = await createCategory(actor, "post", {
      name: "Cloud & DevOps",
      color: "#0891b2",
      description: null,
    });
    expect(created).toMatchObject({ ok: true, id: "cloud-and-devops" });
    expect(
      await createCategory(actor, "post", {
        name: "cloud & devops",
        color: null,
        description: null,
      }),
    ).toMatchObject({ ok: false, status: 409, fieldErrors: { name: expect.any(String) } });

    const post = await savePost(
      actor,
      form({ title: "In cloud", categoryId: "cloud-and-devops" }),
      {
        now,
      },
    );
    if (!post.ok) throw new Error("create failed");

    expect(
      await updateCategory(actor, "post", "cloud-and-devops", {
        name: "Cloud",
        color: "#0891b2",
        description: "Infra",
      }),
    ).toMatchObject({ ok: true });
    const [listed] = await listAdminCategories();
    expect(listed).toMatchObject({
      id: "cloud-and-devops",
      slug: "cloud-and-devops",
      name: "Cloud",
      color: "#0891b2",
      description: "Infra",
      postCount: 1,
    });

    expect(await deleteCategory(actor, "post", "cloud-and-devops")).toMatchObject({
      ok: true,
      members: 1,
    });
    const [row] = await database().db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(row?.categoryId).toBeNull();
    expect(await deleteCategory(actor, "post", "cloud-and-devops")).toMatchObject({
      ok: false,
      status: 404,
    });
    const actions = (await auditRows())
      .filter((entry) => entry.entityType === "post_category")
      .map((entry) => entry.action);
    expect(actions).toEqual([
      "post_category.create",
      "post_category.update",
      "post_category.delete",
    ]);
  });
});
