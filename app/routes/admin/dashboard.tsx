import { getUserRoles, requirePermission } from "~/features/access/guards.server";
import { permissionsOf } from "~/features/access/permissions";
import { DashboardCards } from "~/features/admin/components/dashboard-cards";
import { loadDashboard } from "~/features/admin/dashboard.server";
import { adminMeta } from "~/features/admin/meta";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => adminMeta("Dashboard");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "access:admin:any");
  const dashboard = await loadDashboard(permissionsOf(await getUserRoles(user.id)));
  return { dashboard };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight">Dashboard</h1>
      <DashboardCards dashboard={loaderData.dashboard} />
    </div>
  );
}
