import { type SubmissionResult, useForm } from "@conform-to/react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { InputField } from "~/components/ui/field";
import { ConformForm } from "~/components/ui/form";
import { PasswordField } from "~/components/ui/password-field";
import { useIsSubmitting } from "~/components/ui/submit-button";
import { validateInBrowser } from "~/lib/form-validation";
import { useHydrated } from "~/lib/use-hydrated";
import { deleteAccountSchema } from "../schemas";

export interface DeleteAccountAnswer {
  intent: "delete-account";
  result: SubmissionResult<string[]>;
}

/** The deletion form: in DeleteAccount's dialog, or on the page without JavaScript (?delete). */
export function DeleteAccountForm({
  email,
  answer,
  onCancel,
}: {
  email: string;
  answer?: DeleteAccountAnswer;
  /** In the dialog: closes it. On the page (no JavaScript), Cancel is a link back. */
  onCancel?: () => void;
}) {
  const hydrated = useHydrated();
  const pending = useIsSubmitting("delete-account");
  const [form, fields] = useForm({
    id: "delete",
    lastResult: answer?.result,
    onValidate: ({ formData }) => validateInBrowser(formData, deleteAccountSchema(email)),
    shouldRevalidate: "onInput",
  });
  const [typed, setTyped] = useState(fields.confirmEmail.initialValue ?? "");
  const matches = typed.trim().toLowerCase() === email.toLowerCase();
  const disabled = pending || (hydrated && !matches);
  return (
    <ConformForm form={form} aria-label="Delete account" className="space-y-5">
      <input type="hidden" name="intent" value="delete-account" />
      <InputField
        meta={fields.confirmEmail}
        label={`Type ${email} to confirm`}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="none"
        required
        onChange={(event) => setTyped(event.target.value)}
      />
      <PasswordField
        meta={fields.password}
        label="Your password"
        autoComplete="current-password"
        required
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : (
          <Button asChild variant="outline">
            <Link to="/user/account">Cancel</Link>
          </Button>
        )}
        <Button type="submit" variant="destructive" disabled={disabled} aria-disabled={disabled}>
          {pending ? "Deleting..." : "Delete My Account"}
        </Button>
      </div>
    </ConformForm>
  );
}
