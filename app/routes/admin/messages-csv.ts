import { requirePermission } from "~/features/access/guards.server";
import { messagesCsv } from "~/features/admin-inboxes/csv-export.server";
import { parseInboxFilters } from "~/features/admin-inboxes/filters";
import type { Route } from "./+types/messages-csv";

/** GET /admin/messages.csv: the messages the same filters as /admin/messages select. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "read:message:any");
  return messagesCsv(parseInboxFilters(new URL(request.url).searchParams), user.id);
}
