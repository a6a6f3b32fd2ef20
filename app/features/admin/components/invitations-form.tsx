import type { SubmissionResult } from "@conform-to/react";
import { Button } from "~/components/ui/button";
import { ErrorList, InputField, TextareaField } from "~/components/ui/field";
import { ServerCheckedForm } from "~/components/ui/form";
import { labelClass } from "~/components/ui/label";
import { serverCheckedForm } from "~/components/ui/server-checked-form";
import { useIsSubmitting } from "~/components/ui/submit-button";
import { roleLabel, roleNames } from "~/features/access/permissions";
import { ReauthenticationField } from "~/features/access/reauthentication-field";

/**
 * The invite form: a plain POST that works without JavaScript, checked on the server only
 * (ADR 076: the browser checks the address's form and the number of days); its field errors
 * show next to their fields and the first invalid field gets the focus.
 */
export function InvitationsForm({ result }: { result?: SubmissionResult<string[]> }) {
  const { form, fields } = serverCheckedForm(
    "invitation",
    ["email", "expiresInDays", "roles", "message", "currentPassword"],
    result,
    { expiresInDays: "7" },
  );
  const chosenRoles = [fields.roles.initialValue ?? []].flat();
  const sending = useIsSubmitting("create");

  return (
    <section aria-labelledby="invite-heading" className="rounded-lg border border-border p-6">
      <h2 id="invite-heading" className="mb-4 text-lg font-semibold">
        Invite a staff member
      </h2>
      <ServerCheckedForm
        form={form}
        aria-labelledby="invite-heading"
        className="grid gap-5 md:grid-cols-2"
        errorsClassName="md:col-span-2"
      >
        <input type="hidden" name="intent" value="create" />
        <InputField
          meta={fields.email}
          type="email"
          label="Email"
          autoComplete="off"
          maxLength={254}
          required
        />
        <InputField
          meta={fields.expiresInDays}
          type="number"
          min={1}
          max={30}
          step={1}
          label="Expires after (days)"
          description="From 1 to 30 days."
        />
        <fieldset
          className="md:col-span-2"
          aria-describedby={fields.roles.errors ? fields.roles.errorId : undefined}
          aria-invalid={fields.roles.errors ? true : undefined}
        >
          <legend className={labelClass}>Roles</legend>
          <div className="flex flex-wrap gap-4">
            {roleNames.map((role) => (
              <label key={role} className="inline-flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name={fields.roles.name}
                  value={role}
                  defaultChecked={chosenRoles.includes(role)}
                  className="size-4 accent-primary"
                />
                {roleLabel(role)}
              </label>
            ))}
          </div>
          <ErrorList id={fields.roles.errorId} errors={fields.roles.errors} />
        </fieldset>
        <TextareaField
          meta={fields.message}
          label="Message"
          required={false}
          rows={3}
          maxLength={2000}
          className="md:col-span-2"
        />
        <ReauthenticationField
          meta={fields.currentPassword}
          description="Needed to invite an administrator when you signed in more than 10 minutes ago."
        />
        <div className="md:col-span-2">
          <Button type="submit" disabled={sending}>
            {sending ? "Sending..." : "Send invitation"}
          </Button>
        </div>
      </ServerCheckedForm>
    </section>
  );
}
