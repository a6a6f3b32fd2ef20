import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import { adminPageSize, onPage } from "~/lib/admin-paging";
import { getDb, type Queryable, withDbRetry } from "~/lib/db.server";
import {
  type AuditLogRow,
  auditLog,
  blogPosts,
  jobApplications,
  jobPosts,
} from "../../../db/schema/index.ts";
import { type DetailEntityType, entityKey } from "./entries";
import type { ParsedAuditFilters } from "./filters";

interface AuditLogPage {
  entries: AuditLogRow[];
  total: number;
}

const dayMs = 86_400_000;

/** `value` with LIKE's wildcards taken literally. */
function likeLiteral(value: string): string {
  return value.replaceAll(/[\\%_]/g, (character) => `\\${character}`);
}

/** The WHERE clause of the filters that parsed; a date with an error is left out. */
function conditionsOf({ filters, errors }: ParsedAuditFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.entityType) conditions.push(eq(auditLog.entityType, filters.entityType));
  if (filters.action) conditions.push(eq(auditLog.action, filters.action));
  if (filters.actor) {
    conditions.push(sql`${auditLog.actorEmail} ilike ${`%${likeLiteral(filters.actor)}%`}`);
  }
  if (filters.from && !errors.from) {
    conditions.push(gte(auditLog.createdAt, new Date(`${filters.from}T00:00:00Z`)));
  }
  if (filters.to && !errors.to) {
    // The whole "to" day counts: up to the next midnight, UTC.
    conditions.push(
      lt(auditLog.createdAt, new Date(new Date(`${filters.to}T00:00:00Z`).getTime() + dayMs)),
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of the log, newest first, and how many entries match the filters. */
export async function listAuditLog(
  parsed: ParsedAuditFilters,
  page: number,
  { db = getDb(), pageSize = adminPageSize }: { db?: Queryable; pageSize?: number } = {},
): Promise<AuditLogPage> {
  const where = conditionsOf(parsed);
  const [entries, [counted]] = await withDbRetry(() =>
    Promise.all([
      onPage(
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .$dynamic(),
        page,
        pageSize,
      ),
      db.select({ total: count() }).from(auditLog).where(where),
    ]),
  );
  return { entries, total: counted?.total ?? 0 };
}

interface AuditFilterOptions {
  entityTypes: string[];
  actions: string[];
}

/** The entity types and actions the log holds, for the filter selects. */
export async function auditFilterOptions({
  db = getDb(),
}: {
  db?: Queryable;
} = {}): Promise<AuditFilterOptions> {
  const [entityTypes, actions] = await withDbRetry(() =>
    Promise.all([
      db.selectDistinct({ value: auditLog.entityType }).from(auditLog).orderBy(auditLog.entityType),
      db.selectDistinct({ value: auditLog.action }).from(auditLog).orderBy(auditLog.action),
    ]),
  );
  return {
    entityTypes: entityTypes.map((row) => row.value),
    actions: actions.map((row) => row.value),
  };
}

const detailTables = {
  post: blogPosts,
  job: jobPosts,
  application: jobApplications,
} satisfies Record<DetailEntityType, unknown>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Which posts, jobs and applications the entries name still exist (as `entityKey`s): only those
 * get a link to their page; a deleted one's page would be a 404.
 */
export async function liveEntities(
  entries: Pick<AuditLogRow, "entityType" | "entityId">[],
  { db = getDb() }: { db?: Queryable } = {},
): Promise<Set<string>> {
  const live = new Set<string>();
  const lookups = Object.entries(detailTables).map(async ([type, table]) => {
    const ids = [
      ...new Set(
        entries
          .filter((entry) => entry.entityType === type && uuidPattern.test(entry.entityId ?? ""))
          .map((entry) => entry.entityId as string),
      ),
    ];
    if (ids.length === 0) return;
    const rows = await withDbRetry(() =>
      db.select({ id: table.id }).from(table).where(inArray(table.id, ids)),
    );
    for (const row of rows) live.add(entityKey(type, row.id));
  });
  await Promise.all(lookups);
  return live;
}
