import { UsersRoundIcon } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton, useIsSubmitting } from "~/components/ui/submit-button";
import { AuthCard, AuthHeading, AuthPage } from "~/features/accounts/components/auth-layout";
import { invitationMessages as m } from "../messages";
import { type InvitationDetails, InvitationDetailsList } from "./registration-form";

/**
 * An invitation to an address that already has an account (ADR 028). Signed in as that account:
 * one button accepts. Signed in as another: sign out first. Signed out: sign in, then come back.
 */
export function AcceptWithAccount({
  invitation,
  signedInAs,
  loginHref,
  error,
}: {
  invitation: InvitationDetails;
  /** The signed-in account's address, or null when signed out. */
  signedInAs: string | null;
  loginHref: string;
  error: string | null;
}) {
  const busy = useIsSubmitting("accept");
  const sameAccount = signedInAs?.toLowerCase() === invitation.email.toLowerCase();
  return (
    <AuthPage>
      <AuthCard>
        <AuthHeading title="Join the team" icon={<UsersRoundIcon aria-hidden="true" />}>
          {invitation.inviterName
            ? `${invitation.inviterName} invited ${invitation.email} to the staff area.`
            : `${invitation.email} is invited to the staff area.`}
        </AuthHeading>
        <InvitationDetailsList invitation={invitation} />
        <div className="space-y-4">
          {error ? <FormAlert tone="error">{error}</FormAlert> : null}
          {sameAccount ? (
            <Form method="post" aria-label="Accept the invitation" className="space-y-4">
              <p className="text-sm">
                You are signed in as {signedInAs}. Accepting adds these roles to this account.
              </p>
              <input type="hidden" name="intent" value="accept" />
              <SubmitButton pending={busy} pendingLabel="Accepting...">
                Accept invitation
              </SubmitButton>
            </Form>
          ) : signedInAs ? (
            <>
              <FormAlert tone="info">{m.otherAccount(invitation.email, signedInAs)}</FormAlert>
              <Form method="post" action="/user/logout">
                <input type="hidden" name="redirectTo" value={loginHref} />
                <Button type="submit" variant="outline" size="lg" className="w-full">
                  Sign out
                </Button>
              </Form>
            </>
          ) : (
            <>
              <p className="text-sm">{m.signInToAccept}</p>
              <Button asChild size="lg" className="w-full">
                <Link to={loginHref}>Sign in to accept</Link>
              </Button>
            </>
          )}
        </div>
      </AuthCard>
    </AuthPage>
  );
}
