import type { SubmissionResult } from "@conform-to/react";
import { data, Link } from "react-router";
import { AdminPageHeader } from "~/components/admin/admin-ui";
import { ConfirmDeletePanel } from "~/components/admin/confirm-delete";
import { buttonVariants } from "~/components/ui/button";
import { requirePermission } from "~/features/access/guards.server";
import { roleLabel } from "~/features/access/permissions";
import {
  confirmPasswordField,
  requireRecentAuthentication,
} from "~/features/access/recent-authentication.server";
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
import { type FieldMessages, replyWithErrors } from "~/lib/form-reply.server";
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
interface StaffAnswer {
  intent: string;
  result: SubmissionResult<string[]>;
}

const hideFields = [confirmPasswordField];

export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, permission);
  const form = await readForm(request);
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "");
  const actor = { id: user.id, email: user.email };
  const refuse = (status: number, reply: { formError?: string; fieldErrors?: FieldMessages }) =>
    data<StaffAnswer>(
      { intent: String(intent), result: replyWithErrors(form, { ...reply, hideFields }) },
      { status },
    );
  /** The password typed again is missing, wrong or needed (a sign-in older than 10 minutes). */
  const passwordRefused = (problem: string) =>
    refuse(401, { fieldErrors: { [confirmPasswordField]: problem } });

  if (intent === "roles") {
    const roles = parseRoles(form.getAll("roles"));
    if (!roles) {
      return refuse(400, {
        fieldErrors: {
          roles: "Choose at least one role. To take every role away, deactivate the account.",
        },
      });
    }
    const problem = await requireRecentAuthentication(request, form);
    if (problem) return passwordRefused(problem);
    const result = await changeStaffRoles(request, actor, id, roles);
    if (!result.ok) return refuse(result.status, { formError: result.error });
    return redirectWithFlash(staffPath, {
      type: "success",
      title: "Roles changed",
      description: `${displayName(result.member)} now has: ${result.member.roles.map(roleLabel).join(", ")}.`,
    });
  }
  if (intent === resetSecondFactorIntent) {
    const problem = await requireRecentAuthentication(request, form);
    if (problem) return passwordRefused(problem);
    const result = await resetStaffSecondFactor(request, actor, id);
    if (!result.ok) return refuse(result.status, { formError: result.error });
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
    if (!result.ok) return refuse(result.status, { formError: result.error });
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
  const answerTo = (intent: string) =>
    actionData?.intent === intent ? actionData.result : undefined;
  const listError = actionData && !editing && !resetting ? actionData.result.error?.[""] : null;
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
          result={answerTo(resetSecondFactorIntent)}
        />
      ) : null}
      {editing ? (
        <StaffRolesForm key={editing.id} row={editing} result={answerTo("roles")} />
      ) : null}
      <StaffList rows={rows} currentUserId={currentUserId} error={listError?.[0] ?? null} />
    </div>
  );
}
