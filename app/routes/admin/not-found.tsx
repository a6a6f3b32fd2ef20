import { data } from "react-router";
import { requirePermission } from "~/features/access/guards.server";
import { adminMeta } from "~/features/admin/meta";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => adminMeta("Page Not Found");

/** Unknown staff pages: the guard first (so signed-out visitors go to login), then 404. */
export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "access:admin:any");
  throw data(null, { status: 404 });
}

export default function AdminNotFound() {
  return null;
}
