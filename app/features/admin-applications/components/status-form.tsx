import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { Form, useLocation } from "react-router";
import { humanize } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { SelectField, TextareaField } from "~/components/ui/field";
import { FormErrors } from "~/components/ui/form-alert";
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
  const formRef = useRef<HTMLFormElement>(null);
  const saving = useIsSubmitting();
  const choices = applicationStatusList.filter((status) => status !== current);
  const { form, fields } = serverCheckedForm("status-change", ["status", "note"], result);

  // A field in error gets the focus (the form's own error focuses itself).
  useEffect(() => {
    if (result) formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [result]);

  return (
    <section
      aria-labelledby="status-change-heading"
      className="space-y-4 rounded-lg border border-border p-6"
    >
      <h2 id="status-change-heading" className="text-lg font-semibold">
        Change status
      </h2>
      <Form
        key={location.key}
        ref={formRef}
        method="post"
        id={form.id}
        aria-labelledby="status-change-heading"
        className="space-y-4"
      >
        <input type="hidden" name="expectedStatus" value={current} />
        <FormErrors errors={form.errors} />
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
      </Form>
    </section>
  );
}
