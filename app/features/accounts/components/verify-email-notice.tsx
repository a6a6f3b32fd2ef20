import type { SubmissionResult } from "@conform-to/react";
import { MailWarningIcon } from "lucide-react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { accountMessages } from "../messages";

/** What POST /user/verify-email answers. */
export interface ResendAnswer {
  result: SubmissionResult<string[]>;
  sent: boolean;
}

/**
 * Shown to a signed-in user whose address is not confirmed yet: login is allowed (ADR 010), this
 * asks to verify and resends the link (POST /user/verify-email, with or without JavaScript: with
 * it the answer shows here, without it on that page). `why` says what confirming is for here;
 * the new link returns to `redirectTo` when given.
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
  const fetcher = useFetcher<ResendAnswer>();
  const busy = fetcher.state !== "idle";
  const answer = busy ? undefined : fetcher.data;
  const error = answer?.result.error?.[""]?.[0];
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-warning-border bg-warning-subtle p-5 text-warning sm:flex-row sm:items-center">
      <MailWarningIcon className="size-6 shrink-0" aria-hidden="true" />
      <div className="flex-1 text-sm">
        <p className="font-semibold">Please confirm your email address</p>
        <p className="mt-1">
          We sent a link to <span className="font-medium break-all">{email}</span>. {why}
        </p>
        {answer?.sent ? (
          <p role="status" className="mt-2 font-medium">
            {accountMessages.verificationSent}
          </p>
        ) : error ? (
          <p role="alert" className="mt-2 font-medium">
            {error}
          </p>
        ) : null}
      </div>
      {answer?.sent ? null : (
        <fetcher.Form
          method="post"
          action={
            redirectTo
              ? `/user/verify-email?${new URLSearchParams({ redirectTo })}`
              : "/user/verify-email"
          }
        >
          <Button type="submit" variant="warningOutline" size="sm" disabled={busy}>
            {busy ? "Sending..." : "Resend Link"}
          </Button>
        </fetcher.Form>
      )}
    </div>
  );
}
