import { CheckIcon } from "lucide-react";
import { type ComponentProps, type FormEvent, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { ErrorList } from "~/components/ui/error-list";
import { Input } from "~/components/ui/input";
import { FieldLabel, labelClass } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { HoneypotField } from "~/features/forms/honeypot";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import {
  budgets,
  type Choice,
  customEnquiryLimits,
  customEnquiryTexts,
  platforms,
  projectTypes,
  timelines,
} from "./options";
import { type CustomEnquiryResult, enhancedField } from "./result";
import type { CustomEnquiryField } from "./schema";

/** The page whose action receives the enquiry. */
export const customEnquiryAction = "/products/ecommerce-blueprint";

export interface CustomEnquiryFormProps {
  /** Prefix of the field ids, so the dialog and the page's own form can share the page. */
  idPrefix: string;
  /** The answer to a plain form post (no JavaScript), to show its values and errors again. */
  initial?: CustomEnquiryResult;
  /** Called after the enquiry was stored (the dialog closes). */
  onSuccess?: () => void;
}

type Failure = Extract<CustomEnquiryResult, { ok: false }>;

const textValue = (values: Failure["values"], field: string) => {
  const value = values?.[field];
  return typeof value === "string" ? value : "";
};

/**
 * The Custom E-commerce Development Requirements form. The browser checks the required fields
 * (spec: no custom messages); the server checks everything again. With JavaScript it posts
 * through a fetcher and answers with the spec's toasts; without, it is a plain form post.
 */
export function CustomEnquiryForm({ idPrefix, initial, onSuccess }: CustomEnquiryFormProps) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<CustomEnquiryResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const shown = initial && !initial.ok ? initial : undefined;
  const [selected, setSelected] = useState<string[]>(() => {
    const posted = shown?.values?.platforms;
    return Array.isArray(posted) ? posted : [];
  });
  const [fieldErrors, setFieldErrors] = useState<Failure["fieldErrors"]>(shown?.fieldErrors);
  const busy = fetcher.state !== "idle";

  const handled = useRef<CustomEnquiryResult | undefined>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      toast.success(customEnquiryTexts.success.title, {
        description: customEnquiryTexts.success.description,
      });
      formRef.current?.reset();
      setSelected([]);
      setFieldErrors(undefined);
      onSuccess?.();
      return;
    }
    console.error("The custom e-commerce enquiry was not sent:", result.status, result.error);
    setFieldErrors(result.fieldErrors);
    toast.error(customEnquiryTexts.failure.title, {
      description: customEnquiryTexts.failure.description,
    });
  }, [fetcher.state, fetcher.data, onSuccess]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // The browser has checked the required fields before this runs.
    event.preventDefault();
    if (busy) return;
    fetcher.submit(event.currentTarget, { method: "post", action: customEnquiryAction });
  }

  function toggle(id: string) {
    setSelected((current) =>
      current.includes(id) ? current.filter((value) => value !== id) : [...current, id],
    );
  }

  const id = (field: string) => `${idPrefix}-${field}`;
  const error = (field: CustomEnquiryField) => fieldErrors?.[field];
  const errorProps = (field: CustomEnquiryField) =>
    error(field) ? { "aria-invalid": true as const, "aria-describedby": id(`${field}-error`) } : {};
  const errorText = (field: CustomEnquiryField) => {
    const message = error(field);
    return <ErrorList id={id(`${field}-error`)} errors={message ? [message] : null} />;
  };
  const initialValue = (field: string) => textValue(shown?.values, field);

  return (
    <form
      ref={formRef}
      method="post"
      action={customEnquiryAction}
      onSubmit={hydrated ? onSubmit : undefined}
      aria-label={customEnquiryTexts.title}
      className="grid gap-5"
    >
      {hydrated ? <input type="hidden" name={enhancedField} value="1" /> : null}
      <HoneypotField idPrefix={idPrefix} />
      {shown && !shown.fieldErrors ? (
        <p role="alert" className="text-sm text-destructive">
          {shown.error}
        </p>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <FieldLabel htmlFor={id("name")} required>
            Full Name
          </FieldLabel>
          <Input
            id={id("name")}
            name="name"
            type="text"
            required
            maxLength={customEnquiryLimits.name}
            autoComplete="name"
            defaultValue={initialValue("name")}
            {...errorProps("name")}
          />
          {errorText("name")}
        </div>
        <div>
          <FieldLabel htmlFor={id("email")} required>
            Email Address
          </FieldLabel>
          <Input
            id={id("email")}
            name="email"
            type="email"
            required
            autoComplete="email"
            defaultValue={initialValue("email")}
            {...errorProps("email")}
          />
          {errorText("email")}
        </div>
        <div>
          <FieldLabel htmlFor={id("company")} required={false}>
            Company
          </FieldLabel>
          <Input
            id={id("company")}
            name="company"
            type="text"
            maxLength={customEnquiryLimits.company}
            autoComplete="organization"
            defaultValue={initialValue("company")}
            {...errorProps("company")}
          />
          {errorText("company")}
        </div>
        <div>
          <FieldLabel htmlFor={id("projectType")} required>
            Project Type
          </FieldLabel>
          <ChoiceSelect
            id={id("projectType")}
            name="projectType"
            required
            placeholder="Select project type"
            choices={projectTypes}
            defaultValue={initialValue("projectType")}
            {...errorProps("projectType")}
          />
          {errorText("projectType")}
        </div>
      </div>

      <fieldset>
        <legend className={labelClass}>
          Select Platforms &amp; Technologies<span aria-hidden="true"> *</span>
        </legend>
        {hydrated ? (
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {platforms.map((platform) => {
              const pressed = selected.includes(platform.value);
              return (
                <button
                  key={platform.value}
                  type="button"
                  aria-pressed={pressed}
                  data-platform={platform.value}
                  onClick={() => toggle(platform.value)}
                  className={cn(
                    "flex min-h-11 items-center justify-center gap-1.5 rounded-md border px-3 py-2 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring",
                    pressed
                      ? "border-primary bg-primary text-primary-foreground"
                      : "border-border bg-background hover:bg-accent",
                  )}
                >
                  {pressed ? <CheckIcon className="size-4" aria-hidden="true" /> : null}
                  {platform.label}
                </button>
              );
            })}
            {selected.map((value) => (
              <input key={value} type="hidden" name="platforms" value={value} />
            ))}
          </div>
        ) : (
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {platforms.map((platform) => (
              <label
                key={platform.value}
                className="flex min-h-11 items-center gap-2 rounded-md border border-border px-3 py-2 text-sm"
              >
                <input
                  type="checkbox"
                  name="platforms"
                  value={platform.value}
                  defaultChecked={selected.includes(platform.value)}
                />
                {platform.label}
              </label>
            ))}
          </div>
        )}
        {errorText("platforms")}
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <FieldLabel htmlFor={id("budget")} required={false}>
            Budget
          </FieldLabel>
          <ChoiceSelect
            id={id("budget")}
            name="budget"
            placeholder="Select budget range"
            choices={budgets}
            defaultValue={initialValue("budget")}
            {...errorProps("budget")}
          />
          {errorText("budget")}
        </div>
        <div>
          <FieldLabel htmlFor={id("timeline")} required={false}>
            Timeline
          </FieldLabel>
          <ChoiceSelect
            id={id("timeline")}
            name="timeline"
            placeholder="Select timeline"
            choices={timelines}
            defaultValue={initialValue("timeline")}
            {...errorProps("timeline")}
          />
          {errorText("timeline")}
        </div>
      </div>

      <div>
        <FieldLabel htmlFor={id("requirements")} required>
          Project Requirements &amp; Details
        </FieldLabel>
        <Textarea
          id={id("requirements")}
          name="requirements"
          required
          rows={5}
          maxLength={customEnquiryLimits.requirements}
          placeholder="Your products, integrations, expected traffic, must-have features..."
          defaultValue={initialValue("requirements")}
          className="resize-y"
          {...errorProps("requirements")}
        />
        {errorText("requirements")}
      </div>

      <Button
        type="submit"
        size="lg"
        disabled={busy}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {busy ? customEnquiryTexts.submitting : customEnquiryTexts.submit}
      </Button>
    </form>
  );
}

function ChoiceSelect({
  choices,
  placeholder,
  ...props
}: Omit<ComponentProps<"select">, "children"> & {
  choices: readonly Choice[];
  placeholder: string;
}) {
  return (
    <Select {...props}>
      <option value="">{placeholder}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </Select>
  );
}
