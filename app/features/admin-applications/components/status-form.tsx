import type { SubmissionResult } from "@conform-to/react";
import { useLocation } from "react-router";
import { humanize } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { SelectField, TextareaField } from "~/components/ui/field";
import { ServerCheckedForm } from "~/components/ui/form";
import { serverCheckedForm } from "~/components/ui/server-checked-form";
import { useIsSubmitting } from "~/components/ui/submit-button";
import { type ApplicationStatus, applicationStatusList } from "~/features/applications/status";
import { noteMaxLength } from "../status-form";

/** The usual next step is preselected; decided applications offer the first other status. */
const nextStep: Partial<Record<ApplicationStatus, ApplicationStatus>> = {
  pending: "under_review",
  under_review: "approved",
};

/**
 * A plain POST that works without JavaScript, checked on the server (`statusFormSchema`). It
 * carries the status the page showed, so a change made meanwhile by someone else is refused
 * instead of overwritten.
 */
export function StatusChangeForm({
  current,
  result,
}: {
  current: ApplicationStatus;
  /** The action's answer to a refused change (success redirects with a toast). */
  result?: SubmissionResult<string[]>;
}) {
  const location = useLocation();
  const saving = useIsSubmitting();
  const choices = applicationStatusList.filter((status) => status !== current);
  const { form, fields } = serverCheckedForm("status-change", ["status", "note"], result);

  return (
    <section
      aria-labelledby="status-change-heading"
      className="space-y-4 rounded-lg border border-border p-6"
    >
      <h2 id="status-change-heading" className="text-lg font-semibold">
        Change status
      </h2>
      <ServerCheckedForm
        key={location.key}
        form={form}
        aria-labelledby="status-change-heading"
        className="space-y-4"
      >
        <input type="hidden" name="expectedStatus" value={current} />
        <SelectField
          meta={fields.status}
          label="New status"
          description="The candidate is emailed about the new status."
          defaultValue={String(fields.status.initialValue ?? nextStep[current] ?? choices[0])}
          controlClassName="max-w-xs"
        >
          {choices.map((status) => (
            <option key={status} value={status}>
              {humanize(status)}
            </option>
          ))}
        </SelectField>
        <TextareaField
          meta={fields.note}
          label="Note"
          required={false}
          description={`For the team: shown in the history, never sent to the candidate. Up to ${noteMaxLength} characters.`}
          rows={3}
          maxLength={noteMaxLength}
        />
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : "Change status"}
        </Button>
      </ServerCheckedForm>
    </section>
  );
}
