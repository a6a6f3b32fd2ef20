import { requirePermission, userHasPermission } from "~/features/access/guards.server";
import { adminMeta } from "~/features/admin/meta";
import { staffHolding } from "~/features/admin-inboxes/assignees.server";
import { InboxFilterForm } from "~/features/admin-inboxes/components/inbox-filter-form";
import { InboxPage } from "~/features/admin-inboxes/components/inbox-page";
import { LeadsTable } from "~/features/admin-inboxes/components/leads-table";
import { filtersQuery, parseInboxFilters } from "~/features/admin-inboxes/filters";
import { inboxReadPermission } from "~/features/admin-inboxes/follow-up.server";
import { leadSources, listLeads } from "~/features/admin-inboxes/inbox.server";
import { inboxAction } from "~/features/admin-inboxes/inbox-action.server";
import { pageCountFor, parsePage } from "~/lib/admin-paging";
import { getDb, withDbRetry } from "~/lib/db.server";
import type { Route } from "./+types/leads";

export const meta: Route.MetaFunction = () => adminMeta("Leads");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "read:lead:any");
  const url = new URL(request.url);
  const filters = parseInboxFilters(url.searchParams);
  const page = parsePage(url.searchParams.get("page"));
  const db = getDb();
  const [list, sources, staff, canUpdate] = await withDbRetry(() =>
    Promise.all([
      listLeads(db, { filters, userId: user.id, page }),
      leadSources(db),
      staffHolding(db, inboxReadPermission.lead),
      userHasPermission(user.id, "update:lead:any"),
    ]),
  );
  return { filters, page, ...list, sources, staff, canUpdate };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, "update:lead:any");
  return inboxAction(request, "lead", user, "/admin/leads");
}

export default function AdminLeads({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, page, rows, total, sources, staff, canUpdate } = loaderData;
  const query = filtersQuery(filters);
  return (
    <InboxPage
      title="Leads"
      description={`${total} ${total === 1 ? "lead matches" : "leads match"} these filters.`}
      csvHref={`/admin/leads.csv${query ? `?${query}` : ""}`}
      result={actionData?.result}
      filters={
        <InboxFilterForm
          idPrefix="leads"
          filters={filters}
          sourceLabel="Source"
          sources={sources}
          describeSource={(value) => value}
        />
      }
      page={page}
      pageCount={pageCountFor(total)}
      search={query}
    >
      <LeadsTable rows={rows} staff={staff} canUpdate={canUpdate} />
    </InboxPage>
  );
}
