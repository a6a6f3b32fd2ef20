import { KeyRoundIcon, LoaderCircleIcon } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { site } from "~/content/site";
import { AuthCard, AuthHeading, AuthPage } from "~/features/accounts/components/auth-layout";
import { Field } from "~/features/accounts/components/field";
import { adminLoginTarget } from "~/features/admin/login";
import { admitStaff } from "~/features/admin/login.server";
import { adminMeta } from "~/features/admin/meta";
import { mfaMessages } from "~/features/admin/mfa";
import { hasPendingSecondFactor, verifySecondFactor } from "~/features/admin/mfa.server";
import { readForm } from "~/features/forms/read-form.server";
import type { Route } from "./+types/login-code";

export const meta: Route.MetaFunction = () => adminMeta("Sign-in code");

/** Only a sign-in that passed its password step comes here; anyone else starts at the password. */
export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  if (!hasPendingSecondFactor(request)) {
    throw redirect(
      redirectTo ? `/admin/login?${new URLSearchParams({ redirectTo })}` : "/admin/login",
    );
  }
  return { redirectTo };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const raw = form.get("code");
  const code = typeof raw === "string" ? raw.replace(/\s+/g, "") : "";
  if (!code) {
    return data(
      { error: null, fieldError: mfaMessages.codeRequired, expired: false },
      { status: 400 },
    );
  }
  const result = await verifySecondFactor(request, code);
  if (!result.ok) {
    return data(
      {
        error: result.expired ? result.error : null,
        fieldError: result.expired ? null : result.error,
        expired: result.expired,
      },
      { status: result.status },
    );
  }
  const admitted = await admitStaff(result.call.setCookies);
  if (!admitted.ok) {
    return data(
      { error: admitted.error, fieldError: null, expired: false },
      { status: admitted.status },
    );
  }
  return redirect(adminLoginTarget(form.get("redirectTo")), { headers: admitted.headers });
}

export default function AdminLoginCode({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <AuthPage back={{ to: "/admin/login", label: "Back to staff sign-in" }}>
      <AuthCard>
        <AuthHeading title="Enter your sign-in code" icon={<KeyRoundIcon />}>
          Open your authenticator app and enter the 6-digit code it shows for {site.name}. Without
          your phone, enter one of your backup codes instead.
        </AuthHeading>
        <Form method="post" aria-label="Sign-in code" className="space-y-5">
          {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
          {actionData?.error ? (
            <FormAlert tone="error">
              {actionData.error}{" "}
              {actionData.expired ? (
                <Link to="/admin/login" className="underline">
                  Sign in again
                </Link>
              ) : null}
            </FormAlert>
          ) : null}
          <Field
            idPrefix="staff"
            name="code"
            label="Code"
            autoComplete="one-time-code"
            spellCheck={false}
            autoCapitalize="none"
            required
            maxLength={32}
            error={actionData?.fieldError ?? undefined}
          />
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {busy ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
            {busy ? "Checking..." : "Continue"}
          </Button>
        </Form>
      </AuthCard>
    </AuthPage>
  );
}
