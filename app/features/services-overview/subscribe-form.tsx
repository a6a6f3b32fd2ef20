import { CheckCircle2Icon } from "lucide-react";
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { replyWithin } from "~/content/response-time";
import { HoneypotField } from "~/features/forms/honeypot";
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
 * fields to /api/leads, which stores the lead and redirects back with a message.
 */
export function SubscribeForm({ className }: { className?: string }) {
  const id = `subscribe-${useId().replace(/:/g, "")}`;
  return (
    <form
      method="post"
      action={noScriptEndpoint}
      aria-label="Get a free consultation"
      data-subscribe-form=""
      className={cn("w-full", className)}
    >
      <input type="hidden" name="source" value={subscribeSource} />
      <input type="hidden" name="page" value={subscribePage} />
      <input type="hidden" name="redirectTo" value={subscribePage} />
      <HoneypotField idPrefix={id} />
      <div
        data-subscribe-row=""
        className="flex flex-col gap-2 rounded-xl border border-border bg-background/80 p-2 shadow-lg shadow-indigo-950/5 backdrop-blur sm:flex-row dark:shadow-black/30"
      >
        <label htmlFor={id} className="sr-only">
          Work email
        </label>
        <Input
          id={id}
          type="email"
          name="email"
          required
          autoComplete="email"
          inputMode="email"
          placeholder="you@company.com"
          className="flex-1 border-transparent shadow-none sm:text-base"
        />
        <Button type="submit" size="lg">
          Get Free Consultation
        </Button>
      </div>
      <p role="status" className="mt-3 min-h-5 text-sm text-muted-foreground">
        <span data-subscribe-note="">
          Free 30-minute call with a solutions engineer. No obligation.
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
