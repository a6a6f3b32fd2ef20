import { LoaderCircleIcon, ShieldCheckIcon } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import {
  hasSecondFactor,
  requireUser,
  rolesGrant,
  staffSecurityPath,
} from "~/features/access/guards.server";
import type { SessionUser } from "~/features/access/session.server";
import { cookieHeaders } from "~/features/accounts/auth-api.server";
import { AuthCard, AuthHeading, AuthPage } from "~/features/accounts/components/auth-layout";
import { Field } from "~/features/accounts/components/field";
import { Passkeys } from "~/features/admin/components/passkeys";
import { PasswordConfirmForm } from "~/features/admin/components/password-confirm-form";
import { SecondFactorSettings } from "~/features/admin/components/second-factor-settings";
import { adminMeta } from "~/features/admin/meta";
import { mfaMessages } from "~/features/admin/mfa";
import {
  confirmTotpReplacement,
  confirmTotpSetup,
  sealBackupCodes,
  startTotpReplacement,
  startTotpSetup,
  type TotpSetup,
  takeBackupCodes,
  totpSetup,
} from "~/features/admin/mfa.server";
import { listPasskeys } from "~/features/admin/passkeys.server";
import { backupCodesLeft, renewBackupCodes } from "~/features/admin/second-factor.server";
import { readForm } from "~/features/forms/read-form.server";
import { redirectWithFlash } from "~/lib/flash.server";
import type { Route } from "./+types/security";

export const meta: Route.MetaFunction = () => adminMeta("Two-step sign-in");

/** Signed-in staff only (with or without a second factor); others get what the staff guard gives. */
async function requireStaffMember(request: Request) {
  const user = await requireUser(request, "/admin/login");
  if (!(await rolesGrant(user.id, "access:admin:any"))) {
    throw data({ message: "You do not have access to this page." }, { status: 403 });
  }
  return user;
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaffMember(request);
  const { codes, clear } = await takeBackupCodes(request, user.id);
  const enrolled = await hasSecondFactor(user.id);
  return data(
    {
      enrolled,
      backupCodes: codes,
      backupCodesLeft: enrolled ? await backupCodesLeft(user.id) : null,
      passkeys: await listPasskeys(user.id),
    },
    clear ? { headers: { "Set-Cookie": clear } } : undefined,
  );
}

type ActionData =
  | { step: "password"; error: string }
  | { step: "backup-codes"; error: string }
  | { step: "replace-password"; error: string }
  | { step: "replace-confirm"; setup: TotpSetup; error: string | null }
  | { step: "confirm"; setup: TotpSetup; error: string | null };

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaffMember(request);
  const form = await readForm(request);
  if (await hasSecondFactor(user.id)) return manageSecondFactor(request, user, form);
  if (form.get("intent") === "confirm") {
    const setup = totpSetup(text(form.get("setupUri")));
    if (!setup)
      return data<ActionData>({ step: "password", error: mfaMessages.expired }, { status: 400 });
    const code = text(form.get("code")).replace(/\s+/g, "");
    if (!/^\d{6}$/.test(code)) {
      return data<ActionData>(
        { step: "confirm", setup, error: mfaMessages.wrongCode },
        { status: 400 },
      );
    }
    const result = await confirmTotpSetup(request, code);
    if (!result.ok) {
      return data<ActionData>(
        { step: "confirm", setup, error: result.error },
        { status: result.status },
      );
    }
    // A new page load: the set-up replaced the session, and this response brings the new one.
    const headers = cookieHeaders(result.call);
    headers.append("Set-Cookie", await sealBackupCodes(user.id, result.backupCodes));
    return redirect(staffSecurityPath, { headers });
  }
  const password = text(form.get("password"));
  if (!password) {
    return data<ActionData>(
      { step: "password", error: mfaMessages.passwordRequired },
      { status: 400 },
    );
  }
  const result = await startTotpSetup(request, password);
  if (!result.ok) {
    return data<ActionData>({ step: "password", error: result.error }, { status: result.status });
  }
  return data<ActionData>({ step: "confirm", setup: result.setup, error: null });
}

/** The actions of a staff member who has a second factor: new backup codes, a new app. */
async function manageSecondFactor(request: Request, user: SessionUser, form: FormData) {
  const intent = form.get("intent");
  if (intent === "replace-confirm") return confirmReplacement(request, user, form);
  if (intent !== "backup-codes" && intent !== "replace-start") {
    return data<ActionData>(
      { step: "password", error: "Two-step sign-in is already on for your account." },
      { status: 409 },
    );
  }
  const step = intent === "backup-codes" ? "backup-codes" : "replace-password";
  const password = text(form.get("password"));
  if (!password) {
    return data<ActionData>({ step, error: mfaMessages.passwordRequired }, { status: 400 });
  }
  if (intent === "replace-start") {
    const started = await startTotpReplacement(request, user, password);
    if (!started.ok)
      return data<ActionData>({ step, error: started.error }, { status: started.status });
    return data<ActionData>({ step: "replace-confirm", setup: started.setup, error: null });
  }
  const result = await renewBackupCodes(request, user.id, password);
  if (!result.ok) return data<ActionData>({ step, error: result.error }, { status: result.status });
  return redirect(staffSecurityPath, {
    headers: { "Set-Cookie": await sealBackupCodes(user.id, result.backupCodes) },
  });
}

