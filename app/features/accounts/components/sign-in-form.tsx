import type { SubmissionResult } from "@conform-to/react";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { useBrowserCheckedForm } from "~/components/ui/browser-checked-form";
import { EmailField } from "~/components/ui/field";
import { ServerCheckedForm } from "~/components/ui/form";
import { FormAlert } from "~/components/ui/form-alert";
import { PasswordField } from "~/components/ui/password-field";
import { withSubmissionEvents } from "~/components/ui/submission-events";
import { SubmitButton, useIsSubmitting } from "~/components/ui/submit-button";
import { track } from "~/features/analytics/track";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { checkSignIn } from "../login-checks";
import { accountMessages } from "../messages";
import { textLinkClass } from "./auth-layout";

/** The spec's login redirect delay. */
export const loginRedirectDelayMs = 1500;

/** The login action's answer to Sign In: where to go next once signed in. */
export interface SignInAnswer {
  intent: "signin";
  result: SubmissionResult<string[]>;
  redirectTo?: string;
}

/**
 * Sign In. After success the page stays for the spec's 1.5 s with its message, then moves on
 * (without JavaScript, through a refresh); the analytics events follow each answer.
 */
export function SignInForm({
  redirectTo,
  answer,
}: {
  redirectTo: string | null;
  answer?: SignInAnswer;
}) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const pending = useIsSubmitting();
  const { fields, formProps: checkedProps } = useBrowserCheckedForm(
    "signin",
    ["email", "password"],
    answer?.result,
    checkSignIn,
  );
  const formProps = withSubmissionEvents(checkedProps, checkSignIn, {
    sent: () => track("login_attempt", { method: "email" }),
  });
  const next = answer?.redirectTo;

  useEffect(() => {
    if (!answer) return;
    if (answer.redirectTo) {
      track("login", { method: "email", success: true });
      const to = answer.redirectTo;
      const timer = window.setTimeout(() => navigate(to, { replace: true }), loginRedirectDelayMs);
      return () => window.clearTimeout(timer);
    }
    const error = answer.result.error?.[""]?.[0] ?? "invalid_input";
    track("login", { method: "email", success: false, error });
  }, [answer, navigate]);

  return (
    <ServerCheckedForm {...formProps} aria-label="Sign in" className="space-y-5">
      {/* Without JavaScript the success page itself moves on after the spec's delay. */}
      {next && !hydrated ? (
        <meta httpEquiv="refresh" content={`${loginRedirectDelayMs / 1000};url=${next}`} />
      ) : null}
      <input type="hidden" name="intent" value="signin" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      {next ? <FormAlert tone="success">{accountMessages.loginSuccess}</FormAlert> : null}
      <EmailField meta={fields.email} required readOnly={Boolean(next)} />
      {/* The link follows the password field, so that Tab goes from the email to the password. */}
      <div>
        <PasswordField
          meta={fields.password}
          label="Password"
          autoComplete="current-password"
          required
          readOnly={Boolean(next)}
        />
        <p className="mt-2 text-right">
          <Link to="/user/forgot-password" className={cn(textLinkClass, "text-sm")}>
            Forgot password?
          </Link>
        </p>
      </div>
      <SubmitButton pending={pending || Boolean(next)} pendingLabel="Signing in...">
        Sign In
      </SubmitButton>
    </ServerCheckedForm>
  );
}
