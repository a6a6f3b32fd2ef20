import { type ChangeEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { Field, type FieldProps } from "~/features/accounts/components/field";
import {
  CheckboxField,
  SelectField,
  TextAreaField,
} from "~/features/admin/components/form-controls";
import {
  experienceLevelOptions,
  jobTypeOptions,
  workplaceLabel,
  workplaceValues,
} from "~/features/jobs/labels";
import { jobPath } from "~/features/jobs/paths";
import type { JobCategory } from "~/features/jobs/types";
import { slugify } from "~/lib/slugify";
import { type FieldErrors, type JobFormValues, jobFormFields } from "../job-input";

/** A refused save, as the action answers it (a success redirects with a toast). */
export interface JobFormResult {
  error: string;
  fieldErrors: FieldErrors;
  values: JobFormValues;
}

const idPrefix = "job";

const workplaceOptions = workplaceValues.map((value) => ({ value, label: workplaceLabel(value) }));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 rounded-lg border border-border p-5 md:grid-cols-2">
      <legend className="px-1 text-base font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * Every field of a job in one plain POST form (it works without JavaScript). The server's field
 * errors show next to their fields and the first one gets the focus. For a new job the slug
 * follows the title until it is edited by hand.
 */
export function JobForm({
  values,
  categories,
  result,
  submitLabel,
}: {
  values: JobFormValues;
  categories: JobCategory[];
  result?: JobFormResult;
  submitLabel: string;
}) {
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const shown = result?.values ?? values;
  const errors = result?.fieldErrors ?? {};
  const [slug, setSlug] = useState(shown.slug);
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(shown.slug === "");
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";

  useEffect(() => {
    if (!result) return;
    const first = jobFormFields.find((field) => result.fieldErrors[field]);
    formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [result]);

  const text = (name: keyof FieldErrors, label: string, extra: Partial<FieldProps> = {}) => (
    <Field
      idPrefix={idPrefix}
      name={name}
      label={label}
      defaultValue={shown[name]}
      error={errors[name]}
      {...extra}
    />
  );
  const choose = (
    name: keyof FieldErrors,
    label: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <SelectField
      idPrefix={idPrefix}
      name={name}
      label={label}
      options={options}
      defaultValue={shown[name]}
      error={errors[name]}
    />
  );
  const area = (
    name: keyof FieldErrors,
    label: string,
    hint: string,
    { rows = 4, wide = true }: { rows?: number; wide?: boolean } = {},
  ) => (
    <TextAreaField
      idPrefix={idPrefix}
      name={name}
      label={label}
      hint={hint}
      rows={rows}
      defaultValue={shown[name]}
      error={errors[name]}
      className={wide ? "md:col-span-2" : undefined}
    />
  );
  const onePerLine = "One item per line.";

  return (
    <Form ref={formRef} method="post" noValidate aria-label="Job details" className="space-y-6">
      <input type="hidden" name="intent" value="save" />
      {result ? <FormAlert tone="error">{result.error}</FormAlert> : null}

      <Section title="The job">
        {text("title", "Title", {
          required: true,
          maxLength: 200,
          onChange: (event: ChangeEvent<HTMLInputElement>) => {
            if (slugFollowsTitle) setSlug(slugify(event.target.value));
          },
        })}
        <Field
          idPrefix={idPrefix}
          name="slug"
          label="Slug"
          value={slug}
          onChange={(event) => {
            setSlug(event.target.value);
            setSlugFollowsTitle(event.target.value === "");
          }}
          maxLength={200}
          error={errors.slug}
          hint={`The job's address: ${jobPath(slug || "…")}. Left empty, it comes from the title.`}
        />
        {text("companyName", "Company name", { required: true, maxLength: 200 })}
        {text("location", "Location", {
          required: true,
          maxLength: 200,
          hint: "As candidates read it, e.g. “Remote (United States, Canada)”.",
        })}
        {choose("workplaceType", "Workplace type", workplaceOptions)}
        {area(
          "applicantLocations",
          "Applicant locations (optional)",
          "Countries or regions a remote applicant must live in. One per line.",
          { rows: 3, wide: false },
        )}
        {choose("jobType", "Job type", jobTypeOptions)}
        {choose("experienceLevel", "Experience level", experienceLevelOptions)}
        {text("salaryRange", "Salary range (optional)", {
          maxLength: 100,
          hint: "Shown as written, e.g. “$120,000 - $150,000” or “$60/hour”.",
        })}
        {choose("categoryId", "Category", [
          { value: "", label: "No category" },
          ...categories.map((category) => ({ value: category.id, label: category.name })),
        ])}
        {text("tags", "Tags (optional)", {
          maxLength: 1200,
          hint: "Skills and topics, separated by commas.",
        })}
        {text("applicationDeadline", "Application deadline (optional)", {
          type: "date",
          hint: "Applications close at the end of this day (UTC). Empty: open until filled.",
        })}
      </Section>

      <Section title="Description">
        {area("description", "Description", "Paragraphs are separated by an empty line.", {
          rows: 8,
        })}
        {area("responsibilities", "Responsibilities (optional)", onePerLine)}
        {area("requirements", "Requirements (optional)", onePerLine)}
        {area("benefits", "Benefits (optional)", onePerLine)}
      </Section>

      <Section title="Visibility">
        <CheckboxField
          idPrefix={idPrefix}
          name="isActive"
          label="Active"
          hint="Listed on the careers board and open to applications until the deadline."
          defaultChecked={shown.isActive}
        />
        <CheckboxField
          idPrefix={idPrefix}
          name="isFeatured"
          label="Featured"
          hint="Shown first on the careers board with a Featured badge."
          defaultChecked={shown.isFeatured}
        />
      </Section>

      <Section title="Search and sharing">
        {text("metaTitle", "Meta title (optional)", {
          maxLength: 120,
          hint: "Empty: “{title} at {company}”.",
        })}
        {text("keywords", "Keywords (optional)", {
          maxLength: 1200,
          hint: "Separated by commas. Empty: the title, company and tags.",
        })}
        {area(
          "metaDescription",
          "Meta description (optional)",
          "Empty: the start of the description.",
          { rows: 2 },
        )}
        {text("ogImage", "Open Graph image (optional)", {
          maxLength: 500,
          hint: "A path on this site (/images/...) or an https:// address.",
        })}
        {text("twitterImage", "Twitter image (optional)", {
          maxLength: 500,
          hint: "A path on this site or an https:// address. Empty: the Open Graph image.",
        })}
      </Section>

      <Button type="submit" disabled={saving}>
        {saving ? "Saving..." : submitLabel}
      </Button>
    </Form>
  );
}
