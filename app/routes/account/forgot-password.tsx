import { parseWithZod } from "@conform-to/zod/v4";
import { KeyRoundIcon } from "lucide-react";
import { data, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { EmailField } from "~/components/ui/field";
import { ServerCheckedForm } from "~/components/ui/form";
import { FormAlert } from "~/components/ui/form-alert";
import { serverCheckedForm } from "~/components/ui/server-checked-form";
import { SubmitButton, useIsSubmitting } from "~/components/ui/submit-button";
import { requestPasswordReset } from "~/features/accounts/accounts.server";
import {
  AuthCard,
  AuthHeading,
  AuthPage,
  textLinkClass,
} from "~/features/accounts/components/auth-layout";
import { accountMessages } from "~/features/accounts/messages";
import { forgotPasswordSchema } from "~/features/accounts/schemas";
import { readForm } from "~/features/forms/read-form.server";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = (args) => pageMeta(args, { noindex: true });

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: forgotPasswordSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), sent: false }, { status: 400 });
  }
  const result = await requestPasswordReset(request, submission.value.email);
  if (!result.ok) {
    return data(
      { result: submission.reply({ formErrors: [result.error] }), sent: false },
      { status: result.status },
    );
  }
  // The same answer whether or not the address has an account.
  return { result: submission.reply(), sent: true };
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  // Checked on the server only (ADR 076): the browser checks the address's form itself
  // (required, type="email"), the action parses it with the schema.
  const { form, fields } = serverCheckedForm("forgot", ["email"], actionData?.result);
  const pending = useIsSubmitting();
  return (
    <AuthPage back={{ to: "/user/login", label: "Back to sign in" }}>
      <AuthCard>
        <AuthHeading title="Forgot your password?" icon={<KeyRoundIcon aria-hidden="true" />}>
          Enter the email address of your account and we'll send you a link to choose a new
          password.
        </AuthHeading>
        {actionData?.sent ? (
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
          <ServerCheckedForm
            form={form}
            aria-label="Request a password reset link"
            className="space-y-5"
          >
            <EmailField meta={fields.email} required />
            <SubmitButton pending={pending} pendingLabel="Sending link...">
              Send Reset Link
            </SubmitButton>
          </ServerCheckedForm>
        )}
      </AuthCard>
    </AuthPage>
  );
}
