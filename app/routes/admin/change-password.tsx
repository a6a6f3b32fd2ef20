import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { KeyRoundIcon } from "lucide-react";
import { data, redirect } from "react-router";
import { useBrowserCheckedForm } from "~/components/ui/browser-checked-form";
import { ServerCheckedForm } from "~/components/ui/form";
import { SubmitButton, useIsSubmitting } from "~/components/ui/submit-button";
import { requireUser } from "~/features/access/guards.server";
import { changePassword } from "~/features/accounts/accounts.server";
import { cookieHeaders } from "~/features/accounts/auth-api.server";
import { checkFirstPassword } from "~/features/accounts/browser-checks";
import { AuthCard, AuthHeading, AuthPage } from "~/features/accounts/components/auth-layout";
import { NewPasswordFields } from "~/features/accounts/components/new-password-fields";
import { passwordFields, refusedReply } from "~/features/accounts/form-reply";
import { staffPasswordRules } from "~/features/accounts/password-rules";
import { firstPasswordSchema } from "~/features/accounts/schemas";
import { adminMeta } from "~/features/admin/meta";
import { readForm } from "~/features/forms/read-form.server";
import { getDb, withDbRetry } from "~/lib/db.server";
import { redirectWithFlash } from "~/lib/flash.server";
import { user as userTable } from "../../../db/schema/index.ts";
import type { Route } from "./+types/change-password";

export const meta: Route.MetaFunction = () => adminMeta("Choose a new password");

/**
 * A generated first admin's first stop (the staff guard sends them here): the generated password
 * is replaced through better-auth's change-password endpoint before the staff area opens.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request, "/admin/login");
  if (!user.mustChangePassword) throw redirect("/admin");
  return { email: user.email };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request, "/admin/login");
  if (!user.mustChangePassword) throw redirect("/admin");
  const submission = parseWithZod(await readForm(request), { schema: firstPasswordSchema() });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: passwordFields }) }, { status: 400 });
  }
  const { currentPassword, newPassword } = submission.value;
  const outcome = await changePassword(request, { currentPassword, newPassword });
  if (!outcome.ok) {
    return data({ result: submission.reply(refusedReply(outcome)) }, { status: outcome.status });
  }
  await withDbRetry(() =>
    getDb().update(userTable).set({ mustChangePassword: false }).where(eq(userTable.id, user.id)),
  );
  return redirectWithFlash(
    "/admin",
    {
      type: "success",
      title: "Password changed",
      description: "Keep it in your password manager and delete the file that held the first one.",
    },
    { headers: cookieHeaders(outcome) },
  );
}

export default function AdminChangePassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useIsSubmitting();
  const { fields, formProps } = useBrowserCheckedForm(
    "first-password",
    ["currentPassword", "newPassword", "confirmPassword"],
    actionData?.result,
    checkFirstPassword,
  );
  return (
    <AuthPage>
      <AuthCard>
        <AuthHeading title="Choose a new password" icon={<KeyRoundIcon />}>
          {loaderData.email} was created with a generated password. Replace it before you use the
          staff area.
        </AuthHeading>
        <ServerCheckedForm {...formProps} aria-label="Choose a new password" className="space-y-5">
          <NewPasswordFields
            current={{ meta: fields.currentPassword, label: "Generated password" }}
            password={fields.newPassword}
            confirmPassword={fields.confirmPassword}
            label="New password"
            confirmLabel="Confirm new password"
            rules={staffPasswordRules}
          />
          <SubmitButton pending={busy} pendingLabel="Saving...">
            Save new password
          </SubmitButton>
        </ServerCheckedForm>
      </AuthCard>
    </AuthPage>
  );
}
