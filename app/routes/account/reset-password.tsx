import { CircleAlertIcon, LockKeyholeIcon, ShieldCheckIcon } from "lucide-react";
import { data, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { resetPassword, resetTokenOwner } from "~/features/accounts/accounts.server";
import { AuthCard, AuthHeading, AuthPage } from "~/features/accounts/components/auth-layout";
import { NewPasswordFields } from "~/features/accounts/components/new-password-fields";
import { type FormResult, useAccountForm } from "~/features/accounts/components/use-account-form";
import { hasStaffRole } from "~/features/accounts/data-rights.server";
import { accountMessages } from "~/features/accounts/messages";
import {
  passwordRules,
  staffPasswordRules,
  validateResetPassword,
} from "~/features/accounts/schemas";
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

type ResetResult = FormResult & { invalidToken?: boolean };

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const validation = validateResetPassword(form);
  if (!validation.ok) {
    const invalidToken = Boolean(validation.fieldErrors.token);
    return data<ResetResult>(
      {
        ok: false,
        error: invalidToken ? accountMessages.resetLinkInvalid : null,
        fieldErrors: validation.fieldErrors,
        invalidToken,
      },
      { status: 400 },
    );
  }
  const { token, password } = validation.data;
  const result = await resetPassword(request, token, password);
  if (!result.ok) {
    return data<ResetResult>(
      {
        ok: false,
        error: result.field ? null : result.error,
        fieldErrors: result.field ? { [result.field]: result.error } : {},
        invalidToken: result.invalidToken,
      },
      { status: result.status },
    );
  }
  return data<ResetResult>({ ok: true });
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const documentResult = actionData as ResetResult | undefined;
  const rules = loaderData.staff ? staffPasswordRules : passwordRules;
  const form = useAccountForm<ResetResult>({
    idPrefix: "reset",
    fields: ["password", "confirmPassword"],
    validate: (input) => validateResetPassword(input, rules),
    documentResult,
  });
  const result = form.result;

  if (result?.ok) {
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

  if (!loaderData.token || (result && !result.ok && result.invalidToken)) {
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
        <form.Form
          method="post"
          noValidate={form.hydrated}
          onSubmit={form.onSubmit}
          aria-label="Choose a new password"
          className="space-y-5"
        >
          <input type="hidden" name="token" value={loaderData.token} />
          {form.formError ? (
            <FormAlert tone="error" alertRef={form.alertRef}>
              {form.formError}
            </FormAlert>
          ) : null}
          <NewPasswordFields
            idPrefix="reset"
            name="password"
            label="New password"
            confirmLabel="Confirm new password"
            errors={form.errors}
            onEdit={form.clearError}
            rules={rules}
          />
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={form.busy}
            aria-disabled={form.busy}
          >
            {form.busy ? "Saving..." : "Reset Password"}
          </Button>
        </form.Form>
      </AuthCard>
    </AuthPage>
  );
}
