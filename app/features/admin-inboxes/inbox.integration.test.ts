import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
  contactMessages,
  leads,
  user,
  userRoleAssignments,
  userRoles,
} from "../../../db/schema";
import { truncate } from "../../../tests/support/test-database";
import { setUpTestDatabase } from "../../../tests/support/test-database-hooks.ts";
import { staffHolding } from "./assignees.server";
import { exportBatchSize, leadsCsv, messagesCsv } from "./csv-export.server";
import { defaultFilters, type InboxFilters } from "./filters";
import { assign, markHandled, reopen, setMessageStatus } from "./follow-up.server";
import { listLeads, listMessages } from "./inbox.server";

const admin = { id: "admin-1", email: "ada@quillstack.test" };
const other = { id: "admin-2", email: "bob@quillstack.test" };
const recruiter = { id: "recruiter-1", email: "rita@quillstack.test" };

const filters = (changes: Partial<InboxFilters> = {}): InboxFilters => ({
  ...defaultFilters,
  ...changes,
});
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 10, 12, minutes));

describe("staff inboxes", () => {
  const database = setUpTestDatabase();

  beforeAll(async () => {
    const { db } = database();
    await db.insert(user).values([
      { id: admin.id, name: "Ada Admin", email: admin.email },
      { id: other.id, name: "Bob Admin", email: other.email },
      { id: recruiter.id, name: "Rita Recruiter", email: recruiter.email },
      { id: "former", name: "Former Admin", email: "former@quillstack.test" },
    ]);
    const roles = await db
      .insert(userRoles)
      .values([{ name: "admin" }, { name: "recruiter" }])
      .returning();
    const roleId = (name: string) => roles.find((role) => role.name === name)?.id as string;
    await db.insert(userRoleAssignments).values([
      { userId: admin.id, roleId: roleId("admin") },
      { userId: other.id, roleId: roleId("admin") },
      { userId: recruiter.id, roleId: roleId("recruiter") },
      { userId: "former", roleId: roleId("admin"), isActive: false },
    ]);
  });

  beforeEach(async () => {
    await truncate(database(), "leads", "contact_messages", "audit_log");
  });

  it("offers only active staff whose roles can read the inbox", async () => {
    const staff = await staffHolding(database().db, "read:lead:any");
    expect(staff.map((member) => member.id)).toEqual([admin.id, other.id]);
  });

  it("filters leads by handled state, source, assignee and email, newest first", async () => {
    const { db } = database();
    await db.insert(leads).values([
      { email: "old@acme.com", source: "landing-page", createdAt: at(1) },
      {
        email: "mine@acme.com",
        source: "services-hero",
        assignedTo: admin.id,
        createdAt: at(2),
      },
      {
        email: "done@globex.com",
        source: "landing-page",
        assignedTo: other.id,
        handledAt: at(5),
        handledBy: other.id,
        createdAt: at(3),
      },
      { email: "new@globex.com", source: "landing-page", createdAt: at(4) },
    ]);
    const emails = async (changes: Partial<InboxFilters>) =>
      (await listLeads(db, { filters: filters(changes), userId: admin.id, page: 1 })).rows.map(
        (row) => row.email,
      );

    expect(await emails({})).toEqual(["new@globex.com", "mine@acme.com", "old@acme.com"]);
    expect(await emails({ handled: "handled" })).toEqual(["done@globex.com"]);
    expect(await emails({ handled: "all", source: "landing-page" })).toEqual([
      "new@globex.com",
      "done@globex.com",
      "old@acme.com",
    ]);
    expect(await emails({ handled: "all", assigned: "me" })).toEqual(["mine@acme.com"]);
    expect(await emails({ handled: "all", assigned: "unassigned" })).toEqual([
      "new@globex.com",
      "old@acme.com",
    ]);
    expect(await emails({ handled: "all", email: "GLOBEX" })).toEqual([
      "new@globex.com",
      "done@globex.com",
    ]);
    // The search is literal text, not a LIKE pattern.
    expect(await emails({ handled: "all", email: "%" })).toEqual([]);

    const { rows, total } = await listLeads(db, {
      filters: filters({ handled: "handled" }),
      userId: admin.id,
      page: 1,
    });
    expect(total).toBe(1);
    expect(rows[0]).toMatchObject({
      assignedToName: "Bob Admin",
      handledByName: "Bob Admin",
      handledAt: at(5).toISOString(),
    });
  });

  it("assigns, handles and reopens a lead, recording each change in the audit log", async () => {
    const { db } = database();
    const [lead] = await db
      .insert(leads)
      .values({ email: "cto@acme.com", source: "landing-page" })
      .returning();
    const id = lead?.id as string;

    expect(await assign("lead", id, other.id, admin)).toMatchObject({ ok: true });
    expect(await assign("lead", id, other.id, admin)).toMatchObject({ ok: false, status: 409 });
    expect(await assign("lead", id, recruiter.id, admin)).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await assign("lead", id, "former", admin)).toMatchObject({ ok: false, status: 400 });
    expect(await markHandled("lead", id, admin)).toMatchObject({ ok: true });
    expect(await markHandled("lead", id, admin)).toMatchObject({ ok: false, status: 409 });

    const [handled] = await db.select().from(leads).where(eq(leads.id, id));
    expect(handled).toMatchObject({ assignedTo: other.id, handledBy: admin.id });
    expect(handled?.handledAt).toBeInstanceOf(Date);

    expect(await reopen("lead", id, admin)).toMatchObject({ ok: true });
    expect(await reopen("lead", id, admin)).toMatchObject({ ok: false, status: 409 });
    expect(await assign("lead", id, null, admin)).toMatchObject({ ok: true });
    const [reopened] = await db.select().from(leads).where(eq(leads.id, id));
    expect(reopened).toMatchObject({ assignedTo: null, handledAt: null, handledBy: null });

    const entries = await db.select().from(auditLog).orderBy(auditLog.createdAt);
    expect(entries.map((entry) => [entry.action, entry.summary])).toEqual([
      ["lead.assign", "Assigned the lead from cto@acme.com to Bob Admin"],
      ["lead.handle", "Marked the lead from cto@acme.com handled"],
      ["lead.reopen", "Reopened the lead from cto@acme.com"],
      ["lead.assign", "Unassigned the lead from cto@acme.com"],
    ]);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      entityType: "lead",
      entityId: id,
      before: { assignedTo: null },
      after: { assignedTo: other.id },
    });
    expect(entries[1]?.before).toEqual({ handledAt: null, handledBy: null });
    expect(entries[1]?.after).toMatchObject({ handledBy: admin.id });
    expect(entries[2]?.after).toEqual({ handledAt: null, handledBy: null });
  });

  it("answers 404 for a row that does not exist, and writes nothing", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(await markHandled("lead", missing, admin)).toMatchObject({ ok: false, status: 404 });
    expect(await database().db.select().from(auditLog)).toEqual([]);
  });

  it("handles a message as answered, reopens it as read, and changes its status", async () => {
    const { db } = database();
    const [message] = await db
      .insert(contactMessages)
      .values({ name: "Grace", email: "grace@acme.com", message: "Hello" })
      .returning();
    const id = message?.id as string;

    expect(await markHandled("message", id, admin)).toMatchObject({ ok: true });
    expect((await db.select().from(contactMessages))[0]).toMatchObject({
      status: "answered",
      handledBy: admin.id,
    });
    expect(await reopen("message", id, admin)).toMatchObject({ ok: true });
    expect((await db.select().from(contactMessages))[0]).toMatchObject({
      status: "read",
      handledAt: null,
    });
    expect(await setMessageStatus(id, "archived", admin)).toMatchObject({ ok: true });
    expect(await setMessageStatus(id, "archived", admin)).toMatchObject({
      ok: false,
      status: 409,
    });

    const entries = await db.select().from(auditLog).orderBy(auditLog.createdAt);
    expect(entries.map((entry) => entry.action)).toEqual([
      "message.handle",
      "message.reopen",
      "message.status",
    ]);
    expect(entries[0]).toMatchObject({ entityType: "contact_message", entityId: id });
    expect(entries[0]?.before).toEqual({ handledAt: null, handledBy: null, status: "new" });
    expect(entries[2]).toMatchObject({
      before: { status: "read" },
      after: { status: "archived" },
      summary: "Set the message from grace@acme.com to Archived",
    });
  });

  it("filters messages by status and service", async () => {
    const { db } = database();
    await db.insert(contactMessages).values([
      { name: "A", email: "a@acme.com", message: "m", service: "consulting", createdAt: at(1) },
      { name: "B", email: "b@acme.com", message: "m", status: "read", createdAt: at(2) },
      {
        name: "C",
        email: "c@acme.com",
        message: "m",
        service: "consulting",
        status: "archived",
        createdAt: at(3),
      },
    ]);
    const names = async (changes: Partial<InboxFilters>) =>
      (await listMessages(db, { filters: filters(changes), userId: admin.id, page: 1 })).rows.map(
        (row) => row.name,
      );
    expect(await names({})).toEqual(["C", "B", "A"]);
    expect(await names({ status: "read" })).toEqual(["B"]);
    expect(await names({ source: "consulting" })).toEqual(["C", "A"]);
  });

  it("exports leads as RFC 4180 CSV with formulas defused, honouring the filters", async () => {
    const { db } = database();
    await db.insert(leads).values([
      {
        email: "=cmd|'/c calc'!a1@evil.com",
        source: "landing-page",
        consent: { essential: true, analytics: true, marketing: false, functional: true },
        createdAt: at(2),
      },
      { email: "plain@acme.com", source: "services-hero", createdAt: at(1) },
    ]);
    const response = leadsCsv(filters({ source: "landing-page" }), admin.id);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(await response.text()).toBe(
      "Email,Source,Consent,Received,Assigned to,Handled at,Handled by\r\n" +
        `'=cmd|'/c calc'!a1@evil.com,landing-page,"Analytics, Functional",${at(2).toISOString()},,,\r\n`,
    );
  });

  it("exports messages with quotes, commas and line breaks kept inside one cell", async () => {
    const { db } = database();
    await db.insert(contactMessages).values({
      name: 'Eve, the "tester"',
      email: "eve@acme.com",
      company: "@Corp",
      service: "consulting",
      message: 'Line one\nLine two, with "quotes"\n+1 555',
      createdAt: at(1),
    });
    const text = await messagesCsv(filters(), admin.id).text();
    expect(text).toBe(
      "Name,Email,Company,Service,Message,Status,Received,Assigned to,Handled at,Handled by\r\n" +
        `"Eve, the ""tester""",eve@acme.com,'@Corp,Consulting,"Line one\nLine two, with ""quotes""\n+1 555",new,${at(1).toISOString()},,,\r\n`,
    );
  });

  it("exports every row once across batches, even rows created in the same instant", async () => {
    const { db } = database();
    const total = exportBatchSize * 2 + 7;
    // Half share one timestamp, so the batches must break ties by id without skipping any.
    await db.insert(leads).values(
      Array.from({ length: total }, (_, index) => ({
        email: `lead${index}@acme.com`,
        source: "landing-page",
        createdAt: index % 2 === 0 ? at(0) : new Date(at(0).getTime() + index),
      })),
    );
    const lines = (await leadsCsv(filters(), admin.id).text()).trimEnd().split("\r\n");
    expect(lines).toHaveLength(total + 1);
    const emails = new Set(lines.slice(1).map((line) => line.split(",")[0]));
    expect(emails.size).toBe(total);
  });
});
