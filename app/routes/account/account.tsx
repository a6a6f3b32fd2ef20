import {
  DownloadIcon,
  KeyRoundIcon,
  MonitorSmartphoneIcon,
  ShieldCheckIcon,
  Trash2Icon,
  UserRoundIcon,
} from "lucide-react";
import { data, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { requireUser } from "~/features/access/guards.server";
import {
  changePasswordFromForm,
  deleteAccountFromForm,
} from "~/features/accounts/account-actions.server";
import { accountCreatedAt } from "~/features/accounts/accounts.server";
import { Section } from "~/features/accounts/components/account-section";
import { textLinkClass } from "~/features/accounts/components/auth-layout";
import {
  ChangePassword,
  type ChangePasswordAnswer,
  changePasswordForm,
} from "~/features/accounts/components/change-password";
import {
  DeleteAccount,
  type DeleteAccountAnswer,
  deleteAccountForm,
} from "~/features/accounts/components/delete-account";
import { DeviceSessions } from "~/features/accounts/components/device-sessions";
import { VerifyEmailNotice } from "~/features/accounts/components/verify-email-notice";
import { hasStaffRole } from "~/features/accounts/data-rights.server";
import {
  endDeviceSession,
  endOtherDeviceSessions,
  listDeviceSessions,
} from "~/features/accounts/sessions.server";
import { readForm } from "~/features/forms/read-form.server";
import { formatDate } from "~/lib/date-format";
import { withDbRetry } from "~/lib/db.server";
import { redirectWithFlash } from "~/lib/flash.server";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = (args) => pageMeta(args, { noindex: true });

export async function loader({ request }: Route.LoaderArgs) {
  const sessionUser = await requireUser(request);
  // The forms the page may show at once: the server renders them without waiting (ADR 083).
  await Promise.all([changePasswordForm.ready(), deleteAccountForm.ready()]);
  const createdAt = await withDbRetry(() => accountCreatedAt(sessionUser.id));
  const url = new URL(request.url);
  return {
    user: {
      name: sessionUser.name,
      email: sessionUser.email,
      emailVerified: sessionUser.emailVerified,
      memberSince: createdAt?.toISOString() ?? null,
    },
    isStaff: await withDbRetry(() => hasStaffRole(sessionUser.id)),
    sessions: await listDeviceSessions(request, sessionUser.id),
    /** ?delete opens the deletion form without JavaScript (with it, a dialog opens instead). */
    confirmingDelete: url.searchParams.has("delete"),
    /** ?password shows the password form without JavaScript (with it, its button does). */
    changingPassword: url.searchParams.has("password"),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "change-password") return changePasswordFromForm(request, user, form);
  if (intent === "delete-account") return deleteAccountFromForm(request, user, form);
  if (intent === "end-session" || intent === "end-other-sessions") {
    const ended =
      intent === "end-session"
        ? await endDeviceSession(request, user, String(form.get("sessionId") ?? ""))
        : await endOtherDeviceSessions(request, user);
    return redirectWithFlash(
      "/user/account#devices",
      ended
        ? {
            type: "success",
            title: intent === "end-session" ? "Device signed out" : "Other devices signed out",
            description: "Only the devices still listed can use your account.",
          }
        : {
            type: "error",
            title: "Nothing was signed out",
            description: "That session has ended already. The list shows the devices left.",
          },
    );
  }
  throw data({ message: "Unknown action" }, { status: 400 });
}

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { user, isStaff, confirmingDelete, changingPassword, sessions } = loaderData;
  const answer = actionData as ChangePasswordAnswer | DeleteAccountAnswer | undefined;
  const memberSince = user.memberSince ? formatDate(user.memberSince, "long") : null;
  return (
    <div className="bg-muted/60">
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
        <header className="mb-8">
          <p className="text-sm font-medium text-muted-foreground">
            <Link to="/user/profile" className={textLinkClass}>
              Profile
            </Link>
            <span aria-hidden="true" className="mx-2">
              /
            </span>
            Account
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight">Account & privacy</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            Your sign-in details, and the personal data we keep about you: download a copy of it or
            delete your account at any time.
          </p>
        </header>

        <div className="space-y-6">
          {user.emailVerified ? null : <VerifyEmailNotice email={user.email} />}

          <Section
            id="details"
            title="Sign-in details"
            description="The name and email address of your account."
            icon={<UserRoundIcon aria-hidden="true" />}
          >
            <dl className="divide-y divide-border rounded-lg border border-border text-sm">
              <div className="grid gap-1 px-4 py-3 sm:grid-cols-3">
                <dt className="font-medium text-muted-foreground">Name</dt>
                <dd className="sm:col-span-2">{user.name}</dd>
              </div>
              <div className="grid gap-1 px-4 py-3 sm:grid-cols-3">
                <dt className="font-medium text-muted-foreground">Email</dt>
                <dd className="flex flex-wrap items-center gap-2 break-all sm:col-span-2">
                  {user.email}
                  {user.emailVerified ? (
                    <span className="inline-flex items-center gap-1 rounded-full bg-success-subtle px-2 py-0.5 text-xs font-medium text-success">
                      <ShieldCheckIcon className="size-3.5" aria-hidden="true" />
                      Verified
                    </span>
                  ) : (
                    <span className="inline-flex items-center rounded-full bg-warning-subtle px-2 py-0.5 text-xs font-medium text-warning">
                      Not verified
                    </span>
                  )}
                </dd>
              </div>
              {memberSince ? (
                <div className="grid gap-1 px-4 py-3 sm:grid-cols-3">
                  <dt className="font-medium text-muted-foreground">Member since</dt>
                  <dd className="sm:col-span-2">{memberSince}</dd>
                </div>
              ) : null}
            </dl>
          </Section>

          <Section
            id="password"
            title="Password"
            description="Changing it signs you out on every other device."
            icon={<KeyRoundIcon aria-hidden="true" />}
          >
            <ChangePassword
              staff={isStaff}
              answer={answer?.intent === "change-password" ? answer : undefined}
              openWithoutScript={changingPassword}
            />
          </Section>

          <Section
            id="devices"
            title="Signed-in devices"
            description="Where your account is signed in now. Sign out any device you do not recognise."
            icon={<MonitorSmartphoneIcon aria-hidden="true" />}
          >
            <DeviceSessions sessions={sessions} />
          </Section>

          <Section
            id="export"
            title="Download your data"
            description="A copy of everything we keep about you, in JSON."
            icon={<DownloadIcon aria-hidden="true" />}
          >
            <p className="text-sm text-muted-foreground">
              The file holds your account, sign-in sessions, profile, applications (with the jobs
              they were for), saved jobs and the details of your uploaded resumes. The resumes
              themselves download from your profile.
            </p>
            <Button asChild variant="outline" className="mt-4">
              {/* A plain link: the browser saves the file, no client-side navigation. */}
              <a href="/user/data-export" download>
                <DownloadIcon aria-hidden="true" />
                Download My Data
              </a>
            </Button>
          </Section>

          <Section
            id="delete"
            title="Delete account"
            description="Permanent. There is no undo."
            icon={<Trash2Icon aria-hidden="true" />}
            tone="danger"
          >
            <div className="space-y-3 text-sm text-muted-foreground">
              <p>Deleting your account removes, straight away:</p>
              <ul className="list-disc space-y-1 pl-5">
                <li>your profile, experience, education and skills;</li>
                <li>your saved jobs and your uploaded resumes;</li>
                <li>your sign-in details, so you are signed out everywhere.</li>
              </ul>
              <p>
                Applications you have sent stay with the hiring teams without your name, contact
                details or cover letter, so they no longer identify you.
              </p>
            </div>
            {isStaff ? (
              <FormAlert tone="info" className="mt-4">
                This account holds a staff role. Staff accounts are closed by an administrator.
              </FormAlert>
            ) : (
              <DeleteAccount
                email={user.email}
                openWithoutScript={confirmingDelete}
                answer={answer?.intent === "delete-account" ? answer : undefined}
              />
            )}
          </Section>
        </div>
      </div>
    </div>
  );
}
