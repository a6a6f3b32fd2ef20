import { data } from "react-router";
import { requirePermission } from "~/features/access/guards.server";
import type { Route } from "./+types/messages-csv";

// Being built (issue 7): answers 404 behind the staff guard until it lands.
export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "access:admin:any");
  throw data(null, { status: 404 });
}
