import { useEffect, useRef } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { humanize } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { type ApplicationStatus, applicationStatusList } from "~/features/applications/status";
import { fieldErrorClass, inputClass, labelClass } from "~/features/forms/styles";
import { noteMaxLength } from "../status-form";

/** A refused change, as the action answers it (success redirects with a toast). */
export interface StatusFormResult {
  error: string;
  fieldErrors: Partial<Record<"status" | "note", string>>;
  values: { status: string; note: string };
}

const idPrefix = "status-change";

/** The usual next step is preselected; decided applications offer the first other status. */
const nextStep: Partial<Record<ApplicationStatus, ApplicationStatus>> = {
  pending: "under_review",
  under_review: "approved",
};

/**
 * A plain POST that works without JavaScript. It carries the status the page showed, so a
 * change made meanwhile by someone else is refused instead of overwritten.
 */
export function StatusChangeForm({
  current,
  result,
}: {
  current: ApplicationStatus;
  result?: StatusFormResult;
}) {
  const navigation = useNavigation();
  const location = useLocation();
  const alertRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = result?.fieldErrors ?? {};
  const saving = navigation.state === "submitting" && navigation.formData?.has("expectedStatus");
  const choices = applicationStatusList.filter((status) => status !== current);

  useEffect(() => {
    if (!result) return;
    const field = (["status", "note"] as const).find((name) => result.fieldErrors[name]);
    if (field) formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
    else alertRef.current?.focus();
  }, [result]);

  const describedBy = (field: "status" | "note", hint?: string) =>
    [errors[field] ? `${idPrefix}-${field}-error` : undefined, hint].filter(Boolean).join(" ") ||
    undefined;
  const error = (field: "status" | "note") =>
    errors[field] ? (
      <p id={`${idPrefix}-${field}-error`} className={fieldErrorClass}>
        {errors[field]}
      </p>
    ) : null;

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
        noValidate
        aria-labelledby="status-change-heading"
        className="space-y-4"
      >
        <input type="hidden" name="expectedStatus" value={current} />
        {result && !errors.status && !errors.note ? (
          <FormAlert tone="error" alertRef={alertRef}>
            {result.error}
          </FormAlert>
        ) : null}
        <div>
          <label htmlFor={`${idPrefix}-status`} className={labelClass}>
            New status
          </label>
          <select
            id={`${idPrefix}-status`}
            name="status"
            defaultValue={result?.values.status ?? nextStep[current] ?? choices[0]}
            aria-invalid={errors.status ? true : undefined}
            aria-describedby={describedBy("status", `${idPrefix}-status-hint`)}
            className={`${inputClass} max-w-xs`}
          >
            {choices.map((status) => (
              <option key={status} value={status}>
                {humanize(status)}
              </option>
            ))}
          </select>
          <p id={`${idPrefix}-status-hint`} className="mt-1.5 text-sm text-muted-foreground">
            The candidate is emailed about the new status.
          </p>
          {error("status")}
        </div>
        <div>
          <label htmlFor={`${idPrefix}-note`} className={labelClass}>
            Note <span className="font-normal text-muted-foreground">(optional)</span>
          </label>
          <textarea
            id={`${idPrefix}-note`}
            name="note"
            rows={3}
            maxLength={noteMaxLength}
            defaultValue={result?.values.note}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={describedBy("note", `${idPrefix}-note-hint`)}
            className={inputClass}
          />
          <p id={`${idPrefix}-note-hint`} className="mt-1.5 text-sm text-muted-foreground">
            For the team: shown in the history, never sent to the candidate. Up to {noteMaxLength}{" "}
            characters.
          </p>
          {error("note")}
        </div>
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : "Change status"}
        </Button>
      </Form>
    </section>
  );
}
