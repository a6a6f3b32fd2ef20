import { type SubmissionResult, useForm } from "@conform-to/react";
import { useEffect } from "react";
import { Button } from "~/components/ui/button";
import { ConformForm } from "~/components/ui/form";
import { FormAlert } from "~/components/ui/form-alert";
import { useIsSubmitting } from "~/components/ui/submit-button";
import { toast } from "~/islands/toast";
import { validateInBrowser } from "~/lib/form-validation";
import { accountMessages } from "../messages";
import { changePasswordSchema, type PasswordRules } from "../schemas";
import { NewPasswordFields } from "./new-password-fields";

export interface ChangePasswordAnswer {
  intent: "change-password";
  result: SubmissionResult<string[]>;
  changed: boolean;
}

/** The password change on /user/account: emptied and confirmed with a toast once it is done. */
export function ChangePasswordForm({
  rules,
  answer,
}: {
  rules: PasswordRules;
  answer?: ChangePasswordAnswer;
}) {
  const pending = useIsSubmitting("change-password");
  const [form, fields] = useForm({
    id: "password",
    lastResult: answer?.result,
    onValidate: ({ formData }) => validateInBrowser(formData, changePasswordSchema(rules)),
    shouldRevalidate: "onInput",
  });

  useEffect(() => {
    if (!answer?.changed) return;
    toast.success("Password changed", {
      description: "You are still signed in here; other devices were signed out.",
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
