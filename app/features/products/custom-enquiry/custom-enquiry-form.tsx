import { CheckIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "~/components/ui/button";
import { ErrorList } from "~/components/ui/error-list";
import { Input } from "~/components/ui/input";
import { FieldLabel, labelClass } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { HoneypotField } from "~/features/forms/honeypot";
import { useHydrated } from "~/lib/use-hydrated";
import {
  budgets,
  type Choice,
  customEnquiryLimits,
  platforms,
  projectTypes,
  timelines,
} from "./options";
import type { CustomEnquiryResult } from "./result";
import type { CustomEnquiryField } from "./schema";
import { customEnquiryPage, customEnquiryTexts } from "./texts";

export interface CustomEnquiryFormProps {
  /** Prefix of the field ids, so the dialog and the page's own form can share the page. */
  idPrefix: string;
  /** The answer to a plain form post (no JavaScript), to show its values and errors again. */
  initial?: CustomEnquiryResult;
}

type Failure = Extract<CustomEnquiryResult, { ok: false }>;

const textValue = (values: Failure["values"], field: string) => {
  const value = values?.[field];
  return typeof value === "string" ? value : "";
};

/**
 * The Custom E-commerce Development Requirements form: a plain form post to the product page,
 * whose action answers with the page (field errors and what was typed) or a redirect with the
 * success message. The browser checks the required fields (spec: no custom messages); the
 * server checks everything again. islands/custom-enquiry.ts sends it in the background, shows
 * the spec's toasts, and swaps the platform checkboxes for toggle buttons.
 */
export function CustomEnquiryForm({ idPrefix, initial }: CustomEnquiryFormProps) {
  const hydrated = useHydrated();
  const shown = initial && !initial.ok ? initial : undefined;
  const posted = shown?.values?.platforms;
  const selected = Array.isArray(posted) ? posted : [];
  const fieldErrors = shown?.fieldErrors;

  const id = (field: string) => `${idPrefix}-${field}`;
  const error = (field: CustomEnquiryField) => fieldErrors?.[field];
  const errorProps = (field: CustomEnquiryField) =>
    error(field) ? { "aria-invalid": true as const, "aria-describedby": id(`${field}-error`) } : {};
  const errorText = (field: CustomEnquiryField) => {
    const message = error(field);
    return (
      <div data-errors-for={field} data-error-id={id(`${field}-error`)}>
        <ErrorList id={id(`${field}-error`)} errors={message ? [message] : null} />
      </div>
    );
  };
  const initialValue = (field: string) => textValue(shown?.values, field);

  return (
    <form
      method="post"
      action={customEnquiryPage}
      data-island="custom-enquiry"
      data-custom-enquiry-form=""
      aria-label={customEnquiryTexts.title}
      className="grid gap-5"
    >
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
        <div hidden={!hydrated} data-platform-buttons="" className={platformGrid}>
          {platforms.map((platform) => (
            <PlatformButton
              key={platform.value}
              platform={platform}
              pressed={selected.includes(platform.value)}
            />
          ))}
        </div>
        {/* Without JavaScript, and the values the buttons set with it. */}
        <div hidden={hydrated} data-platform-checkboxes="" className={platformGrid}>
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

      <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start">
        {customEnquiryTexts.submit}
      </Button>
    </form>
  );
}

const platformGrid = "grid grid-cols-2 gap-2 sm:grid-cols-4";

/** A platform as a toggle button; islands/custom-enquiry.ts keeps its checkbox in step. */
function PlatformButton({ platform, pressed }: { platform: Choice; pressed: boolean }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      data-platform={platform.value}
      className="group flex min-h-11 items-center justify-center gap-1.5 rounded-md border border-border bg-background px-3 py-2 text-sm font-medium transition-colors outline-none not-aria-pressed:hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground"
    >
      <CheckIcon className="hidden size-4 group-aria-pressed:block" aria-hidden="true" />
      {platform.label}
    </button>
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
