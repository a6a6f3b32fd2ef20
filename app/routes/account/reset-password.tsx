import { parseWithZod } from "@conform-to/zod/v4";
import { CircleAlertIcon, LockKeyholeIcon, ShieldCheckIcon } from "lucide-react";
import { data, Link } from "react-router";
import { useBrowserCheckedForm } from "~/components/ui/browser-checked-form";
import { Button } from "~/components/ui/button";
import { ServerCheckedForm } from "~/components/ui/form";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton, useIsSubmitting } from "~/components/ui/submit-button";
import { resetPassword, resetTokenOwner } from "~/features/accounts/accounts.server";
import { newPasswordCheck } from "~/features/accounts/browser-checks";
import { AuthCard, AuthHeading, AuthPage } from "~/features/accounts/components/auth-layout";
import { NewPasswordFields } from "~/features/accounts/components/new-password-fields";
import { hasStaffRole } from "~/features/accounts/data-rights.server";
import { passwordFields, refusedReply } from "~/features/accounts/form-reply";
import { accountMessages } from "~/features/accounts/messages";
import { passwordRules, staffPasswordRules } from "~/features/accounts/password-rules";
import { resetPasswordSchema } from "~/features/accounts/schemas";
import { readForm } from "~/features/forms/read-form.server";
import { withDbRetry } from "~/lib/db.server";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = (args) => pageMeta(args, { noindex: true });

/** The emailed link lands here with ?token= (or ?error=INVALID_TOKEN from better-auth). */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  if (url.searchParams.has("error") || !token || token.length > 200) {
    return { token: null, staff: false };
  }
  const owner = await withDbRetry(() => resetTokenOwner(token));
  if (!owner) return { token: null, staff: false };
  // A staff account's new password needs 12 characters (ADR 029): the form says so.
  return { token, staff: await withDbRetry(() => hasStaffRole(owner)) };
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: resetPasswordSchema() });
  if (submission.status !== "success") {
    const invalidToken = Boolean(submission.error?.token);
    const result = submission.reply({ hideFields: passwordFields });
    return data({ result, invalidToken, reset: false }, { status: 400 });
  }
  const { token, password } = submission.value;
  const outcome = await resetPassword(request, token, password);
  if (!outcome.ok) {
    const result = submission.reply(refusedReply(outcome));
    return data(
      { result, invalidToken: Boolean(outcome.invalidToken), reset: false },
      { status: outcome.status },
    );
  }
  return { result: submission.reply(), invalidToken: false, reset: true };
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const rules = loaderData.staff ? staffPasswordRules : passwordRules;
  const { fields, formProps } = useBrowserCheckedForm(
    "reset",
    ["password", "confirmPassword"],
    actionData?.result,
    newPasswordCheck(rules),
  );
  const pending = useIsSubmitting();

  if (actionData?.reset) {
    return (
      <AuthPage>
        <AuthCard>
          <AuthHeading title="Password updated" icon={<ShieldCheckIcon aria-hidden="true" />} />
          <div className="space-y-6">
            <FormAlert tone="success">{accountMessages.resetSuccess}</FormAlert>
            <Button asChild size="lg" className="w-full">
              <Link to="/user/login">Log In</Link>
            </Button>
          </div>
        </AuthCard>
      </AuthPage>
    );
  }

  if (!loaderData.token || actionData?.invalidToken) {
    return (
      <AuthPage back={{ to: "/user/login", label: "Back to sign in" }}>
        <AuthCard>
          <AuthHeading
            title="This link no longer works"
            icon={<CircleAlertIcon aria-hidden="true" />}
          />
          <div className="space-y-6">
            <FormAlert tone="error">{accountMessages.resetLinkInvalid}</FormAlert>
            <Button asChild size="lg" className="w-full">
              <Link to="/user/forgot-password">Request a New Link</Link>
            </Button>
          </div>
        </AuthCard>
      </AuthPage>
    );
  }

  return (
    <AuthPage back={{ to: "/user/login", label: "Back to sign in" }}>
      <AuthCard>
        <AuthHeading title="Choose a new password" icon={<LockKeyholeIcon aria-hidden="true" />}>
          Pick a password you don't use anywhere else. Once it is saved, you are signed out on every
          device.
        </AuthHeading>
        <ServerCheckedForm {...formProps} aria-label="Choose a new password" className="space-y-5">
          <input type="hidden" name="token" value={loaderData.token} />
          <NewPasswordFields
            password={fields.password}
            confirmPassword={fields.confirmPassword}
            label="New password"
            confirmLabel="Confirm new password"
            rules={rules}
          />
          <SubmitButton pending={pending} pendingLabel="Saving...">
            Reset Password
          </SubmitButton>
        </ServerCheckedForm>
      </AuthCard>
    </AuthPage>
  );
}
