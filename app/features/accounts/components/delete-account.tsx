import { type SubmissionResult, useForm } from "@conform-to/react";
import { Trash2Icon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useDialogOnDemand } from "~/components/ui/dialog-on-demand";
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

const loadDialog = () => import("./delete-account-dialog");
const DeleteAccountDialog = lazy(loadDialog);

/**
 * Deleting asks for the account's email typed out and the password. With JavaScript the form is
 * in a dialog; without, the button is a link to ?delete, which shows the same form in the page.
 */
export function DeleteAccount({
  email,
  openWithoutScript,
  answer,
}: {
  email: string;
  openWithoutScript: boolean;
  answer?: DeleteAccountAnswer;
}) {
  const hydrated = useHydrated();
  const { openerProps, dialogProps } = useDialogOnDemand(loadDialog);

  if (openWithoutScript) {
    return (
      <div className="mt-6 rounded-xl border border-destructive-border p-5">
        <h3 className="text-base font-semibold">Confirm account deletion</h3>
        <div className="mt-4">
          <DeleteAccountForm email={email} answer={answer} />
        </div>
      </div>
    );
  }

  if (!hydrated) {
    return (
      <Button asChild variant="destructive" className="mt-6">
        <Link to="/user/account?delete#delete-title">
          <Trash2Icon aria-hidden="true" />
          Delete Account
        </Link>
      </Button>
    );
  }

  return (
    <>
      <Button type="button" variant="destructive" className="mt-6" {...openerProps}>
        <Trash2Icon aria-hidden="true" />
        Delete Account
      </Button>
      {dialogProps ? (
        <Suspense fallback={null}>
          <DeleteAccountDialog {...dialogProps} email={email} answer={answer} />
        </Suspense>
      ) : null}
    </>
  );
}

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
