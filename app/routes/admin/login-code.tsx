import { parseWithZod } from "@conform-to/zod/v4";
import { KeyRoundIcon } from "lucide-react";
import { data, Link, redirect } from "react-router";
import * as z from "zod/mini";
import { InputField } from "~/components/ui/field";
import { ServerCheckedForm } from "~/components/ui/form";
import { serverCheckedForm } from "~/components/ui/server-checked-form";
import { SubmitButton, useIsSubmitting } from "~/components/ui/submit-button";
import { site } from "~/content/site";
import { AuthCard, AuthHeading, AuthPage } from "~/features/accounts/components/auth-layout";
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

/** The code as typed, spaces taken out (apps show it as "123 456"). */
const codeSchema = z.object({
  code: z
    .pipe(
      z.string({ error: mfaMessages.codeRequired }),
      z.transform((code) => code.replace(/\s+/g, "")),
    )
    .check(z.minLength(1, mfaMessages.codeRequired)),
});

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: codeSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), expired: false }, { status: 400 });
  }
  const checked = await verifySecondFactor(request, submission.value.code);
  if (!checked.ok) {
    const result = submission.reply(
      checked.expired
        ? { formErrors: [checked.error] }
        : { fieldErrors: { code: [checked.error] } },
    );
    return data({ result, expired: checked.expired }, { status: checked.status });
  }
  const admitted = await admitStaff(checked.call.setCookies);
  if (!admitted.ok) {
    const result = submission.reply({ formErrors: [admitted.error] });
    return data({ result, expired: false }, { status: admitted.status });
  }
  return redirect(adminLoginTarget(form.get("redirectTo")), { headers: admitted.headers });
}

export default function AdminLoginCode({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo } = loaderData;
  const busy = useIsSubmitting();
  const { form, fields } = serverCheckedForm("staff-code", ["code"], actionData?.result);
  return (
    <AuthPage back={{ to: "/admin/login", label: "Back to staff sign-in" }}>
      <AuthCard>
        <AuthHeading title="Enter your sign-in code" icon={<KeyRoundIcon />}>
          Open your authenticator app and enter the 6-digit code it shows for {site.name}. Without
          your phone, enter one of your backup codes instead.
        </AuthHeading>
        <ServerCheckedForm
          form={form}
          aria-label="Sign-in code"
          className="space-y-5"
          errorsAside={
            actionData?.expired ? (
              <Link to="/admin/login" className="underline">
                Sign in again
              </Link>
            ) : null
          }
        >
          {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
          <InputField
            meta={fields.code}
            label="Code"
            autoComplete="one-time-code"
            spellCheck={false}
            autoCapitalize="none"
            required
            maxLength={32}
          />
          <SubmitButton pending={busy} pendingLabel="Checking...">
            Continue
          </SubmitButton>
        </ServerCheckedForm>
      </AuthCard>
    </AuthPage>
  );
}
