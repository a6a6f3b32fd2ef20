import { requirePermission, userHasPermission } from "~/features/access/guards.server";
import { adminMeta } from "~/features/admin/meta";
import { staffHolding } from "~/features/admin-inboxes/assignees.server";
import { InboxFilterForm } from "~/features/admin-inboxes/components/inbox-filter-form";
import { InboxPage } from "~/features/admin-inboxes/components/inbox-page";
import { MessagesTable } from "~/features/admin-inboxes/components/messages-table";
import { filtersQuery, parseInboxFilters } from "~/features/admin-inboxes/filters";
import { inboxReadPermission } from "~/features/admin-inboxes/follow-up.server";
import { listMessages, messageServices } from "~/features/admin-inboxes/inbox.server";
import { inboxAction } from "~/features/admin-inboxes/inbox-action.server";
import { serviceLabel } from "~/features/contact/services";
import { pageCountFor, parsePage } from "~/lib/admin-paging";
import { getDb, withDbRetry } from "~/lib/db.server";
import type { Route } from "./+types/messages";

export const meta: Route.MetaFunction = () => adminMeta("Messages");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "read:message:any");
  const url = new URL(request.url);
  const filters = parseInboxFilters(url.searchParams);
  const page = parsePage(url.searchParams.get("page"));
  const db = getDb();
  const [list, services, staff, canUpdate] = await withDbRetry(() =>
    Promise.all([
      listMessages(db, { filters, userId: user.id, page }),
      messageServices(db),
      staffHolding(db, inboxReadPermission.message),
      userHasPermission(user.id, "update:message:any"),
    ]),
  );
  return { filters, page, ...list, services, staff, canUpdate };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, "update:message:any");
  return inboxAction(request, "message", user, "/admin/messages");
}

export default function AdminMessages({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, page, rows, total, services, staff, canUpdate } = loaderData;
  const query = filtersQuery(filters);
  return (
    <InboxPage
      title="Messages"
      description={`${total} ${total === 1 ? "message matches" : "messages match"} these filters.`}
      csvHref={`/admin/messages.csv${query ? `?${query}` : ""}`}
      result={actionData?.result}
      filters={
        <InboxFilterForm
          idPrefix="messages"
          filters={filters}
          sourceLabel="Service"
          sources={services}
          describeSource={serviceLabel}
          withStatus
        />
      }
      page={page}
      pageCount={pageCountFor(total)}
      search={query}
    >
      <MessagesTable rows={rows} staff={staff} canUpdate={canUpdate} />
    </InboxPage>
  );
}
