import { parseWithZod } from "@conform-to/zod/v4";
import { ShieldCheckIcon } from "lucide-react";
import { useEffect } from "react";
import { data, redirect, useSubmit } from "react-router";
import { EmailField } from "~/components/ui/field";
import { ServerCheckedForm } from "~/components/ui/form";
import { FormAlert } from "~/components/ui/form-alert";
import { PasswordField } from "~/components/ui/password-field";
import { serverCheckedForm } from "~/components/ui/server-checked-form";
import { SubmitButton, useIsSubmitting } from "~/components/ui/submit-button";
import { rolesGrant } from "~/features/access/guards.server";
import { getSessionUser } from "~/features/access/session.server";
import { AuthCard, AuthHeading, AuthPage } from "~/features/accounts/components/auth-layout";
import { passwordFields } from "~/features/accounts/form-reply";
import { loginSchema } from "~/features/accounts/schemas";
import { clearAdminSessionFlag } from "~/features/admin/access-check";
import { PasskeySignIn } from "~/features/admin/components/passkeys";
import { adminLoginTarget, noStaffAccessMessage, secondFactorPath } from "~/features/admin/login";
import { staffSignIn } from "~/features/admin/login.server";
import { adminMeta } from "~/features/admin/meta";
import { passkeySignIn } from "~/features/admin/passkeys.server";
import { readForm } from "~/features/forms/read-form.server";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => adminMeta("Staff sign-in");

/** Staff already signed in go straight on; signed-in users without a staff role are told so (403). */
export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  const user = await getSessionUser(request);
  if (user && (await rolesGrant(user.id, "access:admin:any"))) {
    throw redirect(adminLoginTarget(redirectTo));
  }
  return data({ redirectTo, forbidden: Boolean(user) }, { status: user ? 403 : 200 });
}

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: loginSchema });
  const refuse = (status: number, error?: string) => {
    const result = submission.reply({
      formErrors: error ? [error] : undefined,
      hideFields: passwordFields,
    });
    return data({ result }, { status });
  };
  if (form.get("intent") === "passkey") {
    // A passkey with user verification is both factors (ADR 034): no code step follows.
    const result = await passkeySignIn(request, text(form.get("response")));
    if (!result.ok) return refuse(result.status, result.error);
    return redirect(adminLoginTarget(form.get("redirectTo")), { headers: result.headers });
  }
  if (submission.status !== "success") return refuse(400);
  const result = await staffSignIn(request, submission.value);
  if (!result.ok) return refuse(result.status, result.error);
  const target = adminLoginTarget(form.get("redirectTo"));
  if (result.secondFactor) {
    const params = new URLSearchParams({ redirectTo: target });
    return redirect(`${secondFactorPath}?${params}`, { headers: result.headers });
  }
  return redirect(target, { headers: result.headers });
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, forbidden } = loaderData;
  const busy = useIsSubmitting();
  const submit = useSubmit();
  const { form, fields } = serverCheckedForm("staff", ["email", "password"], actionData?.result);
  useEffect(() => {
    // Whoever sees this page is not (or no longer) confirmed as staff in this browser session.
    clearAdminSessionFlag();
  }, []);
  return (
    <AuthPage back={{ to: "/", label: "Back to the site" }}>
      <AuthCard>
        <AuthHeading title="Staff sign-in" icon={<ShieldCheckIcon />}>
          For the team: posts, jobs, applications and inboxes.
        </AuthHeading>
        <ServerCheckedForm form={form} aria-label="Staff sign-in" className="space-y-5">
          {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
          {forbidden && !form.errors ? (
            <FormAlert tone="error">{noStaffAccessMessage}</FormAlert>
          ) : null}
          <EmailField meta={fields.email} autoComplete="username" required />
          <PasswordField
            meta={fields.password}
            label="Password"
            autoComplete="current-password"
            required
          />
          <SubmitButton pending={busy} pendingLabel="Signing in...">
            Sign In
          </SubmitButton>
        </ServerCheckedForm>
        <div className="mt-6 space-y-3 border-border border-t pt-6">
          <p className="text-center text-muted-foreground text-sm">
            Or sign in with a passkey on a device you set one up on.
          </p>
          <PasskeySignIn
            busy={busy}
            onAnswer={(response) =>
              submit(
                { intent: "passkey", response, ...(redirectTo ? { redirectTo } : {}) },
                { method: "post" },
              )
            }
          />
        </div>
      </AuthCard>
    </AuthPage>
  );
}
