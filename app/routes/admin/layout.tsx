import { useEffect } from "react";
import { Outlet, useNavigation } from "react-router";
import { getUserRoles, requirePermission } from "~/features/access/guards.server";
import { permissionsOf } from "~/features/access/permissions";
import {
  checkingAdminAccessText,
  readAdminSessionFlag,
  setAdminSessionFlag,
  shouldShowAccessCheck,
} from "~/features/admin/access-check";
import { AccessCheckScreen, StaffShell } from "~/features/admin/components/staff-shell";
import { visibleSections } from "~/features/admin/navigation";
import { useHydrated } from "~/lib/use-hydrated";
import type { Route } from "./+types/layout";

/**
 * The staff area's guard and frame. Anonymous visitors go to /admin/login (keeping where they
 * were going), signed-in users without a staff role get 403. Loaders run in parallel, so every
 * child route checks its own permission as well.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "access:admin:any");
  const roles = await getUserRoles(user.id);
  const permissions = [...permissionsOf(roles)];
  return { user: { name: user.name, email: user.email }, roles, permissions };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { user, roles, permissions } = loaderData;
  const navigation = useNavigation();
  const hydrated = useHydrated();
  useEffect(() => {
    // Rendered for a user the server confirmed as staff: remember it for this browser session.
    setAdminSessionFlag();
  }, []);
  const loading =
    navigation.state === "loading" && navigation.location.pathname.startsWith("/admin");
  // The server render and hydration never wait; afterwards the flag decides.
  const checking =
    hydrated && shouldShowAccessCheck({ loading, confirmed: readAdminSessionFlag() });
  return (
    <StaffShell user={user} roles={roles} sections={visibleSections(permissions)}>
      {checking ? <AccessCheckScreen text={checkingAdminAccessText} /> : <Outlet />}
    </StaffShell>
  );
}
