import { parseWithZod } from "@conform-to/zod/v4";
import { data, useLocation } from "react-router";
import { requirePermission } from "~/features/access/guards.server";
import {
  confirmPasswordField,
  requireRecentAuthentication,
} from "~/features/access/recent-authentication.server";
import { InvitationsForm } from "~/features/admin/components/invitations-form";
import {
  type InvitationListRow,
  InvitationsList,
  parseStatusFilter,
} from "~/features/admin/components/invitations-list";
import { adminMeta } from "~/features/admin/meta";
import { refusedToast } from "~/features/admin/refused-toast";
import { readForm } from "~/features/forms/read-form.server";
import {
  createInvitation,
  listInvitations,
  resendInvitation,
  revokeInvitation,
} from "~/features/invitations/invitations.server";
import { createInvitationSchema } from "~/features/invitations/schemas";
import { redirectWithFlash } from "~/lib/flash.server";
import { replyWithErrors } from "~/lib/form-reply.server";
import type { Route } from "./+types/invitations";

export const meta: Route.MetaFunction = () => adminMeta("Invitations");

const permission = "manage:role:any";
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, permission);
  const status = parseStatusFilter(new URL(request.url).searchParams.get("status"));
  const invitations = await listInvitations({ status: status ?? undefined });
  // Only what the table shows: never the token hash, nor anything it could be derived from.
  const rows: InvitationListRow[] = invitations.map((invitation) => ({
    id: invitation.id,
    email: invitation.email,
    roles: invitation.roles,
    status: invitation.status,
    invitedBy: invitation.invitedBy
      ? invitation.invitedBy.name.trim() || invitation.invitedBy.email
      : null,
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
    acceptedAt: invitation.acceptedAt?.toISOString() ?? null,
  }));
  return { status, rows };
}

/** Back to the list the staff member was looking at, with a toast. */
function backToList(request: Request, toast: Parameters<typeof redirectWithFlash>[1]) {
  const status = parseStatusFilter(new URL(request.url).searchParams.get("status"));
  return redirectWithFlash(`/admin/invitations${status ? `?status=${status}` : ""}`, toast);
}

const hideFields = [confirmPasswordField];

export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, permission);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "create") {
    if (form.getAll("roles").includes("admin")) {
      const problem = await requireRecentAuthentication(request, form);
      if (problem) {
        return data(
          replyWithErrors(form, { fieldErrors: { [confirmPasswordField]: problem }, hideFields }),
          { status: 401 },
        );
      }
    }
    const submission = parseWithZod(form, { schema: createInvitationSchema });
    if (submission.status !== "success") {
      return data(submission.reply({ hideFields }), { status: 400 });
    }
    const result = await createInvitation({
      ...submission.value,
      invitedBy: { id: user.id, email: user.email },
    });
    if (!result.ok) {
      // The whole form's message only when no field says what is wrong.
      const fieldErrors = result.fieldErrors ?? {};
      const formError = Object.keys(fieldErrors).length ? undefined : result.error;
      return data(replyWithErrors(form, { fieldErrors, formError, hideFields }), {
        status: result.status,
      });
    }
    return backToList(request, {
      type: "success",
      title: "Invitation sent",
      description: `An invitation was emailed to ${submission.value.email}.`,
    });
  }
  if (intent === "resend" || intent === "revoke") {
    const id = String(form.get("id") ?? "");
    const result = !uuidPattern.test(id)
      ? ({ ok: false, error: "Invitation not found." } as const)
      : intent === "resend"
        ? await resendInvitation(id, user)
        : await revokeInvitation(id, user);
    if (!result.ok) {
      return backToList(request, refusedToast(result.error));
    }
    return backToList(
      request,
      intent === "resend"
        ? {
            type: "success",
            title: "Invitation sent again",
            description: "The earlier link no longer works.",
          }
        : {
            type: "success",
            title: "Invitation revoked",
            description: "Its link no longer works.",
          },
    );
  }
  throw data({ message: "Unknown action." }, { status: 400 });
}

export default function AdminInvitations({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-semibold tracking-tight">Invitations</h1>
      {/* Each new location (the redirect after an invitation is sent) starts an empty form. */}
      <InvitationsForm key={location.key} result={actionData} />
      <InvitationsList status={loaderData.status} rows={loaderData.rows} />
    </div>
  );
}
