import { type FormEvent, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { ErrorList } from "~/components/ui/error-list";
import { Input } from "~/components/ui/input";
import { FieldLabel } from "~/components/ui/label";
import { Select, SelectOptions } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { track } from "~/features/analytics/track";
import { isValidEmail } from "~/features/forms/email";
import { HoneypotField } from "~/features/forms/honeypot";
import { submitForm } from "~/features/forms/submit";
import { useFlashForm } from "~/features/forms/use-flash-form";
import { toast } from "~/islands/toast";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { contactButton, contactLimits, contactTexts } from "./messages";
import { serviceOptionsFor } from "./services";

export const contactEndpoint = "/api/contact";

export interface ContactFormProps {
  /** Preselected service: one of the four options, or any other service slug (shown as an extra option). */
  defaultService?: string;
  /** Prefix of the field ids, so two forms can share a page; "contact" by default. */
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

type Field = "name" | "email" | "company" | "service" | "message";
type Values = Record<Field, string>;
type Status = "idle" | "busy" | "success" | "error";

const empty = (service = ""): Values => ({
  name: "",
  email: "",
  company: "",
  service,
  message: "",
});

/**
 * The Contact Us form. With JavaScript it validates in the browser and answers with toasts and
 * button states; without, it is a plain form post to /api/contact, which redirects back with a
 * flash message.
 */
export function ContactForm({
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
  const flash = useFlashForm("contact");
  const [values, setValues] = useState<Values>(() => ({
    ...empty(defaultService ?? ""),
    ...(flash?.values as Partial<Values> | undefined),
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>(
    () => (flash?.fieldErrors as Partial<Record<Field, string>> | undefined) ?? {},
  );
  const [status, setStatus] = useState<Status>("idle");
  const formRef = useRef<HTMLFormElement>(null);
  const options = serviceOptionsFor(values.service || defaultService);

  // A dialog reused for another page type passes a new default service.
  const shownDefault = useRef(defaultService);
  useEffect(() => {
    if (shownDefault.current === defaultService) return;
    shownDefault.current = defaultService;
    setValues((current) => ({ ...current, service: defaultService ?? "" }));
  }, [defaultService]);

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    if (status === "success" || status === "error") setStatus("idle");
  }

  function focusFirst(fields: Partial<Record<Field, string>>) {
    const first = (["name", "email", "message"] as const).find((field) => fields[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${idPrefix}-${first}`)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "busy") return;
    const trimmed = {
      name: values.name.trim(),
      email: values.email.trim(),
      message: values.message.trim(),
    };
    const missing: Partial<Record<Field, string>> = {};
    for (const field of ["name", "email", "message"] as const) {
      if (!trimmed[field]) missing[field] = contactTexts.fieldRequired[field];
    }
    if (Object.keys(missing).length) {
      setErrors(missing);
      toast.error(contactTexts.required.title, {
        description: contactTexts.required.description,
      });
      focusFirst(missing);
      return;
    }
    if (!isValidEmail(trimmed.email)) {
      const invalid = { email: contactTexts.invalidEmail.description };
      setErrors(invalid);
      toast.error(contactTexts.invalidEmail.title, {
        description: contactTexts.invalidEmail.description,
      });
      focusFirst(invalid);
      return;
    }
    setErrors({});
    setStatus("busy");
    const result = await submitForm(contactEndpoint, new FormData(event.currentTarget));
    if (result.ok) {
      setStatus("success");
      setValues(empty(""));
      toast.success(contactTexts.success.title, {
        description: contactTexts.success.description,
      });
      track("contact_form_submitted", { service: values.service || "none" });
      onSuccess?.();
      return;
    }
    setStatus("error");
    if (result.fieldErrors) setErrors(result.fieldErrors as Partial<Record<Field, string>>);
    toast.error(contactTexts.failed.title, {
      description: result.status === 429 ? result.error : contactTexts.failed.description,
    });
  }

  const busy = status === "busy";
  const describedBy = (field: Field) => (errors[field] ? `${idPrefix}-${field}-error` : undefined);
  const fieldError = (field: Field) => (
    <ErrorList id={`${idPrefix}-${field}-error`} errors={errors[field] ? [errors[field]] : null} />
  );

  return (
    <form
      ref={formRef}
      method="post"
      action={contactEndpoint}
      noValidate={hydrated}
      onSubmit={onSubmit}
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
        <div>
          <FieldLabel htmlFor={`${idPrefix}-name`} required>
            Name
          </FieldLabel>
          <Input
            id={`${idPrefix}-name`}
            name="name"
            type="text"
            required
            maxLength={contactLimits.name}
            autoComplete="name"
            value={values.name}
            onChange={(event) => update("name", event.target.value)}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy("name")}
          />
          {fieldError("name")}
        </div>
        <div>
          <FieldLabel htmlFor={`${idPrefix}-email`} required>
            Email
          </FieldLabel>
          <Input
            id={`${idPrefix}-email`}
            name="email"
            type="email"
            required
            autoComplete="email"
            value={values.email}
            onChange={(event) => update("email", event.target.value)}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy("email")}
          />
          {fieldError("email")}
        </div>
        <div>
          <FieldLabel htmlFor={`${idPrefix}-company`} required={false}>
            Company
          </FieldLabel>
          <Input
            id={`${idPrefix}-company`}
            name="company"
            type="text"
            maxLength={contactLimits.company}
            autoComplete="organization"
            value={values.company}
            onChange={(event) => update("company", event.target.value)}
          />
        </div>
        <div>
          <FieldLabel htmlFor={`${idPrefix}-service`} required={false}>
            Service
          </FieldLabel>
          <Select
            id={`${idPrefix}-service`}
            name="service"
            value={values.service}
            onChange={(event) => update("service", event.target.value)}
          >
            <option value="">Select a service</option>
            <SelectOptions options={options} />
          </Select>
        </div>
      </div>
      <div>
        <FieldLabel htmlFor={`${idPrefix}-message`} required>
          Message
        </FieldLabel>
        <Textarea
          id={`${idPrefix}-message`}
          name="message"
          required
          rows={5}
          maxLength={contactLimits.message}
          value={values.message}
          onChange={(event) => update("message", event.target.value)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy("message")}
          className="resize-y"
        />
        {fieldError("message")}
      </div>
      <Button
        type="submit"
        size="lg"
        disabled={busy}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {status === "idle" ? submitLabel : contactButton[status]}
      </Button>
    </form>
  );
}
