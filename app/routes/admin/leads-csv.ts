import { requirePermission } from "~/features/access/guards.server";
import { leadsCsv } from "~/features/admin-inboxes/csv-export.server";
import { parseInboxFilters } from "~/features/admin-inboxes/filters";
import type { Route } from "./+types/leads-csv";

/** GET /admin/leads.csv: the leads the same filters as /admin/leads select, as a download. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "read:lead:any");
  return leadsCsv(parseInboxFilters(new URL(request.url).searchParams), user.id);
}
