import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordAudit } from "~/features/audit/audit.server";
import { auditLog, blogPosts, user } from "../../../db/schema";
import { openTestDatabase } from "../../../tests/support/test-database";
import { auditFilterOptions, listAuditLog, liveEntities } from "./audit-log.server";
import { parseAuditFilters } from "./filters";

const filtered = (query: string) => parseAuditFilters(new URLSearchParams(query));

describe("audit log queries", () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
    const { db } = database;
    await db.insert(user).values([
      { id: "ada", name: "Ada", email: "ada@quillstack.test" },
      { id: "bob", name: "Bob", email: "bob_smith@quillstack.test" },
    ]);
    const at = (iso: string) => new Date(iso);
    await db.insert(auditLog).values([
      {
        actorId: "ada",
        actorEmail: "ada@quillstack.test",
        action: "post.publish",
        entityType: "post",
        entityId: "p1",
        summary: "Published “One”",
        before: { status: "draft" },
        after: { status: "published" },
        createdAt: at("2025-03-01T08:00:00Z"),
      },
      {
        actorId: "bob",
        actorEmail: "bob_smith@quillstack.test",
        action: "job.create",
        entityType: "job",
        entityId: "j1",
        summary: "Created “Engineer”",
        createdAt: at("2025-03-02T23:59:59Z"),
      },
      {
        actorId: "ada",
        actorEmail: "ada@quillstack.test",
        action: "invitation.revoke",
        entityType: "invitation",
        entityId: "i1",
        summary: "Revoked the invitation to x@example.org",
        createdAt: at("2025-03-03T00:00:00Z"),
      },
    ]);
    // Written the way staff writes are: through recordAudit, now.
    await db.transaction((tx) =>
      recordAudit(
        tx,
        { id: "bob", email: "bob_smith@quillstack.test" },
        { action: "post.update", entityType: "post", entityId: "p1", summary: "Edited “One”" },
      ),
    );
  });
  afterAll(() => database.cleanup());

  const summaries = async (query: string, page = 1, pageSize = 25) =>
    (await listAuditLog(filtered(query), page, { pageSize })).entries.map((entry) => entry.summary);

  it("lists everything newest first with the total", async () => {
    const { entries, total } = await listAuditLog(filtered(""), 1);
    expect(total).toBe(4);
    expect(entries.map((entry) => entry.summary)).toEqual([
      "Edited “One”",
      "Revoked the invitation to x@example.org",
      "Created “Engineer”",
      "Published “One”",
    ]);
    expect(entries[3]).toMatchObject({
      before: { status: "draft" },
      after: { status: "published" },
    });
  });

  it("pages: the total stays, the rows move on", async () => {
    expect(await summaries("", 1, 3)).toHaveLength(3);
    const second = await listAuditLog(filtered(""), 2, { pageSize: 3 });
    expect(second.total).toBe(4);
    expect(second.entries.map((entry) => entry.summary)).toEqual(["Published “One”"]);
    expect(await summaries("", 3, 3)).toEqual([]);
  });

  it("filters by entity type, action and part of the actor's email", async () => {
    expect(await summaries("entity=post")).toEqual(["Edited “One”", "Published “One”"]);
    expect(await summaries("entity=post&action=post.publish")).toEqual(["Published “One”"]);
    expect(await summaries("actor=BOB")).toEqual(["Edited “One”", "Created “Engineer”"]);
    // LIKE wildcards in the search are plain characters: "_" does not stand for "@".
    expect(await summaries("actor=ada_quill")).toEqual([]);
    expect(await summaries("actor=%25")).toEqual([]);
    expect(await summaries("actor=bob_smith")).toHaveLength(2);
  });

  it("filters by whole UTC days, both ends included", async () => {
    expect(await summaries("from=2025-03-02&to=2025-03-02")).toEqual(["Created “Engineer”"]);
    expect(await summaries("from=2025-03-03&to=2025-03-03")).toEqual([
      "Revoked the invitation to x@example.org",
    ]);
    expect(await summaries("to=2025-03-01")).toEqual(["Published “One”"]);
    expect((await listAuditLog(filtered("from=2025-03-02&entity=post"), 1)).total).toBe(1);
  });

  it("reports bad dates and leaves them out instead of failing", async () => {
    const parsed = filtered("from=2025-02-30&to=yesterday&entity=job");
    expect(parsed.errors).toEqual({
      from: "Please enter a date as YYYY-MM-DD.",
      to: "Please enter a date as YYYY-MM-DD.",
    });
    expect((await listAuditLog(parsed, 1)).entries.map((entry) => entry.summary)).toEqual([
      "Created “Engineer”",
    ]);
    expect(filtered("from=2025-03-05&to=2025-03-01").errors).toEqual({
      to: "The end date must be on or after the start date.",
    });
  });

  it("offers the entity types and actions the log holds", async () => {
    expect(await auditFilterOptions()).toEqual({
      entityTypes: ["invitation", "job", "post"],
      actions: ["invitation.revoke", "job.create", "post.publish", "post.update"],
    });
  });

  it("knows which posts, jobs and applications still exist, for their links", async () => {
    const [post] = await database.db
      .insert(blogPosts)
      .values({ slug: "still-here", title: "Still here" })
      .returning();
    const gone = crypto.randomUUID();
    const live = await liveEntities([
      { entityType: "post", entityId: post?.id ?? null },
      { entityType: "post", entityId: gone },
      { entityType: "job", entityId: gone },
      { entityType: "application", entityId: "not-a-uuid" },
      { entityType: "post", entityId: null },
      { entityType: "lead", entityId: gone },
    ]);
    expect([...live]).toEqual([`post:${post?.id}`]);
  });
});
