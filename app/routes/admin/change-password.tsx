import { eq } from "drizzle-orm";
import { KeyRoundIcon, LoaderCircleIcon } from "lucide-react";
import { data, Form, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { requireUser } from "~/features/access/guards.server";
import { changePassword } from "~/features/accounts/accounts.server";
import { cookieHeaders } from "~/features/accounts/auth-api.server";
import { AuthCard, AuthHeading, AuthPage } from "~/features/accounts/components/auth-layout";
import { Field } from "~/features/accounts/components/field";
import { NewPasswordFields } from "~/features/accounts/components/new-password-fields";
import { staffPasswordRules, validateChangePassword } from "~/features/accounts/schemas";
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

interface ChangeResult {
  error: string | null;
  fieldErrors: Partial<Record<string, string>>;
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request, "/admin/login");
  if (!user.mustChangePassword) throw redirect("/admin");
  const form = await readForm(request);
  const validation = validateChangePassword(form, staffPasswordRules);
  if (!validation.ok) {
    return data<ChangeResult>(
      { error: null, fieldErrors: validation.fieldErrors },
      { status: 400 },
    );
  }
  const { currentPassword, newPassword } = validation.data;
  if (currentPassword === newPassword) {
    return data<ChangeResult>(
      {
        error: null,
        fieldErrors: { newPassword: "Choose a password different from the generated one." },
      },
      { status: 400 },
    );
  }
  const result = await changePassword(request, { currentPassword, newPassword });
  if (!result.ok) {
    return data<ChangeResult>(
      {
        error: result.field ? null : result.error,
        fieldErrors: result.field ? { [result.field]: result.error } : {},
      },
      { status: result.status },
    );
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
    { headers: cookieHeaders(result) },
  );
}

export default function AdminChangePassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const errors = actionData?.fieldErrors ?? {};
  return (
    <AuthPage>
      <AuthCard>
        <AuthHeading title="Choose a new password" icon={<KeyRoundIcon />}>
          {loaderData.email} was created with a generated password. Replace it before you use the
          staff area.
        </AuthHeading>
        <Form method="post" aria-label="Choose a new password" className="space-y-5">
          {actionData?.error ? <FormAlert tone="error">{actionData.error}</FormAlert> : null}
          <Field
            idPrefix="first-password"
            name="currentPassword"
            label="Generated password"
            type="password"
            autoComplete="current-password"
            required
            error={errors.currentPassword}
          />
          <NewPasswordFields
            idPrefix="first-password"
            name="newPassword"
            label="New password"
            confirmLabel="Confirm new password"
            errors={errors}
            onEdit={() => {}}
            rules={staffPasswordRules}
          />
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {busy ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
            {busy ? "Saving..." : "Save new password"}
          </Button>
        </Form>
      </AuthCard>
    </AuthPage>
  );
}
