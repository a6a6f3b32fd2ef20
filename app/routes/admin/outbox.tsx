import { data } from "react-router";
import { z } from "zod";
import { AdminPageHeader, AdminPagination } from "~/components/admin/admin-ui";
import { FormAlert } from "~/components/ui/form-alert";
import { requirePermission, userHasPermission } from "~/features/access/guards.server";
import { adminMeta } from "~/features/admin/meta";
import { OutboxTable } from "~/features/admin-inboxes/components/outbox-table";
import { listOutbox, outboxCounts, retryEmail } from "~/features/admin-inboxes/outbox.server";
import { outboxStatuses, parseOutboxStatus } from "~/features/admin-inboxes/outbox-statuses";
import { readForm } from "~/features/forms/read-form.server";
import { pageCountFor, parsePage } from "~/lib/admin-paging";
import { getDb, withDbRetry } from "~/lib/db.server";
import { redirectWithFlash } from "~/lib/flash.server";
import type { Route } from "./+types/outbox";

export const meta: Route.MetaFunction = () => adminMeta("Email outbox");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "read:outbox:any");
  const url = new URL(request.url);
  const status = parseOutboxStatus(url.searchParams.get("status"));
  const page = parsePage(url.searchParams.get("page"));
  const db = getDb();
  const [counts, rows, canRetry] = await withDbRetry(() =>
    Promise.all([
      outboxCounts(db),
      listOutbox(db, { status, page }),
      userHasPermission(user.id, "update:outbox:any"),
    ]),
  );
  const total = status ? counts[status] : outboxStatuses.reduce((sum, key) => sum + counts[key], 0);
  return { status, page, pageCount: pageCountFor(total), counts, rows, canRetry };
}

const retryInput = z.object({
  intent: z.literal("retry", { error: "Unknown action." }),
  id: z.uuid({ error: "This email is no longer in the outbox." }),
});

export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, "update:outbox:any");
  const parsed = retryInput.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) {
    return data({ error: parsed.error.issues[0]?.message ?? "Unknown action." }, { status: 400 });
  }
  const result = await retryEmail(parsed.data.id, user);
  if (!result.ok) return data({ error: result.error }, { status: result.status });
  // Back to the same tab; the action's own URL may be a data request.
  const status = parseOutboxStatus(new URL(request.url).searchParams.get("status"));
  return redirectWithFlash(`/admin/outbox${status ? `?status=${status}` : ""}`, {
    type: "success",
    title: "Email queued again",
    description: `The email to ${result.toAddress} will be sent shortly.`,
  });
}

export default function AdminOutbox({ loaderData, actionData }: Route.ComponentProps) {
  const { status, page, pageCount, counts, rows, canRetry } = loaderData;
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Email outbox"
        description="Every email the site sends waits here until it is delivered."
      />
      {actionData?.error ? <FormAlert tone="error">{actionData.error}</FormAlert> : null}
      <OutboxTable status={status} counts={counts} rows={rows} canRetry={canRetry} />
      <AdminPagination
        page={page}
        pageCount={pageCount}
        search={status ? `status=${status}` : ""}
        label="Outbox pages"
      />
    </div>
  );
}
