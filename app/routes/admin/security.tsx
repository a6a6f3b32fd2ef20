import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ShieldCheckIcon } from "lucide-react";
import { data, Link, redirect } from "react-router";
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
import { Passkeys } from "~/features/admin/components/passkeys";
import { PasswordConfirmForm } from "~/features/admin/components/password-confirm-form";
import { SecondFactorSettings } from "~/features/admin/components/second-factor-settings";
import { TotpSetupStep } from "~/features/admin/components/totp-setup-step";
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
import { passwordConfirmSchema, setupCodeSchema } from "~/features/admin/security-forms";
import { readForm } from "~/features/forms/read-form.server";
import { redirectWithFlash } from "~/lib/flash.server";
import { replyWithErrors } from "~/lib/form-reply.server";
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

/**
 * The action's answer, for the form with `intent`: its result (errors, typed values) and, while a
 * new authenticator app is being confirmed, the set-up the QR code shows.
 */
interface ActionData {
  intent: string;
  result?: SubmissionResult<string[]>;
  setup?: TotpSetup;
}

const hideFields = ["password"];

const answer = (body: ActionData, status = 200) => data(body, { status });

/** A refusal shown next to the password of the form with `intent`. */
const passwordRefused = (form: FormData, intent: string, error: string, status: number) =>
  answer(
    { intent, result: replyWithErrors(form, { fieldErrors: { password: error }, hideFields }) },
    status,
  );

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaffMember(request);
  const form = await readForm(request);
  if (await hasSecondFactor(user.id)) return manageSecondFactor(request, user, form);
  if (form.get("intent") === "confirm") {
    const setup = totpSetup(String(form.get("setupUri") ?? ""));
    if (!setup) return passwordRefused(form, "start", mfaMessages.expired, 400);
    const submission = parseWithZod(form, { schema: setupCodeSchema });
    if (submission.status !== "success") {
      return answer({ intent: "confirm", setup, result: submission.reply() }, 400);
    }
    const result = await confirmTotpSetup(request, submission.value.code);
    if (!result.ok) {
      const refused = submission.reply({ fieldErrors: { code: [result.error] } });
      return answer({ intent: "confirm", setup, result: refused }, result.status);
    }
    // A new page load: the set-up replaced the session, and this response brings the new one.
    const headers = cookieHeaders(result.call);
    headers.append("Set-Cookie", await sealBackupCodes(user.id, result.backupCodes));
    return redirect(staffSecurityPath, { headers });
  }
  const submission = parseWithZod(form, { schema: passwordConfirmSchema });
  if (submission.status !== "success") {
    return answer({ intent: "start", result: submission.reply({ hideFields }) }, 400);
  }
  const result = await startTotpSetup(request, submission.value.password);
  if (!result.ok) return passwordRefused(form, "start", result.error, result.status);
  return answer({ intent: "confirm", setup: result.setup });
}

/** The actions of a staff member who has a second factor: new backup codes, a new app. */
async function manageSecondFactor(request: Request, user: SessionUser, form: FormData) {
  const intent = String(form.get("intent") ?? "");
  if (intent === "replace-confirm") return confirmReplacement(request, user, form);
  if (intent !== "backup-codes" && intent !== "replace-start") {
    const result = replyWithErrors(form, {
      formError: "Two-step sign-in is already on for your account.",
      hideFields,
    });
    return answer({ intent, result }, 409);
  }
  const submission = parseWithZod(form, { schema: passwordConfirmSchema });
  if (submission.status !== "success") {
    return answer({ intent, result: submission.reply({ hideFields }) }, 400);
  }
  const { password } = submission.value;
  if (intent === "replace-start") {
    const started = await startTotpReplacement(request, user, password);
    if (!started.ok) return passwordRefused(form, intent, started.error, started.status);
    return answer({ intent: "replace-confirm", setup: started.setup });
  }
  const result = await renewBackupCodes(request, user.id, password);
  if (!result.ok) return passwordRefused(form, intent, result.error, result.status);
  return redirect(staffSecurityPath, {
    headers: { "Set-Cookie": await sealBackupCodes(user.id, result.backupCodes) },
  });
}

async function confirmReplacement(request: Request, user: SessionUser, form: FormData) {
  const setup = totpSetup(String(form.get("setupUri") ?? ""));
  if (!setup) return passwordRefused(form, "replace-start", mfaMessages.replacementExpired, 400);
  const submission = parseWithZod(form, { schema: setupCodeSchema });
  if (submission.status !== "success") {
    return answer({ intent: "replace-confirm", setup, result: submission.reply() }, 400);
  }
  const result = await confirmTotpReplacement(request, user, submission.value.code);
  if (!result.ok) {
    if (result.expired) return passwordRefused(form, "replace-start", result.error, result.status);
    const refused = submission.reply({ fieldErrors: { code: [result.error] } });
    return answer({ intent: "replace-confirm", setup, result: refused }, result.status);
  }
  return redirectWithFlash(staffSecurityPath, {
    type: "success",
    title: "New authenticator app set up",
    description:
      "Codes from the app you used before no longer work, and your other devices were signed out.",
  });
}

function PasswordStep({ result }: { result?: SubmissionResult<string[]> }) {
  return (
    <PasswordConfirmForm
      intent="start"
      id="mfa"
      label="Start set-up"
      submitLabel="Set up an authenticator app"
      result={result}
    >
      <p className="text-sm">Confirm your password to set it up.</p>
    </PasswordConfirmForm>
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
  const answer = actionData as ActionData | undefined;
  const answerTo = (intent: string) => (answer?.intent === intent ? answer.result : undefined);
  let body: React.ReactNode;
  if (loaderData.enrolled && loaderData.backupCodes) {
    body = <BackupCodes codes={loaderData.backupCodes} />;
  } else if (loaderData.enrolled && answer?.intent === "replace-confirm" && answer.setup) {
    body = (
      <TotpSetupStep
        setup={answer.setup}
        result={answer.result}
        intent="replace-confirm"
        submitLabel="Use the new app"
        replacing
      />
    );
  } else if (loaderData.enrolled) {
    body = (
      <SecondFactorSettings backupCodesLeft={loaderData.backupCodesLeft} answerTo={answerTo} />
    );
  } else if (answer?.intent === "confirm" && answer.setup) {
    body = <TotpSetupStep setup={answer.setup} result={answer.result} />;
  } else body = <PasswordStep result={answerTo("start")} />;
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
