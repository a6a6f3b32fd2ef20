import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { ServerCheckedForm } from "~/components/ui/form";
import { PasswordField } from "~/components/ui/password-field";
import { serverCheckedForm } from "~/components/ui/server-checked-form";
import { SubmitButton, useIsSubmitting } from "~/components/ui/submit-button";

/**
 * A form that asks for the user's password before a change to their second factor, checked on
 * the server only (`passwordConfirmSchema`); `id` names the form and prefixes its field ids.
 */
export function PasswordConfirmForm({
  intent,
  id,
  label,
  submitLabel,
  result,
  outline = false,
  children,
}: {
  intent: string;
  id: string;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** The action's last answer to this form. */
  result?: SubmissionResult<string[]>;
  /** A secondary action: the outlined button. */
  outline?: boolean;
  children?: ReactNode;
}) {
  const { form, fields } = serverCheckedForm(id, ["password"], result);
  const busy = useIsSubmitting(intent);
  return (
    <ServerCheckedForm form={form} aria-label={label} className="space-y-5">
      {children}
      <input type="hidden" name="intent" value={intent} />
      <PasswordField
        meta={fields.password}
        label="Your password"
        autoComplete="current-password"
        required
      />
      <SubmitButton
        variant={outline ? "outline" : "default"}
        pending={busy}
        pendingLabel={submitLabel}
      >
        {submitLabel}
      </SubmitButton>
    </ServerCheckedForm>
  );
}
