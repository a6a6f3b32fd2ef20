import { KeyRoundIcon } from "lucide-react";
import { data, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { requestPasswordReset } from "~/features/accounts/accounts.server";
import {
  AuthCard,
  AuthHeading,
  AuthPage,
  textLinkClass,
} from "~/features/accounts/components/auth-layout";
import { Field } from "~/features/accounts/components/field";
import { FormAlert } from "~/features/accounts/components/form-alert";
import { type FormResult, useAccountForm } from "~/features/accounts/components/use-account-form";
import { accountMessages } from "~/features/accounts/messages";
import { validateForgotPassword } from "~/features/accounts/schemas";
import { readForm } from "~/features/forms/read-form.server";
import { pageMeta } from "~/features/seo/meta";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = (args) => pageMeta(args, { noindex: true });

type ForgotResult = FormResult<{ email: string }> & { values?: { email: string } };

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const email = typeof form.get("email") === "string" ? String(form.get("email")) : "";
  const validation = validateForgotPassword(form);
  if (!validation.ok) {
    return data<ForgotResult>(
      { ok: false, error: null, fieldErrors: validation.fieldErrors, values: { email } },
      { status: 400 },
    );
  }
  const result = await requestPasswordReset(request, validation.data.email);
  if (!result.ok) {
    return data<ForgotResult>(
      { ok: false, error: result.error, fieldErrors: {}, values: { email } },
      { status: result.status },
    );
  }
  // The same answer whether or not the address has an account.
  return data<ForgotResult>({ ok: true, email: validation.data.email });
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const documentResult = actionData as ForgotResult | undefined;
  const form = useAccountForm<ForgotResult>({
    idPrefix: "forgot",
    fields: ["email"],
    validate: validateForgotPassword,
    documentResult,
  });
  const sent = form.result?.ok ? form.result : undefined;
  return (
    <AuthPage back={{ to: "/user/login", label: "Back to sign in" }}>
      <AuthCard>
        <AuthHeading title="Forgot your password?" icon={<KeyRoundIcon aria-hidden="true" />}>
          Enter the email address of your account and we'll send you a link to choose a new
          password.
        </AuthHeading>
        {sent ? (
          <div className="space-y-6">
            <FormAlert tone="success">{accountMessages.forgotPasswordSent}</FormAlert>
            <p className="text-sm text-muted-foreground">
              The link works once and expires after one hour. Nothing arrived after a few minutes?
              Check your spam folder or{" "}
              <Link to="/user/forgot-password" reloadDocument className={textLinkClass}>
                send another link
              </Link>
              .
            </p>
            <Button asChild variant="outline" className="w-full">
              <Link to="/user/login">Back to Sign In</Link>
            </Button>
          </div>
        ) : (
          <form.Form
            method="post"
            noValidate={form.hydrated}
            onSubmit={form.onSubmit}
            aria-label="Request a password reset link"
            className="space-y-5"
          >
            {form.formError ? (
              <FormAlert tone="error" alertRef={form.alertRef}>
                {form.formError}
              </FormAlert>
            ) : null}
            <Field
              idPrefix="forgot"
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              maxLength={254}
              defaultValue={
                documentResult && !documentResult.ok ? documentResult.values?.email : undefined
              }
              error={form.errors.email}
              onChange={() => form.clearError("email")}
            />
            <Button
              type="submit"
              size="lg"
              className="w-full"
              disabled={form.busy}
              aria-disabled={form.busy}
            >
              {form.busy ? "Sending link..." : "Send Reset Link"}
            </Button>
          </form.Form>
        )}
      </AuthCard>
    </AuthPage>
  );
}
