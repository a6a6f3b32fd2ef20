import { data, Link } from "react-router";
import { AdminPageHeader } from "~/components/admin/admin-ui";
import { ConfirmDeletePanel } from "~/components/admin/confirm-delete";
import { buttonVariants } from "~/components/ui/button";
import { requirePermission } from "~/features/access/guards.server";
import { roleLabel } from "~/features/access/permissions";
import { requireRecentAuthentication } from "~/features/access/recent-authentication.server";
import {
  ResetSecondFactorPanel,
  resetSecondFactorIntent,
} from "~/features/admin/components/reset-second-factor";
import {
  deactivateQuestion,
  StaffList,
  StaffRolesForm,
  type StaffRow,
  staffPath,
} from "~/features/admin/components/staff-list";
import { adminMeta } from "~/features/admin/meta";
import { readForm } from "~/features/forms/read-form.server";
import { displayName } from "~/features/staff/display-name";
import {
  changeStaffRoles,
  deactivateStaff,
  listStaff,
  parseRoles,
  reactivateStaff,
  resetStaffSecondFactor,
} from "~/features/staff/staff.server";
import { redirectWithFlash } from "~/lib/flash.server";
import type { Route } from "./+types/staff";

export const meta: Route.MetaFunction = () => adminMeta("Staff");

const permission = "manage:role:any";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, permission);
  const rows: StaffRow[] = (await listStaff()).map((member) => ({
    ...member,
    lastSignInAt: member.lastSignInAt?.toISOString() ?? null,
  }));
  const params = new URL(request.url).searchParams;
  const active = (id: string | null) => rows.find((row) => row.id === id && row.active) ?? null;
  const deactivating = active(params.get("deactivate"));
  const resetting = active(params.get(resetSecondFactorIntent));
  return {
    rows,
    currentUserId: user.id,
    editing: active(params.get("edit")),
    deactivating: deactivating?.id === user.id ? null : deactivating,
    resetting: resetting?.id === user.id || !resetting?.mfaEnabled ? null : resetting,
  };
}

/** A refused change: the page again with the reason, nothing written. */
interface StaffActionResult {
  error: string;
  /** The error is about the password typed again (re-authentication). */
  password?: boolean;
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, permission);
  const form = await readForm(request);
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "");
  const actor = { id: user.id, email: user.email };

  if (intent === "roles") {
    const roles = parseRoles(form.getAll("roles"));
    if (!roles) {
      return data<StaffActionResult>(
        { error: "Choose at least one role. To take every role away, deactivate the account." },
        { status: 400 },
      );
    }
    const problem = await requireRecentAuthentication(request, form);
    if (problem)
      return data<StaffActionResult>({ error: problem, password: true }, { status: 401 });
    const result = await changeStaffRoles(request, actor, id, roles);
    if (!result.ok)
      return data<StaffActionResult>({ error: result.error }, { status: result.status });
    return redirectWithFlash(staffPath, {
      type: "success",
      title: "Roles changed",
      description: `${displayName(result.member)} now has: ${result.member.roles.map(roleLabel).join(", ")}.`,
    });
  }
  if (intent === resetSecondFactorIntent) {
    const problem = await requireRecentAuthentication(request, form);
    if (problem)
      return data<StaffActionResult>({ error: problem, password: true }, { status: 401 });
    const result = await resetStaffSecondFactor(request, actor, id);
    if (!result.ok)
      return data<StaffActionResult>({ error: result.error }, { status: result.status });
    return redirectWithFlash(staffPath, {
      type: "success",
      title: "Two-step sign-in reset",
      description: `${displayName(result.member)} was signed out everywhere and sets up an authenticator app at their next sign-in.`,
    });
  }
  if (intent === "deactivate" || intent === "reactivate") {
    const result =
      intent === "deactivate"
        ? await deactivateStaff(request, actor, id)
        : await reactivateStaff(request, actor, id);
    if (!result.ok)
      return data<StaffActionResult>({ error: result.error }, { status: result.status });
    const name = displayName(result.member);
    return redirectWithFlash(
      staffPath,
      intent === "deactivate"
        ? {
            type: "success",
            title: "Staff member deactivated",
            description: `${name} has no roles now and was signed out everywhere.`,
          }
        : {
            type: "success",
            title: "Staff member reactivated",
            description: `${name} has their roles back and can sign in again.`,
          },
    );
  }
  throw data({ message: "Unknown action." }, { status: 400 });
}

export default function AdminStaff({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, currentUserId, editing, deactivating, resetting } = loaderData;
  const error = actionData?.error ?? null;
  return (
    <div className="space-y-8">
      <AdminPageHeader
        title="Staff"
        description="Who can use the staff area, with which roles. Deactivating someone signs them out everywhere at once."
        actions={
          <Link to="/admin/invitations" className={buttonVariants({ variant: "outline" })}>
            Invite a staff member
          </Link>
        }
      />
      {deactivating ? (
        <ConfirmDeletePanel cancelHref={staffPath} {...deactivateQuestion(deactivating)} />
      ) : null}
      {resetting ? (
        <ResetSecondFactorPanel
          key={resetting.id}
          row={resetting}
          error={actionData?.password ? null : error}
          passwordError={actionData?.password ? error : null}
        />
      ) : null}
      {editing ? (
        <StaffRolesForm
          key={editing.id}
          row={editing}
          error={actionData?.password ? null : error}
          passwordError={actionData?.password ? error : null}
        />
      ) : null}
      <StaffList
        rows={rows}
        currentUserId={currentUserId}
        error={editing || resetting ? null : error}
      />
    </div>
  );
}
