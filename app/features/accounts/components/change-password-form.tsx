import { type SubmissionResult, useForm } from "@conform-to/react";
import { useEffect } from "react";
import { Button } from "~/components/ui/button";
import { ConformForm } from "~/components/ui/form";
import { FormAlert } from "~/components/ui/form-alert";
import { useIsSubmitting } from "~/components/ui/submit-button";
import { toast } from "~/islands/toast";
import { validateInBrowser } from "~/lib/form-validation";
import { accountMessages, passwordChangedToast } from "../messages";
import { changePasswordSchema, passwordRules, staffPasswordRules } from "../schemas";
import { NewPasswordFields } from "./new-password-fields";

export interface ChangePasswordAnswer {
  intent: "change-password";
  result: SubmissionResult<string[]>;
  changed: boolean;
}

/**
 * The password change on /user/account (`ChangePassword` shows it): emptied and confirmed with a
 * toast once it is done. `focusFirst`: shown by a press on its button, it takes the focus.
 */
export function ChangePasswordForm({
  staff,
  answer,
  focusFirst = false,
}: {
  /** A staff account's password follows the staff rules. */
  staff: boolean;
  answer?: ChangePasswordAnswer;
  focusFirst?: boolean;
}) {
  const rules = staff ? staffPasswordRules : passwordRules;
  const pending = useIsSubmitting("change-password");
  const [form, fields] = useForm({
    id: "password",
    lastResult: answer?.result,
    onValidate: ({ formData }) => validateInBrowser(formData, changePasswordSchema(rules)),
    shouldRevalidate: "onInput",
  });

  const currentPassword = fields.currentPassword.id;
  useEffect(() => {
    if (focusFirst) document.getElementById(currentPassword)?.focus();
  }, [focusFirst, currentPassword]);

  useEffect(() => {
    if (!answer?.changed) return;
    toast.success(passwordChangedToast.title, {
      description: passwordChangedToast.description,
    });
  }, [answer]);

  return (
    <ConformForm form={form} aria-label="Change password" className="max-w-md space-y-5">
      <input type="hidden" name="intent" value="change-password" />
      {answer?.changed ? (
        <FormAlert tone="success">{accountMessages.passwordChanged}</FormAlert>
      ) : null}
      <NewPasswordFields
        current={{ meta: fields.currentPassword, label: "Current password" }}
        password={fields.newPassword}
        confirmPassword={fields.confirmPassword}
        label="New password"
        confirmLabel="Confirm new password"
        rules={rules}
      />
      <Button type="submit" disabled={pending} aria-disabled={pending}>
        {pending ? "Changing password..." : "Change Password"}
      </Button>
    </ConformForm>
  );
}
