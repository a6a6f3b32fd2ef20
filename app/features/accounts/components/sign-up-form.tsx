import type { SubmissionResult } from "@conform-to/react";
import { MailCheckIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useBrowserCheckedForm } from "~/components/ui/browser-checked-form";
import { Button } from "~/components/ui/button";
import { EmailField } from "~/components/ui/field";
import { ServerCheckedForm } from "~/components/ui/form";
import { FormAlert } from "~/components/ui/form-alert";
import { withSubmissionEvents } from "~/components/ui/submission-events";
import { SubmitButton, useIsSubmitting } from "~/components/ui/submit-button";
import { track } from "~/features/analytics/track";
import { checkSignUp } from "../login-checks";
import { accountMessages } from "../messages";
import { loginPath } from "../redirect";
import { textLinkClass } from "./auth-layout";
import { NameFields } from "./name-fields";
import { NewPasswordFields } from "./new-password-fields";

/** The login action's answer to Sign Up: the address the verification link went to. */
export interface SignUpAnswer {
  intent: "signup";
  result: SubmissionResult<string[]>;
  email?: string;
}

/** Sign Up; once registered, the card says where the verification link went. */
export function SignUpForm({
  redirectTo,
  answer,
}: {
  redirectTo: string | null;
  answer?: SignUpAnswer;
}) {
  const pending = useIsSubmitting();
  // Includes 'Passwords do not match': nothing is sent.
  const { fields, formProps: checkedProps } = useBrowserCheckedForm(
    "signup",
    ["firstName", "lastName", "email", "password", "confirmPassword"],
    answer?.result,
    checkSignUp,
  );
  const formProps = withSubmissionEvents(checkedProps, checkSignUp, {
    sent: () => track("registration_attempt", { method: "email" }),
  });

  useEffect(() => {
    if (!answer) return;
    if (answer.email) {
      track("registration", { method: "email", success: true });
      return;
    }
    const error = answer.result.error?.[""]?.[0] ?? "invalid_input";
    track("registration", { method: "email", success: false, error });
  }, [answer]);

  if (answer?.email) return <SignedUp email={answer.email} redirectTo={redirectTo} />;

  return (
    <ServerCheckedForm {...formProps} aria-label="Create an account" className="space-y-5">
      <input type="hidden" name="intent" value="signup" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <NameFields firstName={fields.firstName} lastName={fields.lastName} />
      <EmailField meta={fields.email} required />
      <NewPasswordFields
        password={fields.password}
        confirmPassword={fields.confirmPassword}
        label="Password"
        confirmLabel="Confirm password"
      />
      <SubmitButton pending={pending} pendingLabel="Creating account...">
        Create Account
      </SubmitButton>
    </ServerCheckedForm>
  );
}

function SignedUp({ email, redirectTo }: { email: string; redirectTo: string | null }) {
  const success = useRef<HTMLDivElement>(null);
  useEffect(() => success.current?.focus(), []);
  return (
    <div className="space-y-6 text-center">
      <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-success-subtle text-success">
        <MailCheckIcon className="size-6" aria-hidden="true" />
      </div>
      <FormAlert tone="success" alertRef={success} className="text-left">
        {accountMessages.registrationSuccess}
      </FormAlert>
      <p className="text-sm text-muted-foreground">
        We sent it to <span className="font-medium break-all text-foreground">{email}</span>. The
        link in it confirms your address and signs you in. Nothing there? Check your spam folder, or{" "}
        <Link
          to={loginPath({ tab: "signup", redirectTo })}
          reloadDocument
          className={textLinkClass}
        >
          try again
        </Link>
        .
      </p>
      <Button asChild variant="outline" className="w-full">
        <Link to={loginPath({ tab: "signin", redirectTo })}>Go to Sign In</Link>
      </Button>
    </div>
  );
}
