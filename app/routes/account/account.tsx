import {
  DownloadIcon,
  KeyRoundIcon,
  MonitorSmartphoneIcon,
  ShieldCheckIcon,
  Trash2Icon,
  UserRoundIcon,
} from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { data, Form, Link, redirect } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { FormAlert } from "~/components/ui/form-alert";
import { requireUser } from "~/features/access/guards.server";
import {
  accountCreatedAt,
  changePassword,
  signOut,
  verifyPassword,
} from "~/features/accounts/accounts.server";
import { cookieHeaders } from "~/features/accounts/auth-api.server";
import { textLinkClass } from "~/features/accounts/components/auth-layout";
import { Field } from "~/features/accounts/components/field";
import { NewPasswordFields } from "~/features/accounts/components/new-password-fields";
import { type FormResult, useAccountForm } from "~/features/accounts/components/use-account-form";
import { VerifyEmailNotice } from "~/features/accounts/components/verify-email-notice";
import { deleteUserAccount, hasStaffRole } from "~/features/accounts/data-rights.server";
import { accountMessages, rateLimitedMessage } from "~/features/accounts/messages";
import {
  type PasswordRules,
  passwordRules,
  staffPasswordRules,
  validateChangePassword,
  validateDeleteAccount,
} from "~/features/accounts/schemas";
import {
  type DeviceSession,
  endDeviceSession,
  endOtherDeviceSessions,
  listDeviceSessions,
} from "~/features/accounts/sessions.server";
import { readForm } from "~/features/forms/read-form.server";
import { formatDate } from "~/lib/date-format";
import { withDbRetry } from "~/lib/db.server";
import { redirectWithFlash } from "~/lib/flash.server";
import { logger } from "~/lib/logger.server";
import { pageMeta } from "~/lib/page-meta";
import { checkRateLimit } from "~/lib/rate-limit.server";
import { getStorage } from "~/lib/storage.server";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = (args) => pageMeta(args, { noindex: true });

export async function loader({ request }: Route.LoaderArgs) {
  const sessionUser = await requireUser(request);
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
  };
}

type ChangePasswordResult = FormResult & { intent: "change-password" };
type DeleteResult = FormResult & { intent: "delete-account" };

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const intent = form.get("intent");

  if (intent === "change-password") {
    const staff = await withDbRetry(() => hasStaffRole(user.id));
    const validation = validateChangePassword(form, staff ? staffPasswordRules : passwordRules);
    if (!validation.ok) {
      return data<ChangePasswordResult>(
        { intent, ok: false, error: null, fieldErrors: validation.fieldErrors },
        { status: 400 },
      );
    }
    const result = await changePassword(request, {
      currentPassword: validation.data.currentPassword,
      newPassword: validation.data.newPassword,
    });
    if (!result.ok) {
      return data<ChangePasswordResult>(
        {
          intent,
          ok: false,
          error: result.field ? null : result.error,
          fieldErrors: result.field ? { [result.field]: result.error } : {},
        },
        { status: result.status },
      );
    }
    // better-auth replaces the session when it signs out the other devices.
    return data<ChangePasswordResult>({ intent, ok: true }, { headers: cookieHeaders(result) });
  }

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

  if (intent === "delete-account") {
    const validation = validateDeleteAccount(form, user.email);
    if (!validation.ok) {
      return data<DeleteResult>(
        { intent, ok: false, error: null, fieldErrors: validation.fieldErrors },
        { status: 400 },
      );
    }
    if (await withDbRetry(() => hasStaffRole(user.id))) {
      return data<DeleteResult>(
        {
          intent,
          ok: false,
          error:
            "Staff accounts are closed by an administrator, so the hiring records they hold stay accounted for. Please ask an administrator.",
          fieldErrors: {},
        },
        { status: 403 },
      );
    }
    // The password check is the only guard left for someone holding a stolen session.
    const limit = await withDbRetry(() =>
      checkRateLimit({ key: `account-delete:${user.id}`, limit: 5, windowSeconds: 15 * 60 }),
    );
    if (!limit.allowed) {
      return data<DeleteResult>(
        { intent, ok: false, error: rateLimitedMessage(limit.retryAfter), fieldErrors: {} },
        { status: 429 },
      );
    }
    if (!(await verifyPassword(request, validation.data.password))) {
      return data<DeleteResult>(
        {
          intent,
          ok: false,
          error: null,
          fieldErrors: { password: accountMessages.currentPasswordWrong },
        },
        { status: 400 },
      );
    }
    const deleted = await deleteUserAccount(user.id, { storage: getStorage() });
    logger.info("account deleted at the user's request", {
      userId: user.id,
      anonymisedApplications: deleted?.anonymisedApplications ?? 0,
      removedFiles: deleted?.removedFiles ?? 0,
    });
    // The session row went with the account; this clears the browser's cookie.
    const headers = new Headers();
    for (const cookie of await signOut(request)) headers.append("Set-Cookie", cookie);
    return redirect("/user/login?deleted=1", { headers });
  }

  throw data({ message: "Unknown action" }, { status: 400 });
}

