import { parseWithZod } from "@conform-to/zod/v4";
import { BadgeCheckIcon, CircleAlertIcon, MailIcon } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import { Button } from "~/components/ui/button";
import { InputField } from "~/components/ui/field";
import { ServerCheckedForm } from "~/components/ui/form";
import { FormAlert } from "~/components/ui/form-alert";
import { serverCheckedForm } from "~/components/ui/server-checked-form";
import { SubmitButton, useIsSubmitting } from "~/components/ui/submit-button";
import { safeRedirectPath } from "~/features/access/guards.server";
import { getSessionUser } from "~/features/access/session.server";
import { resendVerification } from "~/features/accounts/accounts.server";
import { AuthCard, AuthHeading, AuthPage } from "~/features/accounts/components/auth-layout";
import type { ResendAnswer } from "~/features/accounts/components/verify-email-notice";
import { accountMessages } from "~/features/accounts/messages";
import { loginPath, loginRedirectTarget } from "~/features/accounts/redirect";
import { resendVerificationSchema } from "~/features/accounts/schemas";
import { readForm } from "~/features/forms/read-form.server";
import { takeSaveIntent } from "~/features/saved-jobs/save-intent";
import { completeSaveIntent } from "~/features/saved-jobs/saved-jobs.server";
import { redirectWithFlash } from "~/lib/flash.server";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/verify-email";

const saveAndContinueIntent = "save-and-continue";

export const meta: Route.MetaFunction = (args) => pageMeta(args, { noindex: true });

/**
 * Where the verification link lands (better-auth's callbackURL, see accounts.server.ts). A valid
 * link has verified the address and signed the visitor in; an invalid or expired one arrives with
 * ?error=. Without either, the page tells a signed-in user whether their address is confirmed.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = await getSessionUser(request);
  const continueTo = loginRedirectTarget(safeRedirectPath(url.searchParams.get("redirectTo")));
  const state = url.searchParams.has("error")
    ? ("invalid" as const)
    : !user
      ? ("anonymous" as const)
      : user.emailVerified
        ? ("verified" as const)
        : ("pending" as const);
  return {
    state,
    continueTo,
    savesJob: takeSaveIntent(continueTo).jobId !== null,
    email: user?.email ?? null,
    firstName: user?.name.split(/\s+/)[0] ?? null,
  };
}

/** The verified visitor's "Continue": saves the job they pressed Save on before signing up. */
async function continueAndSave(request: Request, userId: string | undefined) {
  const continueTo = loginRedirectTarget(
    safeRedirectPath(new URL(request.url).searchParams.get("redirectTo")),
  );
  if (!userId) return redirect(loginPath({ redirectTo: continueTo }), 303);
  const saved = await completeSaveIntent(userId, continueTo);
  return saved.toast
    ? redirectWithFlash(saved.redirectTo, saved.toast)
    : redirect(saved.redirectTo, 303);
}

export async function action({ request }: Route.ActionArgs) {
  const user = await getSessionUser(request);
  const form = await readForm(request);
  if (form.get("intent") === saveAndContinueIntent) return continueAndSave(request, user?.id);
  const schema = resendVerificationSchema(user?.email ?? null);
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), sent: false }, { status: 400 });
  }
  const url = new URL(request.url);
  const { email } = submission.value;
  const outcome = await resendVerification(request, email, url.searchParams.get("redirectTo"));
  if (!outcome.ok) {
    const result = submission.reply({ formErrors: [outcome.error] });
    return data({ result, sent: false }, { status: outcome.status });
  }
  return { result: submission.reply(), sent: true };
}

function ResendForm({ email, answer }: { email: string | null; answer?: ResendAnswer }) {
  // Checked on the server only (ADR 076): the browser checks the typed address's form itself
  // (required, type="email"), the action parses it with the schema.
  const { form, fields } = serverCheckedForm("resend", ["email"], answer?.result);
  const pending = useIsSubmitting();
  if (answer?.sent) {
    return <FormAlert tone="success">{accountMessages.verificationSent}</FormAlert>;
  }
  return (
    <ServerCheckedForm form={form} aria-label="Send a new verification link" className="space-y-5">
      {email ? null : (
        <InputField
          meta={fields.email}
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={254}
        />
      )}
      <SubmitButton
        pending={pending}
        pendingLabel="Sending..."
        variant={email ? "outline" : "default"}
      >
        Send a New Link
      </SubmitButton>
    </ServerCheckedForm>
  );
}

export default function VerifyEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { state, continueTo, savesJob, email, firstName } = loaderData;

  if (state === "verified") {
    return (
      <AuthPage>
        <AuthCard>
          <AuthHeading
            title={firstName ? `You're all set, ${firstName}` : "You're all set"}
            icon={<BadgeCheckIcon aria-hidden="true" />}
          >
            Your email address is confirmed and you are signed in.
          </AuthHeading>
          <div className="space-y-3">
            {savesJob ? (
              // The job they pressed Save on before signing up is saved by this POST, not by a link.
              <Form method="post">
                <Button
                  type="submit"
                  name="intent"
                  value={saveAndContinueIntent}
                  size="lg"
                  className="w-full"
                >
                  Save the Job and Continue
                </Button>
              </Form>
            ) : (
              <Button asChild size="lg" className="w-full">
                <Link to={continueTo}>
                  {continueTo === "/user/profile" ? "Complete Your Profile" : "Continue"}
                </Link>
              </Button>
            )}
            <Button asChild variant="outline" size="lg" className="w-full">
              <Link to="/careers">Browse Open Jobs</Link>
            </Button>
          </div>
        </AuthCard>
      </AuthPage>
    );
  }

  if (state === "pending") {
    return (
      <AuthPage>
        <AuthCard>
          <AuthHeading title="Confirm your email address" icon={<MailIcon aria-hidden="true" />}>
            We sent a confirmation link to {email}. Open it to confirm that the address is yours.
          </AuthHeading>
          <ResendForm email={email} answer={actionData} />
        </AuthCard>
      </AuthPage>
    );
  }

  if (state === "invalid") {
    return (
      <AuthPage back={{ to: "/user/login", label: "Back to sign in" }}>
        <AuthCard>
          <AuthHeading
            title="This link no longer works"
            icon={<CircleAlertIcon aria-hidden="true" />}
          >
            Confirmation links are valid for one hour. We can send you a new one.
          </AuthHeading>
          <div className="space-y-6">
            <FormAlert tone="error">{accountMessages.verificationLinkInvalid}</FormAlert>
            <ResendForm email={email} answer={actionData} />
          </div>
        </AuthCard>
      </AuthPage>
    );
  }

  return (
    <AuthPage>
      <AuthCard>
        <AuthHeading title="Email confirmed" icon={<BadgeCheckIcon aria-hidden="true" />}>
          If you opened this page from the link in your email, your address is confirmed. Sign in to
          continue.
        </AuthHeading>
        <Button asChild size="lg" className="w-full">
          <Link to={loginPath({ redirectTo: continueTo === "/user/profile" ? null : continueTo })}>
            Sign In
          </Link>
        </Button>
      </AuthCard>
    </AuthPage>
  );
}
