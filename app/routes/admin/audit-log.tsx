import { data, useLocation } from "react-router";
import { AdminPageHeader, AdminPagination } from "~/components/admin/admin-ui";
import { requirePermission } from "~/features/access/guards.server";
import { adminMeta } from "~/features/admin/meta";
import {
  auditFilterOptions,
  listAuditLog,
  liveEntities,
} from "~/features/admin-audit/audit-log.server";
import { AuditFilterForm } from "~/features/admin-audit/components/audit-filter-form";
import {
  type AuditLogEntryView,
  AuditLogTable,
} from "~/features/admin-audit/components/audit-log-table";
import { entityHref } from "~/features/admin-audit/entries";
import { parseAuditFilters } from "~/features/admin-audit/filters";
import { pageCountFor, parsePage } from "~/lib/admin-paging";
import type { Route } from "./+types/audit-log";

export const meta: Route.MetaFunction = () => adminMeta("Audit log");

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "read:audit:any");
  const params = new URL(request.url).searchParams;
  const parsed = parseAuditFilters(params);
  const page = parsePage(params.get("page"));
  const [{ entries, total }, options] = await Promise.all([
    listAuditLog(parsed, page),
    auditFilterOptions(),
  ]);
  const live = await liveEntities(entries);
  const views: AuditLogEntryView[] = entries.map((entry) => ({
    id: entry.id,
    createdAt: entry.createdAt.toISOString(),
    actorEmail: entry.actorEmail,
    action: entry.action,
    entityType: entry.entityType,
    href: entityHref(entry.entityType, entry.entityId, live),
    summary: entry.summary,
    before: entry.before,
    after: entry.after,
  }));
  const invalid = Object.keys(parsed.errors).length > 0;
  return data(
    { ...parsed, ...options, entries: views, total, page, pageCount: pageCountFor(total) },
    { status: invalid ? 400 : 200 },
  );
}

export default function AdminAuditLog({ loaderData }: Route.ComponentProps) {
  const { filters, errors, entityTypes, actions, entries, total, page, pageCount } = loaderData;
  const location = useLocation();
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Audit log"
        description={`Every change staff made, newest first. ${total} ${total === 1 ? "entry" : "entries"} found.`}
      />
      <AuditFilterForm
        key={location.search}
        filters={filters}
        errors={errors}
        entityTypes={entityTypes}
        actions={actions}
      />
      <AuditLogTable entries={entries} />
      <AdminPagination
        page={page}
        pageCount={pageCount}
        search={location.search.slice(1)}
        label="Audit log pages"
      />
    </div>
  );
}
