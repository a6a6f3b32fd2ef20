import { CircleAlertIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { AuthCard, AuthHeading, AuthPage } from "~/features/accounts/components/auth-layout";
import { type InvalidReason, invalidReasonMessage, invitationMessages } from "../messages";

/** The spec's invalid state: 'Invalid Invitation', the reason, and 'Go to Homepage'. */
export function InvalidInvitation({ reason }: { reason: InvalidReason }) {
  return (
    <AuthPage>
      <AuthCard>
        <AuthHeading
          title={invitationMessages.invalidTitle}
          icon={<CircleAlertIcon aria-hidden="true" />}
        />
        <div className="space-y-6">
          <FormAlert tone="error">{invalidReasonMessage(reason)}</FormAlert>
          <p className="text-sm text-muted-foreground">
            Invitation links work once and for a limited time. Ask the person who invited you to
            send a new one.
          </p>
          <Button asChild size="lg" className="w-full">
            <Link to="/">Go to Homepage</Link>
          </Button>
        </div>
      </AuthCard>
    </AuthPage>
  );
}