async function confirmReplacement(request: Request, user: SessionUser, form: FormData) {
  const setup = totpSetup(text(form.get("setupUri")));
  const code = text(form.get("code")).replace(/\s+/g, "");
  if (!setup) {
    return data<ActionData>(
      { step: "replace-password", error: mfaMessages.replacementExpired },
      { status: 400 },
    );
  }
  const result = /^\d{6}$/.test(code)
    ? await confirmTotpReplacement(request, user, code)
    : ({ ok: false, status: 400, error: mfaMessages.wrongCode, expired: false } as const);
  if (!result.ok) {
    return data<ActionData>(
      result.expired
        ? { step: "replace-password", error: result.error }
        : { step: "replace-confirm", setup, error: result.error },
      { status: result.status },
    );
  }
  return redirectWithFlash(staffSecurityPath, {
    type: "success",
    title: "New authenticator app set up",
    description:
      "Codes from the app you used before no longer work, and your other devices were signed out.",
  });
}

function PasswordStep({ error, busy }: { error: string | null; busy: boolean }) {
  return (
    <PasswordConfirmForm
      intent="start"
      idPrefix="mfa"
      label="Start set-up"
      submitLabel="Set up an authenticator app"
      error={error}
      busy={busy}
    >
      <p className="text-sm">Confirm your password to set it up.</p>
    </PasswordConfirmForm>
  );
}

function ConfirmStep({
  setup,
  error,
  busy,
  intent = "confirm",
  submitLabel = "Turn on two-step sign-in",
  replacing = false,
}: {
  setup: TotpSetup;
  error: string | null;
  busy: boolean;
  intent?: string;
  submitLabel?: string;
  /** Replacing an app that keeps working until this is confirmed: the way back. */
  replacing?: boolean;
}) {
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
      <Form method="post" aria-label="Confirm set-up" className="space-y-5">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="setupUri" value={setup.uri} />
        <Field
          idPrefix="mfa"
          name="code"
          label="Code from the app"
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9 ]*"
          required
          maxLength={7}
          error={error ?? undefined}
        />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
          {submitLabel}
        </Button>
      </Form>
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

function BackupCodes({ codes }: { codes: string[] }) {
  return (
    <div className="space-y-5">
      <FormAlert tone="success">Two-step sign-in is on.</FormAlert>
      <h2 className="font-semibold text-lg">Your backup codes</h2>
      <p className="text-sm">
        If you lose your phone, each of these codes signs you in once instead of the app&apos;s
        code. Save them in your password manager or print them now: this page shows them only this
        once.
      </p>
      <ul aria-label="Backup codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button asChild size="lg" className="w-full">
        <Link to="/admin">Continue to the staff area</Link>
      </Button>
    </div>
  );
}

export default function StaffSecurity({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const answer = actionData as ActionData | undefined;
  let body: React.ReactNode;
  if (loaderData.enrolled && loaderData.backupCodes) {
    body = <BackupCodes codes={loaderData.backupCodes} />;
  } else if (loaderData.enrolled && answer?.step === "replace-confirm") {
    body = (
      <ConfirmStep
        setup={answer.setup}
        error={answer.error}
        busy={busy}
        intent="replace-confirm"
        submitLabel="Use the new app"
        replacing
      />
    );
  } else if (loaderData.enrolled) {
    body = (
      <SecondFactorSettings
        backupCodesLeft={loaderData.backupCodesLeft}
        backupCodesError={answer?.step === "backup-codes" ? answer.error : null}
        replaceError={answer?.step === "replace-password" ? answer.error : null}
        busy={busy}
      />
    );
  } else if (answer?.step === "confirm") {
    body = <ConfirmStep setup={answer.setup} error={answer.error} busy={busy} />;
  } else body = <PasswordStep error={answer?.error ?? null} busy={busy} />;
  return (
    <AuthPage back={{ to: "/", label: "Back to the site" }}>
      <AuthCard>
        <AuthHeading title="Two-step sign-in" icon={<ShieldCheckIcon />}>
          Staff accounts open candidates&apos; applications and the site&apos;s content, so each
          sign-in needs your password and a code from an authenticator app on your phone.
        </AuthHeading>
        {body}
        <Passkeys passkeys={loaderData.passkeys} />
      </AuthCard>
    </AuthPage>
  );
}
