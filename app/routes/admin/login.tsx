import { LoaderCircleIcon, ShieldCheckIcon } from "lucide-react";
import { useEffect } from "react";
import { data, Form, redirect, useNavigation, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { rolesGrant } from "~/features/access/guards.server";
import { getSessionUser } from "~/features/access/session.server";
import { AuthCard, AuthHeading, AuthPage } from "~/features/accounts/components/auth-layout";
import { Field } from "~/features/accounts/components/field";
import { validateLogin } from "~/features/accounts/schemas";
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
  if (form.get("intent") === "passkey") {
    // A passkey with user verification is both factors (ADR 034): no code step follows.
    const result = await passkeySignIn(request, text(form.get("response")));
    if (!result.ok) {
      return data({ error: result.error, fieldErrors: {}, email: "" }, { status: result.status });
    }
    return redirect(adminLoginTarget(form.get("redirectTo")), { headers: result.headers });
  }
  const email = text(form.get("email"));
  const validation = validateLogin(form);
  if (!validation.ok) {
    return data({ error: null, fieldErrors: validation.fieldErrors, email }, { status: 400 });
  }
  const result = await staffSignIn(request, validation.data);
  if (!result.ok) {
    return data({ error: result.error, fieldErrors: {}, email }, { status: result.status });
  }
  const target = adminLoginTarget(form.get("redirectTo"));
  if (result.secondFactor) {
    const params = new URLSearchParams({ redirectTo: target });
    return redirect(`${secondFactorPath}?${params}`, { headers: result.headers });
  }
  return redirect(target, { headers: result.headers });
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, forbidden } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const submit = useSubmit();
  const error = actionData?.error ?? (forbidden ? noStaffAccessMessage : null);
  const errors: Partial<Record<string, string>> = actionData?.fieldErrors ?? {};
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
        <Form method="post" aria-label="Staff sign-in" className="space-y-5">
          {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
          {error ? <FormAlert tone="error">{error}</FormAlert> : null}
          <Field
            idPrefix="staff"
            name="email"
            label="Email"
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            maxLength={254}
            defaultValue={actionData?.email}
            error={errors.email}
          />
          <Field
            idPrefix="staff"
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            error={errors.password}
          />
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {busy ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
            {busy ? "Signing in..." : "Sign In"}
          </Button>
        </Form>
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
