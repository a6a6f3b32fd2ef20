import { CheckCircle2Icon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { ErrorList } from "~/components/ui/error-list";
import { Input } from "~/components/ui/input";
import { replyWithin } from "~/content/response-time";
import { HoneypotField } from "~/features/forms/honeypot";
import { submitJson } from "~/features/forms/submit";
import { leadFailure } from "~/features/leads/messages";
import { toast } from "~/islands/toast";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";

export const subscribeEndpoint = "/api/subscribe";
/** POST /api/subscribe takes JSON only; a form posted without JavaScript goes to the lead endpoint. */
const noScriptEndpoint = "/api/leads";
export const subscribeSource = "services-hero";
const subscribePage = "/services";

/**
 * The services overview's email capture (spec: "Services email subscribe"). Posts
 * `{ email, source: "services-hero", page: "/services" }` as JSON; the field clears only when the
 * answer is ok, and the busy state always ends. A refusal is shown like on the landing page's
 * form (ADR 024: the spec's "console only" left visitors guessing): a free-mail address gets the
 * 'Business Email Required' toast and the message under the field, a rate limit or a server error
 * an error toast. An empty field is left to the browser (the input is required): submitting does
 * nothing. Without JavaScript the form posts the same fields to /api/leads, which stores the lead
 * and redirects back with a message.
 */
export function SubscribeForm({ className }: { className?: string }) {
  const hydrated = useHydrated();
  const id = `subscribe-${useId().replace(/:/g, "")}`;
  const errorId = `${id}-error`;
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    if (busy || !value) return;
    setBusy(true);
    setDone(false);
    setError(undefined);
    const result = await submitJson(subscribeEndpoint, {
      email: value,
      source: subscribeSource,
      page: subscribePage,
    });
    setBusy(false);
    if (result.ok) {
      setEmail("");
      setDone(true);
      return;
    }
    const failure = leadFailure(result);
    setError(failure.fieldError);
    toast.error(failure.toast.title, { description: failure.toast.description });
  }

  return (
    <form
      method="post"
      action={noScriptEndpoint}
      onSubmit={onSubmit}
      aria-label="Get a free consultation"
      className={cn("w-full", className)}
    >
      <input type="hidden" name="source" value={subscribeSource} />
      <input type="hidden" name="page" value={subscribePage} />
      {hydrated ? null : <input type="hidden" name="redirectTo" value={subscribePage} />}
      <HoneypotField idPrefix={id} />
      <div className="flex flex-col gap-2 rounded-xl border border-border bg-background/80 p-2 shadow-lg shadow-indigo-950/5 backdrop-blur sm:flex-row dark:shadow-black/30">
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
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (done) setDone(false);
            if (error) setError(undefined);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="flex-1 border-transparent shadow-none sm:text-base"
        />
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Submitting..." : "Get Free Consultation"}
        </Button>
      </div>
      <ErrorList id={errorId} errors={error ? [error] : null} />
      <p role="status" className="mt-3 min-h-5 text-sm text-muted-foreground">
        {done ? (
          <span className="inline-flex items-center gap-1.5 text-success">
            <CheckCircle2Icon className="size-4" aria-hidden="true" />
            Thanks! A consultant will email you {replyWithin}.
          </span>
        ) : (
          "Free 30-minute call with a solutions engineer. No obligation."
        )}
      </p>
    </form>
  );
}
