import { and, asc, count, desc, eq, ilike, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { onPage } from "~/lib/admin-paging";
import type { Queryable } from "~/lib/db.server";
import { escapeLikePattern } from "~/lib/sql";
import { contactMessages, type LeadConsent, leads, user } from "../../../db/schema/index.ts";
import { staffLabel } from "./assignees.server";
import type { InboxFilters, MessageStatus } from "./filters";

type InboxTable = typeof leads | typeof contactMessages;

const assignee = alias(user, "assignee");
const handler = alias(user, "handler");

/** Where a batch of the newest-first list continues: the last row's exact time and id. */
export interface InboxCursor {
  at: string;
  id: string;
}

/** Who follows a row up, as both lists show it. Dates are ISO strings. */
export interface FollowUp {
  assignedTo: string | null;
  assignedToName: string | null;
  handledAt: string | null;
  handledByName: string | null;
}

export interface LeadListRow extends FollowUp {
  id: string;
  email: string;
  source: string;
  consent: LeadConsent | null;
  createdAt: string;
}

export interface MessageListRow extends FollowUp {
  id: string;
  name: string;
  email: string;
  company: string | null;
  service: string | null;
  message: string;
  status: MessageStatus;
  createdAt: string;
}

function followUpConditions(table: InboxTable, filters: InboxFilters, userId: string) {
  const conditions: SQL[] = [];
  if (filters.handled === "open") conditions.push(isNull(table.handledAt));
  if (filters.handled === "handled") conditions.push(isNotNull(table.handledAt));
  if (filters.assigned === "me") conditions.push(eq(table.assignedTo, userId));
  if (filters.assigned === "unassigned") conditions.push(isNull(table.assignedTo));
  if (filters.email) conditions.push(ilike(table.email, `%${escapeLikePattern(filters.email)}%`));
  return conditions;
}

function leadConditions(filters: InboxFilters, userId: string) {
  return and(
    ...followUpConditions(leads, filters, userId),
    filters.source ? eq(leads.source, filters.source) : undefined,
  );
}

function messageConditions(filters: InboxFilters, userId: string) {
  return and(
    ...followUpConditions(contactMessages, filters, userId),
    filters.source ? eq(contactMessages.service, filters.source) : undefined,
    filters.status ? eq(contactMessages.status, filters.status) : undefined,
  );
}

/** Rows older than `cursor` in the newest-first order (created_at, then id). */
function olderThan(table: InboxTable, cursor: InboxCursor | null) {
  return cursor
    ? sql`(${table.createdAt}, ${table.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
}

function followUpColumns(table: InboxTable) {
  return {
    assignedTo: table.assignedTo,
    assigneeName: assignee.name,
    assigneeEmail: assignee.email,
    handledAt: table.handledAt,
    handlerName: handler.name,
    handlerEmail: handler.email,
    // The exact time as text: a JS Date drops the microseconds a cursor needs.
    cursorAt: sql<string>`${table.createdAt}::text`,
  };
}

function toFollowUp(row: {
  assignedTo: string | null;
  assigneeName: string | null;
  assigneeEmail: string | null;
  handledAt: Date | null;
  handlerName: string | null;
  handlerEmail: string | null;
}): FollowUp {
  return {
    assignedTo: row.assignedTo,
    assignedToName: row.assignedTo
      ? staffLabel({ name: row.assigneeName, email: row.assigneeEmail })
      : null,
    handledAt: row.handledAt?.toISOString() ?? null,
    handledByName:
      row.handlerName || row.handlerEmail
        ? staffLabel({ name: row.handlerName, email: row.handlerEmail })
        : null,
  };
}

function selectLeads(db: Queryable, where: SQL | undefined) {
  return db
    .select({
      id: leads.id,
      email: leads.email,
      source: leads.source,
      consent: leads.consent,
      createdAt: leads.createdAt,
      ...followUpColumns(leads),
    })
    .from(leads)
    .leftJoin(assignee, eq(assignee.id, leads.assignedTo))
    .leftJoin(handler, eq(handler.id, leads.handledBy))
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .$dynamic();
}

function selectMessages(db: Queryable, where: SQL | undefined) {
  return db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      company: contactMessages.company,
      service: contactMessages.service,
      message: contactMessages.message,
      status: contactMessages.status,
      createdAt: contactMessages.createdAt,
      ...followUpColumns(contactMessages),
    })
    .from(contactMessages)
    .leftJoin(assignee, eq(assignee.id, contactMessages.assignedTo))
    .leftJoin(handler, eq(handler.id, contactMessages.handledBy))
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .$dynamic();
}

type RawRow = Parameters<typeof toFollowUp>[0] & { createdAt: Date; cursorAt: string };

/** A selected row as the page gets it: dates as ISO strings, who follows it up by name. */
function toListRow<Row extends RawRow>(raw: Row) {
  const {
    assignedTo,
    assigneeName,
    assigneeEmail,
    handledAt,
    handlerName,
    handlerEmail,
    cursorAt: _cursorAt,
    createdAt,
    ...own
  } = raw;
  return {
    ...own,
    createdAt: createdAt.toISOString(),
    ...toFollowUp({
      assignedTo,
      assigneeName,
      assigneeEmail,
      handledAt,
      handlerName,
      handlerEmail,
    }),
  };
}

interface ListInput {
  filters: InboxFilters;
  userId: string;
  page: number;
}

/** A page of rows as the list shows it, with the count of all matching rows. */
async function toPage<Row extends RawRow>(
  rows: PromiseLike<Row[]>,
  totals: PromiseLike<{ total: number }[]>,
) {
  const [raw, [counted]] = await Promise.all([rows, totals]);
  return { rows: raw.map(toListRow), total: Number(counted?.total ?? 0) };
}

/** A batch of rows for an export, with the cursor the next batch starts after. */
async function toBatch<Row extends RawRow & { id: string }>(rows: PromiseLike<Row[]>) {
  const raw = await rows;
  const last = raw.at(-1);
  return {
    rows: raw.map(toListRow),
    next: last ? { at: last.cursorAt, id: last.id } : null,
  };
}

export function listLeads(
  db: Queryable,
  { filters, userId, page }: ListInput,
): Promise<{ rows: LeadListRow[]; total: number }> {
  const where = leadConditions(filters, userId);
  return toPage(
    onPage(selectLeads(db, where), page),
    db.select({ total: count() }).from(leads).where(where),
  );
}

export function listMessages(
  db: Queryable,
  { filters, userId, page }: ListInput,
): Promise<{ rows: MessageListRow[]; total: number }> {
  const where = messageConditions(filters, userId);
  return toPage(
    onPage(selectMessages(db, where), page),
    db.select({ total: count() }).from(contactMessages).where(where),
  );
}

/** One batch of the filtered leads for an export, after `cursor`, with the next cursor. */
export function leadBatch(
  db: Queryable,
  filters: InboxFilters,
  userId: string,
  cursor: InboxCursor | null,
  size: number,
) {
  const where = and(leadConditions(filters, userId), olderThan(leads, cursor));
  return toBatch(selectLeads(db, where).limit(size));
}

/** One batch of the filtered contact messages for an export, after `cursor`. */
export function messageBatch(
  db: Queryable,
  filters: InboxFilters,
  userId: string,
  cursor: InboxCursor | null,
  size: number,
) {
  const where = and(messageConditions(filters, userId), olderThan(contactMessages, cursor));
  return toBatch(selectMessages(db, where).limit(size));
}

/** The lead sources there are, for the source filter. */
export async function leadSources(db: Queryable): Promise<string[]> {
  const rows = await db
    .selectDistinct({ value: leads.source })
    .from(leads)
    .orderBy(asc(leads.source));
  return rows.map((row) => row.value);
}

/** The services messages were sent about, for the service filter. */
export async function messageServices(db: Queryable): Promise<string[]> {
  const rows = await db
    .selectDistinct({ value: contactMessages.service })
    .from(contactMessages)
    .where(isNotNull(contactMessages.service))
    .orderBy(asc(contactMessages.service));
  return rows.flatMap((row) => (row.value ? [row.value] : []));
}