function Section({
  id,
  title,
  description,
  icon,
  children,
  tone = "default",
}: {
  id: string;
  title: string;
  description: ReactNode;
  icon: ReactNode;
  children: ReactNode;
  tone?: "default" | "danger";
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        "rounded-2xl border bg-card shadow-sm shadow-slate-900/5 dark:shadow-none",
        tone === "danger" ? "border-destructive-border" : "border-border",
      )}
    >
      <div className="grid gap-6 p-6 sm:p-8 md:grid-cols-[15rem_minmax(0,1fr)] md:gap-10">
        <div>
          <div
            className={cn(
              "mb-3 flex size-10 items-center justify-center rounded-lg [&_svg]:size-5",
              tone === "danger"
                ? "bg-destructive-subtle text-destructive"
                : "bg-accent text-accent-foreground",
            )}
          >
            {icon}
          </div>
          <h2 id={`${id}-title`} className="text-base font-semibold">
            {title}
          </h2>
          <div className="mt-1.5 text-sm text-muted-foreground">{description}</div>
        </div>
        <div className="min-w-0">{children}</div>
      </div>
    </section>
  );
}

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { user, isStaff, confirmingDelete, sessions } = loaderData;
  const result = actionData as ChangePasswordResult | DeleteResult | undefined;
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
            <ChangePasswordForm
              rules={isStaff ? staffPasswordRules : passwordRules}
              documentResult={result?.intent === "change-password" ? result : undefined}
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
                documentResult={result?.intent === "delete-account" ? result : undefined}
              />
            )}
          </Section>
        </div>
      </div>
    </div>
  );
}

/** "26 Nov 2026, 18:40 UTC": the same text on the server and in the browser. */
function utcTime(iso: string): string {
  return formatDate(iso, "staffDateTime");
}

