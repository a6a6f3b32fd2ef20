import { BadgeCheckIcon, CircleAlertIcon, MailIcon } from "lucide-react";
import { data, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { safeRedirectPath } from "~/features/access/guards.server";
import { getSessionUser } from "~/features/access/session.server";
import { resendVerification } from "~/features/accounts/accounts.server";
import { AuthCard, AuthHeading, AuthPage } from "~/features/accounts/components/auth-layout";
import { Field } from "~/features/accounts/components/field";
import { type FormResult, useAccountForm } from "~/features/accounts/components/use-account-form";
import { accountMessages } from "~/features/accounts/messages";
import { loginPath, loginRedirectTarget } from "~/features/accounts/redirect";
import { type Validation, validateForgotPassword } from "~/features/accounts/schemas";
import { readForm } from "~/features/forms/read-form.server";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/verify-email";

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
    email: user?.email ?? null,
    firstName: user?.name.split(/\s+/)[0] ?? null,
  };
}

type ResendResult = FormResult;

export async function action({ request }: Route.ActionArgs) {
  const user = await getSessionUser(request);
  const form = await readForm(request);
  let email = user?.email;
  if (!email) {
    const validation = validateForgotPassword(form);
    if (!validation.ok) {
      return data<ResendResult>(
        { ok: false, error: null, fieldErrors: validation.fieldErrors },
        { status: 400 },
      );
    }
    email = validation.data.email;
  }
  const url = new URL(request.url);
  const result = await resendVerification(request, email, url.searchParams.get("redirectTo"));
  if (!result.ok) {
    return data<ResendResult>(
      { ok: false, error: result.error, fieldErrors: {} },
      { status: result.status },
    );
  }
  return data<ResendResult>({ ok: true });
}

const alwaysValid = (): Validation<object> => ({ ok: true, data: {} });

function ResendForm({
  signedIn,
  documentResult,
}: {
  signedIn: boolean;
  documentResult?: ResendResult;
}) {
  const form = useAccountForm<ResendResult>({
    idPrefix: "resend",
    fields: ["email"],
    validate: signedIn ? alwaysValid : validateForgotPassword,
    documentResult,
  });
  if (form.result?.ok) {
    return <FormAlert tone="success">{accountMessages.verificationSent}</FormAlert>;
  }
  return (
    <form.Form
      method="post"
      noValidate={form.hydrated}
      onSubmit={form.onSubmit}
      aria-label="Send a new verification link"
      className="space-y-5"
    >
      {form.formError ? (
        <FormAlert tone="error" alertRef={form.alertRef}>
          {form.formError}
        </FormAlert>
      ) : null}
      {signedIn ? null : (
        <Field
          idPrefix="resend"
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={254}
          error={form.errors.email}
          onChange={() => form.clearError("email")}
        />
      )}
      <Button
        type="submit"
        size="lg"
        variant={signedIn ? "outline" : "default"}
        className="w-full"
        disabled={form.busy}
        aria-disabled={form.busy}
      >
        {form.busy ? "Sending..." : "Send a New Link"}
      </Button>
    </form.Form>
  );
}

export default function VerifyEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { state, continueTo, email, firstName } = loaderData;
  const documentResult = actionData as ResendResult | undefined;

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
            <Button asChild size="lg" className="w-full">
              <Link to={continueTo}>
                {continueTo === "/user/profile" ? "Complete Your Profile" : "Continue"}
              </Link>
            </Button>
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
          <ResendForm signedIn documentResult={documentResult} />
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
            <ResendForm signedIn={Boolean(email)} documentResult={documentResult} />
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
