import { MailWarningIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { accountMessages } from "../messages";
import { type FormResult, useAccountForm } from "./use-account-form";

/**
 * Shown to a signed-in user whose address is not confirmed yet: login is allowed (ADR 010), this
 * asks to verify and resends the link (POST /user/verify-email, with or without JavaScript).
 * `why` says what confirming is for here; the new link returns to `redirectTo` when given.
 */
export function VerifyEmailNotice({
  email,
  why = "Confirming it makes sure replies to your applications reach you.",
  redirectTo,
}: {
  email: string;
  why?: string;
  redirectTo?: string;
}) {
  const form = useAccountForm<FormResult>({
    idPrefix: "verify-notice",
    fields: [],
    validate: () => ({ ok: true, data: {} }),
  });
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-warning-border bg-warning-subtle p-5 text-warning sm:flex-row sm:items-center">
      <MailWarningIcon className="size-6 shrink-0" aria-hidden="true" />
      <div className="flex-1 text-sm">
        <p className="font-semibold">Please confirm your email address</p>
        <p className="mt-1">
          We sent a link to <span className="font-medium break-all">{email}</span>. {why}
        </p>
        {form.result?.ok ? (
          <p role="status" className="mt-2 font-medium">
            {accountMessages.verificationSent}
          </p>
        ) : form.formError ? (
          <p role="alert" className="mt-2 font-medium">
            {form.formError}
          </p>
        ) : null}
      </div>
      {form.result?.ok ? null : (
        <form.Form
          method="post"
          action={
            redirectTo
              ? `/user/verify-email?${new URLSearchParams({ redirectTo })}`
              : "/user/verify-email"
          }
          onSubmit={form.onSubmit}
        >
          <Button
            type="submit"
            variant="outline"
            size="sm"
            disabled={form.busy}
            className="border-warning-border bg-background text-warning hover:bg-warning-subtle"
          >
            {form.busy ? "Sending..." : "Resend Link"}
          </Button>
        </form.Form>
      )}
    </div>
  );
}
