import type { SubmissionResult } from "@conform-to/react";
import { Link, useNavigation } from "react-router";
import { AdminTable, DateTime, StatusBadge } from "~/components/admin/admin-ui";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { RowAction } from "~/components/admin/row-action";
import { Button, buttonVariants } from "~/components/ui/button";
import { ErrorList } from "~/components/ui/field";
import { ServerCheckedForm } from "~/components/ui/form";
import { FormAlert } from "~/components/ui/form-alert";
import { serverCheckedForm } from "~/components/ui/server-checked-form";
import { roleDescriptions, roleLabel, roleNames } from "~/features/access/permissions";
import { ReauthenticationField } from "~/features/access/reauthentication-field";
import { displayName } from "~/features/staff/display-name";
import { cn } from "~/lib/utils";
import { resetSecondFactorHref } from "./reset-second-factor";

/** One staff member as the table shows it. Dates are ISO strings. */
export interface StaffRow {
  id: string;
  name: string;
  email: string;
  roles: string[];
  active: boolean;
  grantedBy: string[];
  lastSignInAt: string | null;
  mfaEnabled: boolean;
}

export const staffPath = "/admin/staff";

/** The question before deactivating, in the dialog and on the no-JavaScript page alike. */
export function deactivateQuestion(row: StaffRow) {
  return {
    title: `Deactivate ${displayName(row)}?`,
    fields: { intent: "deactivate", id: row.id },
    confirmLabel: "Deactivate",
    busyLabel: "Deactivating...",
    children: (
      <>
        <p>
          {row.email} loses every role at once and is signed out on every device. Their next request
          to the staff area is refused.
        </p>
        <p>Their account and everything they did stay. You can reactivate them later.</p>
      </>
    ),
  };
}

/**
 * The roles form of one member: a checkbox per role, the admin's password when needed. Checked
 * on the server only (ADR 076); its errors show next to the roles or the password, which then
 * take the focus.
 */
export function StaffRolesForm({
  row,
  result,
}: {
  row: StaffRow;
  result?: SubmissionResult<string[]>;
}) {
  const { form, fields } = serverCheckedForm("staff-roles", ["roles", "currentPassword"], result, {
    roles: row.roles,
  });
  const chosen = [fields.roles.initialValue ?? []].flat();
  const navigation = useNavigation();
  const saving =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "roles";
  return (
    <section aria-labelledby="staff-roles-heading" className="rounded-lg border border-border p-6">
      <h2 id="staff-roles-heading" className="mb-4 text-lg font-semibold">
        Change the roles of {displayName(row)}
      </h2>
      <ServerCheckedForm form={form} className="space-y-4">
        <input type="hidden" name="intent" value="roles" />
        <input type="hidden" name="id" value={row.id} />
        <fieldset
          aria-describedby={fields.roles.errors ? fields.roles.errorId : undefined}
          aria-invalid={fields.roles.errors ? true : undefined}
          className="space-y-3"
        >
          <legend className="mb-2 text-sm font-medium">Roles</legend>
          {roleNames.map((role) => (
            <div key={role} className="flex items-start gap-2">
              <input
                id={`staff-role-${role}`}
                type="checkbox"
                name={fields.roles.name}
                value={role}
                defaultChecked={chosen.includes(role)}
                aria-describedby={`staff-role-${role}-hint`}
                className="mt-0.5 size-4 accent-primary"
              />
              <div>
                <label htmlFor={`staff-role-${role}`} className="text-sm font-medium">
                  {roleLabel(role)}
                </label>
                <p id={`staff-role-${role}-hint`} className="text-sm text-muted-foreground">
                  {roleDescriptions[role]}
                </p>
              </div>
            </div>
          ))}
          <ErrorList id={fields.roles.errorId} errors={fields.roles.errors} />
        </fieldset>
        <ReauthenticationField meta={fields.currentPassword} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={saving}>
            {saving ? "Saving..." : "Save roles"}
          </Button>
          <Link to={staffPath} className={buttonVariants({ variant: "outline" })}>
            Cancel
          </Link>
        </div>
      </ServerCheckedForm>
    </section>
  );
}

/** Everyone with a staff role: roles, status, who granted them, last sign-in and two-factor. */
export function StaffList({
  rows,
  currentUserId,
  error,
}: {
  rows: StaffRow[];
  currentUserId: string;
  error: string | null;
}) {
  return (
    <section aria-labelledby="staff-heading" className="space-y-4">
      <h2 id="staff-heading" className="text-lg font-semibold">
        Staff members
      </h2>
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      <AdminTable
        caption="Staff members with their roles, status, who granted the roles, last sign-in and two-factor sign-in"
        columns={[
          "Name and email",
          "Roles",
          "Status",
          "Granted by",
          "Last sign-in",
          "Two-factor",
          "Actions",
        ]}
        empty="Nobody holds a staff role yet."
        rowCount={rows.length}
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row" className="font-medium">
              {displayName(row)}
              {row.id === currentUserId ? (
                <span className="text-muted-foreground"> (you)</span>
              ) : null}
              <EmailAddress className="block font-normal text-muted-foreground" email={row.email} />
            </th>
            <td>{row.roles.map(roleLabel).join(", ")}</td>
            <td>
              <StatusBadge tone={row.active ? "success" : "neutral"}>
                {row.active ? "Active" : "Deactivated"}
              </StatusBadge>
            </td>
            <td>{row.grantedBy.length > 0 ? row.grantedBy.join(", ") : "Site setup"}</td>
            <td>
              <DateTime value={row.lastSignInAt} />
            </td>
            <td>{row.mfaEnabled ? "On" : "Off"}</td>
            <td>
              <div className="flex flex-wrap gap-2">
                {row.active ? (
                  <>
                    <Link
                      to={`${staffPath}?edit=${row.id}`}
                      className={cn(
                        buttonVariants({ variant: "outline", size: "sm" }),
                        "whitespace-nowrap",
                      )}
                    >
                      Change roles<span className="sr-only"> of {displayName(row)}</span>
                    </Link>
                    {row.id === currentUserId || !row.mfaEnabled ? null : (
                      <Link
                        to={resetSecondFactorHref(row)}
                        className={cn(
                          buttonVariants({ variant: "outline", size: "sm" }),
                          "whitespace-nowrap",
                        )}
                      >
                        Reset two-step sign-in
                        <span className="sr-only"> of {displayName(row)}</span>
                      </Link>
                    )}
                    {row.id === currentUserId ? null : (
                      <ConfirmDelete
                        triggerLabel="Deactivate"
                        triggerContext={displayName(row)}
                        fallbackHref={`${staffPath}?deactivate=${row.id}`}
                        {...deactivateQuestion(row)}
                      />
                    )}
                  </>
                ) : (
                  <RowAction
                    id={row.id}
                    intent="reactivate"
                    label="Reactivate"
                    target={displayName(row)}
                  />
                )}
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}

/** An address that may wrap after its "@" in a narrow column, and nowhere else. */
function EmailAddress({ email, className }: { email: string; className: string }) {
  const at = email.lastIndexOf("@");
  return (
    <span className={className}>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </span>
  );
}
