import type { SubmissionResult } from "@conform-to/react";
import { UsersRoundIcon } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { useBrowserCheckedForm } from "~/components/ui/browser-checked-form";
import { ServerCheckedForm } from "~/components/ui/form";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { withSubmissionEvents } from "~/components/ui/submission-events";
import { SubmitButton, useIsSubmitting } from "~/components/ui/submit-button";
import { roleLabel } from "~/features/access/permissions";
import { AuthCard, AuthHeading, textLinkClass } from "~/features/accounts/components/auth-layout";
import { NameFields } from "~/features/accounts/components/name-fields";
import { NewPasswordFields } from "~/features/accounts/components/new-password-fields";
import { toast } from "~/islands/toast";
import type { InvalidReason } from "../messages";
import { invitationMessages as m } from "../messages";
import {
  checkRegistration,
  firstRegistrationError,
  invitationPasswordRules,
  registrationFields,
} from "../registration-checks";

/** The action's answer: success redirects, so only refusals arrive here. */
export interface RegistrationAnswer {
  result?: SubmissionResult<string[]>;
  /** The link stopped working meanwhile (e.g. accepted in another tab). */
  invalid?: InvalidReason;
  /** The address already has an account: offer the login page. */
  accountExists?: boolean;
}

export interface InvitationDetails {
  email: string;
  roles: string[];
  message: string | null;
  inviterName: string | null;
}

/** What the invitation gives: its roles, and the inviter's message. */
export function InvitationDetailsList({ invitation }: { invitation: InvitationDetails }) {
  return (
    <dl className="mb-6 grid gap-3 rounded-lg bg-muted p-4 text-sm">
      <div>
        <dt className="font-medium text-muted-foreground">Your roles</dt>
        <dd className="mt-1 flex flex-wrap gap-2">
          {invitation.roles.map((role) => (
            <span
              key={role}
              className="rounded-full bg-card px-2.5 py-0.5 font-medium text-foreground ring-1 ring-border"
            >
              {roleLabel(role)}
            </span>
          ))}
        </dd>
      </div>
      {invitation.message ? (
        <div>
          <dt className="font-medium text-muted-foreground">Message</dt>
          <dd className="mt-1 whitespace-pre-line text-foreground">{invitation.message}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** The toast for a refused submission, as the spec's 'Registration toasts' name them. */
function toastRefusal(errors: SubmissionResult<string[]>["error"]) {
  const formError = errors?.[""]?.[0];
  if (formError) {
    toast.error(m.registrationFailedTitle, { description: formError });
    return;
  }
  const first = firstRegistrationError(errors);
  toast.error(m.validationErrorTitle, first ? { description: first } : undefined);
}

/**
 * The registration form of a valid invitation: the invited address (read-only), first and last
 * name, password ('Minimum 12 characters') and its confirmation. Checked in the browser first, so
 * nothing is sent while a rule fails; posts as a plain form without JavaScript.
 */
export function InvitationRegistrationForm({
  invitation,
  answer,
}: {
  invitation: InvitationDetails;
  answer?: RegistrationAnswer;
}) {
  const pending = useIsSubmitting();
  const { fields, formProps: checkedProps } = useBrowserCheckedForm(
    "invite",
    registrationFields,
    answer?.result,
    checkRegistration,
  );
  // Refused in the browser: the toast names the first problem.
  const formProps = withSubmissionEvents(checkedProps, checkRegistration, {
    refused: toastRefusal,
  });

  useEffect(() => {
    if (answer?.result?.status === "error") toastRefusal(answer.result.error);
  }, [answer]);

  return (
    <AuthCard>
      <AuthHeading title="Join the team" icon={<UsersRoundIcon aria-hidden="true" />}>
        {invitation.inviterName
          ? `${invitation.inviterName} invited you to the staff area. Create your account to get started.`
          : "You have been invited to the staff area. Create your account to get started."}
      </AuthHeading>
      <InvitationDetailsList invitation={invitation} />
      <ServerCheckedForm
        {...formProps}
        aria-label="Create your account"
        className="space-y-5"
        errorsAside={
          answer?.accountExists ? (
            <Link to="/user/login" className={textLinkClass}>
              Go to login
            </Link>
          ) : null
        }
      >
        <div>
          <Label htmlFor="invite-email">Email</Label>
          <Input
            id="invite-email"
            type="email"
            autoComplete="username"
            value={invitation.email}
            readOnly
            aria-readonly="true"
            aria-describedby="invite-email-description"
          />
          <p id="invite-email-description" className="mt-1.5 text-xs text-muted-foreground">
            The address this invitation was sent to.
          </p>
        </div>
        <NameFields firstName={fields.firstName} lastName={fields.lastName} />
        <NewPasswordFields
          password={fields.password}
          confirmPassword={fields.confirmPassword}
          label="Password"
          confirmLabel="Confirm password"
          rules={invitationPasswordRules}
          description={m.passwordHint}
        />
        <SubmitButton pending={pending} pendingLabel="Creating account...">
          Create Account
        </SubmitButton>
      </ServerCheckedForm>
    </AuthCard>
  );
}
