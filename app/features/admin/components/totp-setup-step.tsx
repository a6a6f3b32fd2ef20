import type { SubmissionResult } from "@conform-to/react";
import { Link } from "react-router";
import { InputField } from "~/components/ui/field";
import { ServerCheckedForm } from "~/components/ui/form";
import { serverCheckedForm } from "~/components/ui/server-checked-form";
import { SubmitButton, useIsSubmitting } from "~/components/ui/submit-button";
import type { TotpSetup } from "../mfa.server";

/**
 * Setting up an authenticator app: the QR code, the key to type instead, and the form for the
 * first code it shows (checked on the server: `setupCodeSchema`).
 */
export function TotpSetupStep({
  setup,
  result,
  intent = "confirm",
  submitLabel = "Turn on two-step sign-in",
  replacing = false,
}: {
  setup: TotpSetup;
  result?: SubmissionResult<string[]>;
  intent?: string;
  submitLabel?: string;
  /** Replacing an app that keeps working until this is confirmed: the way back. */
  replacing?: boolean;
}) {
  const { form, fields } = serverCheckedForm("mfa", ["code"], result);
  const busy = useIsSubmitting(intent);
  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-2 pl-5 text-sm">
        <li>
          In your authenticator app (such as Google Authenticator, Microsoft Authenticator or
          1Password), add an account by scanning this QR code.
        </li>
        <li>Enter the 6-digit code the app then shows.</li>
      </ol>
      <svg
        viewBox={`0 0 ${setup.qr.size} ${setup.qr.size}`}
        role="img"
        aria-label="QR code for your authenticator app"
        className="mx-auto size-48 rounded bg-white"
        shapeRendering="crispEdges"
      >
        <path d={setup.qr.path} fill="#000" />
      </svg>
      <p className="text-sm">
        Cannot scan it? Type this key into the app instead:{" "}
        <code className="break-all font-mono" data-testid="totp-secret">
          {setup.secret.match(/.{1,4}/g)?.join(" ")}
        </code>
      </p>
      <ServerCheckedForm form={form} aria-label="Confirm set-up" className="space-y-5">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="setupUri" value={setup.uri} />
        <InputField
          meta={fields.code}
          label="Code from the app"
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9 ]*"
          required
          maxLength={7}
        />
        <SubmitButton pending={busy} pendingLabel={submitLabel}>
          {submitLabel}
        </SubmitButton>
      </ServerCheckedForm>
      {replacing ? (
        <p className="text-sm">
          Changed your mind? Your current app keeps working.{" "}
          <Link to="/admin/security" className="underline underline-offset-4">
            Keep the current app
          </Link>
        </p>
      ) : null}
    </div>
  );
}
