import { getInputProps } from "@conform-to/react";
import { CheckCircle2Icon } from "lucide-react";
import { useRouteLoaderData } from "react-router";
import { Button } from "~/components/ui/button";
import { ErrorList } from "~/components/ui/error-list";
import { serverCheckedForm } from "~/components/ui/server-checked-form";
import { firstCall } from "~/content/company-facts";
import { replyWithin } from "~/content/response-time";
import { HoneypotField } from "~/features/forms/honeypot";
import { EmailCaptureInput } from "~/features/leads/email-capture-input";
import { flashedResult } from "~/lib/flash-result";
import { cn } from "~/lib/utils";

/** POST /api/subscribe takes JSON only; a form posted without JavaScript goes to the lead endpoint. */
const noScriptEndpoint = "/api/leads";
const subscribeSource = "services-hero";
const subscribePage = "/services";

/**
 * The services overview's email capture (spec: "Services email subscribe"), rendered on the
 * server; islands/subscribe-form.ts posts `{ email, source: "services-hero", page: "/services" }`
 * as JSON to /api/subscribe and shows the answer (ADR 070). An empty field is left to the browser
 * (the input is required): submitting does nothing. Without JavaScript the form posts the same
 * fields to /api/leads, which stores the lead and redirects back with a message and the lead
 * form's result: the address and its message, shown here through Conform's field metadata.
 */
export function SubscribeForm({ className }: { className?: string }) {
  const flashed = flashedResult(useRouteLoaderData("root"), "lead");
  const { form, fields } = serverCheckedForm("lead", ["email"], flashed);
  const { email } = fields;
  return (
    <form
      id={form.id}
      method="post"
      action={noScriptEndpoint}
      aria-label="Get a free consultation"
      data-subscribe-form=""
      className={cn("w-full", className)}
    >
      <input type="hidden" name="source" value={subscribeSource} />
      <input type="hidden" name="page" value={subscribePage} />
      <input type="hidden" name="redirectTo" value={subscribePage} />
      <HoneypotField idPrefix={email.id} />
      <div
        data-subscribe-row=""
        className="flex flex-col gap-2 rounded-xl border border-border bg-background/80 p-2 shadow-lg shadow-indigo-950/5 backdrop-blur sm:flex-row dark:shadow-black/30"
      >
        <EmailCaptureInput
          {...getInputProps(email, { type: "email" })}
          label="Work email"
          placeholder="you@company.com"
          bare
          className="flex-1 sm:text-base"
        />
        <Button type="submit" size="lg">
          Get Free Consultation
        </Button>
      </div>
      <ErrorList id={email.errorId} errors={email.errors} />
      <p role="status" className="mt-3 min-h-5 text-sm text-muted-foreground">
        <span data-subscribe-note="">
          Free {firstCall} with a solutions engineer. No obligation.
        </span>
        <span
          data-subscribe-done=""
          hidden
          className="inline-flex items-center gap-1.5 text-success"
        >
          <CheckCircle2Icon className="size-4" aria-hidden="true" />
          Thanks! A consultant will email you {replyWithin}.
        </span>
      </p>
    </form>
  );
}
