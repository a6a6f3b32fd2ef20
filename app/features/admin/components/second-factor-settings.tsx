import type { SubmissionResult } from "@conform-to/react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { PasswordConfirmForm } from "./password-confirm-form";

/** How many backup codes better-auth makes at a time. */
const backupCodesMade = 10;

/**
 * The second factor of a staff member who has one: its state, new backup codes and a new
 * authenticator app, each after the password. It cannot be turned off: every staff account must
 * have one (ADR 027). `backupCodesLeft` is null for an account without an authenticator app (its
 * second factor is another kind), which has neither to manage here.
 */
export function SecondFactorSettings({
  backupCodesLeft,
  answerTo,
}: {
  backupCodesLeft: number | null;
  /** The action's last answer to the form with this intent, if it was that form. */
  answerTo: (intent: string) => SubmissionResult<string[]> | undefined;
}) {
  return (
    <div className="space-y-6">
      <FormAlert tone="success">Two-step sign-in is on for your account.</FormAlert>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-medium">Authenticator app</dt>
        <dd>{backupCodesLeft === null ? "Not set up" : "Set up"}</dd>
        {backupCodesLeft === null ? null : (
          <>
            <dt className="font-medium">Backup codes</dt>
            <dd>
              {backupCodesLeft} of {backupCodesMade} left
            </dd>
          </>
        )}
      </dl>
      <p className="text-sm">
        Staff accounts must have two-step sign-in, so it cannot be turned off. If you lose your
        phone and your backup codes, ask an administrator to reset it; you then set up an
        authenticator app again at your next sign-in.
      </p>
      {backupCodesLeft === null ? null : <AppSettings answerTo={answerTo} />}
      <Button asChild size="lg" className="w-full">
        <Link to="/admin">Continue to the staff area</Link>
      </Button>
    </div>
  );
}

/** New backup codes and a new authenticator app. */
function AppSettings({
  answerTo,
}: {
  answerTo: (intent: string) => SubmissionResult<string[]> | undefined;
}) {
  return (
    <>
      <section aria-labelledby="backup-codes-heading" className="space-y-3">
        <h2 id="backup-codes-heading" className="font-semibold text-lg">
          New backup codes
        </h2>
        <p className="text-sm">
          Make ten new codes when you have used most of yours or think someone has seen them. The
          codes you have now stop working at once.
        </p>
        <PasswordConfirmForm
          intent="backup-codes"
          id="backup-codes"
          label="New backup codes"
          submitLabel="Make new backup codes"
          result={answerTo("backup-codes")}
          outline
        />
      </section>
      <section aria-labelledby="replace-app-heading" className="space-y-3">
        <h2 id="replace-app-heading" className="font-semibold text-lg">
          New phone or authenticator app
        </h2>
        <p className="text-sm">
          Set up the new app with a QR code and confirm it with one of its codes. Until then your
          current app keeps working; after that its codes no longer do, and your other devices are
          signed out.
        </p>
        <PasswordConfirmForm
          intent="replace-start"
          id="replace-app"
          label="New phone or authenticator app"
          submitLabel="Replace the authenticator app"
          result={answerTo("replace-start")}
          outline
        />
      </section>
    </>
  );
}
