import type { SubmissionResult } from "@conform-to/react";
import { Link, useNavigation } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { ServerCheckedForm } from "~/components/ui/form";
import { serverCheckedForm } from "~/components/ui/server-checked-form";
import { ReauthenticationField } from "~/features/access/reauthentication-field";
import { displayName } from "~/features/staff/display-name";
import type { StaffRow } from "./staff-list";

export const resetSecondFactorIntent = "reset-second-factor";

/** Where an admin confirms resetting a member's second factor. */
export const resetSecondFactorHref = (row: Pick<StaffRow, "id">) =>
  `/admin/staff?${resetSecondFactorIntent}=${row.id}`;

/**
 * Resetting the second factor of a member who lost their phone and backup codes: what it does,
 * the admin's password when their sign-in is older than 10 minutes, and the button.
 */
export function ResetSecondFactorPanel({
  row,
  result,
}: {
  row: StaffRow;
  result?: SubmissionResult<string[]>;
}) {
  // Checked on the server only (ADR 076): the password is needed only after 10 minutes.
  const { form, fields } = serverCheckedForm(resetSecondFactorIntent, ["currentPassword"], result);
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === resetSecondFactorIntent;
  const name = displayName(row);
  return (
    <section
      aria-labelledby="reset-second-factor-heading"
      className="space-y-4 rounded-lg border border-border p-6"
    >
      <h2 id="reset-second-factor-heading" className="text-lg font-semibold">
        Reset the two-step sign-in of {name}?
      </h2>
      <p className="text-sm">
        Do this only when {name} has lost their phone or passkey and their backup codes, and you
        have confirmed it is them (in person or by a call to a number you already know).
      </p>
      <p className="text-sm">
        Their authenticator app, backup codes and passkeys stop working and they are signed out
        everywhere. At their next sign-in, with their password, they must set up an authenticator
        app again before they can use the staff area. They get an email about it at {row.email}.
      </p>
      <ServerCheckedForm form={form} className="space-y-4">
        <input type="hidden" name="intent" value={resetSecondFactorIntent} />
        <input type="hidden" name="id" value={row.id} />
        <ReauthenticationField meta={fields.currentPassword} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="destructive" disabled={busy}>
            {busy ? "Resetting..." : "Reset two-step sign-in"}
          </Button>
          <Link to="/admin/staff" className={buttonVariants({ variant: "outline" })}>
            Cancel
          </Link>
        </div>
      </ServerCheckedForm>
    </section>
  );
}
