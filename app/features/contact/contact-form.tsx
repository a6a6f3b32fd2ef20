import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { useState } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { Button } from "~/components/ui/button";
import { EmailField, InputField, SelectField, TextareaField } from "~/components/ui/field";
import { SelectOptions } from "~/components/ui/select";
import { track } from "~/features/analytics/track";
import { HoneypotField } from "~/features/forms/honeypot";
import { submitForm } from "~/features/forms/submit";
import { toast } from "~/islands/toast";
import { flashedResult } from "~/lib/flash-result";
import { errorLists, isVisitorSubmit, validateWithRules } from "~/lib/form-rules";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { contactButton, contactLimits, contactTexts } from "./messages";
import { type ContactField, checkContactEntry } from "./rules";
import { serviceOptionsFor } from "./services";

export const contactEndpoint = "/api/contact";

export interface ContactFormProps {
  /** Preselected service: one of the four options, or any other service slug (shown as an extra option). */
  defaultService?: string;
  /** The prefix of the form's and its fields' ids, so two forms can share a page; "contact" by default. */
  idPrefix?: string;
  /** Called after the message was stored (e.g. to close a dialog). */
  onSuccess?: () => void;
  /** The submit button's label before sending; "Send Message" by default. */
  submitLabel?: string;
  /** The enquiry dialog's page type (its pitch), sent with the message for staff. */
  pageType?: string;
  /** The support tier the dialog was opened for (outsource page), sent with the message. */
  tier?: string;
  className?: string;
}

type Status = "idle" | "busy" | "success" | "error";

const fieldsOf = (form: HTMLFormElement) => Object.fromEntries(new FormData(form));

/**
 * The Contact Us form on Conform, checked by the endpoint's own rules (`checkContactEntry`).
 * With JavaScript it posts to /api/contact with fetch and answers with toasts and button states;
 * without, it is a plain form post, and /api/contact redirects back with the flash, whose result
 * is Conform's `lastResult`. On static pages islands/contact-form.ts runs the same rules.
 */
export function ContactForm(props: ContactFormProps) {
  // A dialog reused for another page type starts anew with that page's service.
  return <ConformContactForm key={props.defaultService ?? ""} {...props} />;
}

function ConformContactForm({
  defaultService,
  idPrefix = "contact",
  onSuccess,
  submitLabel = contactButton.idle,
  pageType,
  tier,
  className,
}: ContactFormProps) {
  const hydrated = useHydrated();
  const location = useLocation();
  const flashed = flashedResult(useRouteLoaderData("root"), "contact");
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>(flashed);
  const [status, setStatus] = useState<Status>("idle");
  const [form, fields] = useForm<Record<ContactField, string>>({
    // Not idPrefix itself: the static enquiry dialog and the landing page's contact section
    // carry that id, and the fields' `form` attribute must name this form.
    id: `${idPrefix}-fields`,
    lastResult,
    defaultValue: { service: defaultService ?? "" },
    onValidate: ({ formData }) =>
      validateWithRules(formData, (values) => checkContactEntry(values)?.fieldErrors),
    shouldRevalidate: "onInput",
    async onSubmit(event, { formData, submission }) {
      event.preventDefault();
      if (status === "busy" || !submission) return;
      setStatus("busy");
      const result = await submitForm(contactEndpoint, formData);
      if (result.ok) {
        setStatus("success");
        setLastResult(submission.reply({ resetForm: true }));
        toast.success(contactTexts.success.title, {
          description: contactTexts.success.description,
        });
        track("contact_form_submitted", { service: formData.get("service") || "none" });
        onSuccess?.();
        return;
      }
      setStatus("error");
      setLastResult(submission.reply({ fieldErrors: errorLists(result.fieldErrors ?? {}) }));
      toast.error(contactTexts.failed.title, {
        description: result.status === 429 ? result.error : contactTexts.failed.description,
      });
    },
  });

  return (
    <form
      method="post"
      action={contactEndpoint}
      {...getFormProps(form)}
      onSubmit={(event) => {
        // The spec's toast for what the fields' messages say; Conform shows those and the focus.
        const problem = isVisitorSubmit(event) && checkContactEntry(fieldsOf(event.currentTarget));
        if (problem) toast.error(problem.toast.title, { description: problem.toast.description });
        form.onSubmit(event);
      }}
      onInput={() => {
        if (status === "success" || status === "error") setStatus("idle");
      }}
      aria-label="Contact us"
      data-contact-form=""
      className={cn("grid gap-4", className)}
    >
      {hydrated ? null : (
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      )}
      <input type="hidden" name="page" value={location.pathname} />
      {pageType ? <input type="hidden" name="pageType" value={pageType} /> : null}
      {tier ? <input type="hidden" name="tier" value={tier} /> : null}
      <HoneypotField idPrefix={idPrefix} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          meta={fields.name}
          label="Name"
          required
          maxLength={contactLimits.name}
          autoComplete="name"
        />
        <EmailField meta={fields.email} required />
        <InputField
          meta={fields.company}
          label="Company"
          required={false}
          maxLength={contactLimits.company}
          autoComplete="organization"
        />
        <SelectField meta={fields.service} label="Service" required={false}>
          <ServiceOptions selected={fields.service.initialValue || defaultService} />
        </SelectField>
      </div>
      <TextareaField
        meta={fields.message}
        label="Message"
        required
        rows={5}
        maxLength={contactLimits.message}
        controlClassName="resize-y"
      />
      <Button
        type="submit"
        size="lg"
        disabled={status === "busy"}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {status === "idle" ? submitLabel : contactButton[status]}
      </Button>
    </form>
  );
}

/**
 * The service select's options: the placeholder, the four, and `selected` when it is another
 * service (the enquiry dialog's default, e.g. "web-development").
 */
export function ServiceOptions({ selected }: { selected?: string }) {
  return (
    <>
      <option value="">Select a service</option>
      <SelectOptions options={serviceOptionsFor(selected)} />
    </>
  );
}
