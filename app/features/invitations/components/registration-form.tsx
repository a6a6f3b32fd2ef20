import { UsersRoundIcon } from "lucide-react";
import type { FormEvent } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { roleLabel } from "~/features/access/permissions";
import { AuthCard, AuthHeading, textLinkClass } from "~/features/accounts/components/auth-layout";
import { Field } from "~/features/accounts/components/field";
import { NewPasswordFields } from "~/features/accounts/components/new-password-fields";
import { type FormResult, useAccountForm } from "~/features/accounts/components/use-account-form";
import type { InvalidReason } from "../messages";
import { invitationMessages as m } from "../messages";
import {
  firstRegistrationError,
  invitationPasswordRules,
  type RegistrationErrors,
  registrationFields,
  validateRegistration,
} from "../schemas";

/** The action's answer: success redirects, so only failures arrive here. */
export type RegistrationResult = FormResult & {
  /** The link stopped working meanwhile (e.g. accepted in another tab). */
  invalid?: InvalidReason;
  /** The address already has an account: offer the login page. */
  accountExists?: boolean;
  /** The names as typed, to show again after a submission without JavaScript. */
  values?: { firstName: string; lastName: string };
};

export interface InvitationDetails {
  email: string;
  roles: string[];
  message: string | null;
  inviterName: string | null;
}

const idPrefix = "invite";

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

/** The toast for a failed submission, as the spec's 'Registration toasts' name them. */
function toastFailure(result: RegistrationResult) {
  if (result.ok || result.invalid) return;
  if (result.error) {
    toast.error(m.registrationFailedTitle, { description: result.error });
    return;
  }
  const first = firstRegistrationError(result.fieldErrors as RegistrationErrors);
  toast.error(m.validationErrorTitle, first ? { description: first } : undefined);
}

/**
 * The registration form of a valid invitation: the invited address (read-only), first and last
 * name, password ('Minimum 12 characters') and its confirmation. Checked in the browser first, so
 * nothing is sent while a rule fails; posts as a plain form without JavaScript.
 */
export function InvitationRegistrationForm({
  invitation,
  documentResult,
  onInvalid,
}: {
  invitation: InvitationDetails;
  documentResult?: RegistrationResult;
  onInvalid: (reason: InvalidReason) => void;
}) {
  const form = useAccountForm<RegistrationResult>({
    idPrefix,
    fields: registrationFields,
    validate: validateRegistration,
    documentResult,
    onResult: (result) => {
      if (!result.ok && result.invalid) onInvalid(result.invalid);
      else toastFailure(result);
    },
  });
  const failure = form.result && !form.result.ok ? form.result : undefined;
  const typed = documentResult && !documentResult.ok ? documentResult.values : undefined;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    form.onSubmit(event);
    if (!event.defaultPrevented) return;
    const validation = validateRegistration(new FormData(event.currentTarget));
    const first = validation.ok ? undefined : firstRegistrationError(validation.fieldErrors);
    toast.error(m.validationErrorTitle, first ? { description: first } : undefined);
  }

  return (
    <AuthCard>
      <AuthHeading title="Join the team" icon={<UsersRoundIcon aria-hidden="true" />}>
        {invitation.inviterName
          ? `${invitation.inviterName} invited you to the staff area. Create your account to get started.`
          : "You have been invited to the staff area. Create your account to get started."}
      </AuthHeading>
      <InvitationDetailsList invitation={invitation} />
      <form.Form
        method="post"
        noValidate={form.hydrated}
        onSubmit={onSubmit}
        aria-label="Create your account"
        className="space-y-5"
      >
        {form.formError ? (
          <FormAlert tone="error" alertRef={form.alertRef}>
            {form.formError}
            {failure?.accountExists ? (
              <>
                {" "}
                <Link to="/user/login" className={textLinkClass}>
                  Go to login
                </Link>
              </>
            ) : null}
          </FormAlert>
        ) : null}
        <Field
          idPrefix={idPrefix}
          name="email"
          label="Email"
          type="email"
          autoComplete="username"
          value={invitation.email}
          readOnly
          aria-readonly="true"
          hint="The address this invitation was sent to."
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            idPrefix={idPrefix}
            name="firstName"
            label="First name"
            autoComplete="given-name"
            required
            maxLength={100}
            defaultValue={typed?.firstName}
            error={form.errors.firstName}
            onChange={() => form.clearError("firstName")}
          />
          <Field
            idPrefix={idPrefix}
            name="lastName"
            label="Last name"
            autoComplete="family-name"
            required
            maxLength={100}
            defaultValue={typed?.lastName}
            error={form.errors.lastName}
            onChange={() => form.clearError("lastName")}
          />
        </div>
        <NewPasswordFields
          idPrefix={idPrefix}
          name="password"
          label="Password"
          confirmLabel="Confirm password"
          rules={invitationPasswordRules}
          hint={m.passwordHint}
          errors={form.errors}
          onEdit={form.clearError}
        />
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={form.busy}
          aria-disabled={form.busy}
        >
          {form.busy ? "Creating account..." : "Create Account"}
        </Button>
      </form.Form>
    </AuthCard>
  );
}