function DeviceSessions({ sessions }: { sessions: DeviceSession[] }) {
  const others = sessions.filter((entry) => !entry.current);
  return (
    <div className="space-y-4">
      <ul className="divide-y rounded-lg border text-sm">
        {sessions.map((entry) => (
          <li
            key={entry.id}
            className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
          >
            <div>
              <p className="font-medium">
                {entry.device}
                {entry.current ? (
                  <span className="ml-2 rounded-full bg-muted px-2 py-0.5 text-xs font-medium">
                    This device
                  </span>
                ) : null}
              </p>
              <p className="text-muted-foreground">
                Last active <time dateTime={entry.lastSeenAt}>{utcTime(entry.lastSeenAt)}</time>
                {" · "}signed in{" "}
                <time dateTime={entry.signedInAt}>{utcTime(entry.signedInAt)}</time>
              </p>
            </div>
            {entry.current ? null : (
              <Form method="post">
                <input type="hidden" name="intent" value="end-session" />
                <input type="hidden" name="sessionId" value={entry.id} />
                <Button type="submit" variant="outline" size="sm">
                  Sign out
                  <span className="sr-only">
                    {" "}
                    {entry.device}, last active {utcTime(entry.lastSeenAt)}
                  </span>
                </Button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <Form method="post">
          <input type="hidden" name="intent" value="end-other-sessions" />
          <Button type="submit" variant="outline">
            Sign out all other devices
          </Button>
        </Form>
      ) : (
        <p className="text-sm text-muted-foreground">No other device is signed in.</p>
      )}
    </div>
  );
}

function ChangePasswordForm({
  rules,
  documentResult,
}: {
  rules: PasswordRules;
  documentResult?: ChangePasswordResult;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useAccountForm<ChangePasswordResult>({
    idPrefix: "password",
    fields: ["currentPassword", "newPassword", "confirmPassword"],
    validate: (input) => validateChangePassword(input, rules),
    documentResult,
    onResult: (answer) => {
      if (answer.ok) {
        formRef.current?.reset();
        toast.success("Password changed", {
          description: "You are still signed in here; other devices were signed out.",
        });
      }
    },
  });
  return (
    <form.Form
      ref={formRef}
      method="post"
      noValidate={form.hydrated}
      onSubmit={form.onSubmit}
      aria-label="Change password"
      className="max-w-md space-y-5"
    >
      <input type="hidden" name="intent" value="change-password" />
      {form.result?.ok ? (
        <FormAlert tone="success">{accountMessages.passwordChanged}</FormAlert>
      ) : null}
      {form.formError ? (
        <FormAlert tone="error" alertRef={form.alertRef}>
          {form.formError}
        </FormAlert>
      ) : null}
      <Field
        idPrefix="password"
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        error={form.errors.currentPassword}
        onChange={() => form.clearError("currentPassword")}
      />
      <NewPasswordFields
        idPrefix="password"
        name="newPassword"
        label="New password"
        confirmLabel="Confirm new password"
        errors={form.errors}
        onEdit={form.clearError}
        rules={rules}
      />
      <Button type="submit" disabled={form.busy} aria-disabled={form.busy}>
        {form.busy ? "Changing password..." : "Change Password"}
      </Button>
    </form.Form>
  );
}

/**
 * Deleting asks for the account's email typed out and the password. With JavaScript the form is
 * in a dialog; without, the button is a link to ?delete, which shows the same form in the page.
 */
function DeleteAccount({
  email,
  openWithoutScript,
  documentResult,
}: {
  email: string;
  openWithoutScript: boolean;
  documentResult?: DeleteResult;
}) {
  const [open, setOpen] = useState(false);
  const form = useAccountForm<DeleteResult>({
    idPrefix: "delete",
    fields: ["confirmEmail", "password"],
    validate: (values) => validateDeleteAccount(values, email),
    documentResult,
  });

  if (openWithoutScript) {
    return (
      <div className="mt-6 rounded-xl border border-destructive-border p-5">
        <h3 className="text-base font-semibold">Confirm account deletion</h3>
        <div className="mt-4">
          <DeleteAccountForm email={email} form={form} />
        </div>
      </div>
    );
  }

  if (!form.hydrated) {
    return (
      <Button
        asChild
        className="mt-6 bg-destructive text-destructive-foreground hover:bg-destructive/90"
      >
        <Link to="/user/account?delete#delete-title">
          <Trash2Icon aria-hidden="true" />
          Delete Account
        </Link>
      </Button>
    );
  }

  return (
    <>
      <Button
        type="button"
        className="mt-6 bg-destructive text-destructive-foreground hover:bg-destructive/90"
        onClick={() => {
          form.reset();
          setOpen(true);
        }}
      >
        <Trash2Icon aria-hidden="true" />
        Delete Account
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel="Cancel">
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            This permanently deletes your profile, saved jobs and resumes, and anonymises your
            applications. It cannot be undone.
          </DialogDescription>
          <DeleteAccountForm email={email} form={form} onCancel={() => setOpen(false)} />
        </DialogContent>
      </Dialog>
    </>
  );
}

function DeleteAccountForm({
  email,
  form,
  onCancel,
}: {
  email: string;
  form: ReturnType<typeof useAccountForm<DeleteResult>>;
  /** In the dialog: closes it. On the page (no JavaScript), Cancel is a link back. */
  onCancel?: () => void;
}) {
  const [typed, setTyped] = useState("");
  const matches = typed.trim().toLowerCase() === email.toLowerCase();
  return (
    <form.Form
      method="post"
      noValidate={form.hydrated}
      onSubmit={form.onSubmit}
      aria-label="Delete account"
      className="space-y-5"
    >
      <input type="hidden" name="intent" value="delete-account" />
      {form.formError ? (
        <FormAlert tone="error" alertRef={form.alertRef}>
          {form.formError}
        </FormAlert>
      ) : null}
      <Field
        idPrefix="delete"
        name="confirmEmail"
        label={`Type ${email} to confirm`}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="none"
        required
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          form.clearError("confirmEmail");
        }}
        error={form.errors.confirmEmail}
      />
      <Field
        idPrefix="delete"
        name="password"
        label="Your password"
        type="password"
        autoComplete="current-password"
        required
        error={form.errors.password}
        onChange={() => form.clearError("password")}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : (
          <Button asChild variant="outline">
            <Link to="/user/account">Cancel</Link>
          </Button>
        )}
        <Button
          type="submit"
          className="bg-destructive text-destructive-foreground hover:bg-destructive/90"
          disabled={form.busy || (form.hydrated && !matches)}
          aria-disabled={form.busy || (form.hydrated && !matches)}
        >
          {form.busy ? "Deleting..." : "Delete My Account"}
        </Button>
      </div>
    </form.Form>
  );
}
