import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { useState } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { Button } from "~/components/ui/button";
import { ErrorList } from "~/components/ui/error-list";
import { site } from "~/content/site";
import { track } from "~/features/analytics/track";
import { readConsent } from "~/features/consent/consent";
import { emailProblem } from "~/features/forms/email";
import { HoneypotField } from "~/features/forms/honeypot";
import { submitForm } from "~/features/forms/submit";
import { toast } from "~/islands/toast";
import { flashedResult } from "~/lib/flash-result";
import { errorLists, isVisitorSubmit, validateWithRules } from "~/lib/form-rules";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { EmailCaptureInput } from "./email-capture-input";
import { leadFailure, leadTexts } from "./messages";

export const leadsEndpoint = "/api/leads";

export interface LeadCaptureFormProps {
  /** Where the lead comes from; stored with it. */
  source: "landing-page";
  /** Named in the success toast, 'Welcome to {productName}'; the site's name by default. */
  productName?: string;
  className?: string;
}

const emailOf = (fields: Record<string, unknown>) =>
  typeof fields.email === "string" ? fields.email.trim() : "";

/** The address's message under the field, by the endpoints' rules (`emailProblem`). */
function emailErrors(fields: Record<string, unknown>) {
  const problem = emailProblem(emailOf(fields));
  return problem ? { email: leadTexts[problem].description } : undefined;
}

/**
 * The hero email capture on Conform. With JavaScript it checks the address by the endpoints'
 * rules, posts with fetch and answers with toasts; without, it is a plain form post to
 * /api/leads, which redirects back with the flash, whose result is Conform's `lastResult`.
 * On the static landing page islands/lead-capture does the same in the browser (ADR 069).
 */
export function LeadCaptureForm({ source, productName, className }: LeadCaptureFormProps) {
  const hydrated = useHydrated();
  const location = useLocation();
  const flashed = flashedResult(useRouteLoaderData("root"), "lead");
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>(flashed);
  const [busy, setBusy] = useState(false);
  const name = productName ?? site.name;
  const [form, fields] = useForm<{ email: string }>({
    id: "lead",
    lastResult,
    onValidate: ({ formData }) => validateWithRules(formData, emailErrors),
    shouldRevalidate: "onInput",
    async onSubmit(event, { formData, submission }) {
      event.preventDefault();
      if (busy || !submission) return;
      formData.set("email", emailOf(Object.fromEntries(formData)));
      const consent = readConsent();
      if (consent) formData.set("consent", JSON.stringify(consent));
      setBusy(true);
      const result = await submitForm(leadsEndpoint, formData);
      setBusy(false);
      if (result.ok) {
        setLastResult(submission.reply({ resetForm: true }));
        const success = leadTexts.success(name);
        toast.success(success.title, { description: success.description });
        track("lead_capture_submitted", { source });
        return;
      }
      const failure = leadFailure(result);
      setLastResult(submission.reply({ fieldErrors: errorLists({ email: failure.fieldError }) }));
      toast.error(failure.toast.title, { description: failure.toast.description });
    },
  });

  return (
    <form
      method="post"
      action={leadsEndpoint}
      {...getFormProps(form)}
      onSubmit={(event) => {
        // The spec's toast for what the field's message says; Conform shows it and the focus.
        const problem =
          isVisitorSubmit(event) &&
          emailProblem(emailOf(Object.fromEntries(new FormData(event.currentTarget))));
        if (problem)
          toast.error(leadTexts[problem].title, { description: leadTexts[problem].description });
        form.onSubmit(event);
      }}
      aria-label="Get started with your business email"
      data-lead-form=""
      data-product-name={name}
      className={cn("w-full", className)}
    >
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="page" value={location.pathname} />
      {hydrated ? null : (
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      )}
      <HoneypotField idPrefix={fields.email.id} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <EmailCaptureInput
          {...getInputProps(fields.email, { type: "email" })}
          label="Business email"
          placeholder="Enter your business email"
          disabled={busy}
          className="flex-1"
        />
        <Button type="submit" size="lg" disabled={busy} aria-disabled={busy}>
          {busy ? "Submitting..." : "Get Started"}
        </Button>
      </div>
      <ErrorList id={fields.email.errorId} errors={fields.email.errors} />
    </form>
  );
}
