import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { useState } from "react";
import { useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import {
  CheckboxField,
  InputField,
  type Meta,
  SelectField,
  TextareaField,
} from "~/components/ui/field";
import { ServerCheckedForm } from "~/components/ui/form";
import { SelectOptions } from "~/components/ui/select";
import { serverCheckedForm } from "~/components/ui/server-checked-form";
import {
  experienceLevelOptions,
  jobTypeOptions,
  workplaceLabel,
  workplaceValues,
} from "~/features/jobs/labels";
import { jobPath } from "~/features/jobs/paths";
import type { JobCategory } from "~/features/jobs/types";
import { slugify } from "~/lib/slugify";
import { type JobFormValues, jobFormFields } from "../job-fields";

const workplaceOptions = workplaceValues.map((value) => ({ value, label: workplaceLabel(value) }));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 rounded-lg border border-border p-5 md:grid-cols-2">
      <legend className="px-1 text-base font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

const onePerLine = "One item per line.";

/** The optional one-line fields: label, length limit, and what to type. */
const optionalTexts = {
  salaryRange: ["Salary range", 100, "Shown as written, e.g. “$120,000 - $150,000” or “$60/hour”."],
  tags: ["Tags", 1200, "Skills and topics, separated by commas."],
  metaTitle: ["Meta title", 120, "Empty: “{title} at {company}”."],
  keywords: ["Keywords", 1200, "Separated by commas. Empty: the title, company and tags."],
  ogImage: ["Open Graph image", 500, "A path on this site (/images/...) or an https:// address."],
  twitterImage: [
    "Twitter image",
    500,
    "A path on this site or an https:// address. Empty: the Open Graph image.",
  ],
} satisfies Record<string, [label: string, maxLength: number, description: string]>;

function OptionalText({ meta }: { meta: Meta }) {
  const [label, maxLength, description] = optionalTexts[meta.name as keyof typeof optionalTexts];
  return (
    <InputField
      meta={meta}
      label={label}
      required={false}
      maxLength={maxLength}
      description={description}
    />
  );
}

/**
 * Every field of a job in one plain POST form (it works without JavaScript), checked on the
 * server only (no form state in the browser, ADR 082). Its field errors show next to their
 * fields and the first one gets the focus. For a
 * new job the slug follows the title until it is edited by hand.
 */
export function JobForm({
  values,
  categories,
  result,
  submitLabel,
}: {
  values: JobFormValues;
  categories: JobCategory[];
  /** A refused save, as the action answers it (a success redirects with a toast). */
  result?: SubmissionResult<string[]>;
  submitLabel: string;
}) {
  const { form, fields } = serverCheckedForm(
    "job",
    [...jobFormFields, "isActive", "isFeatured"],
    result,
    // A checkbox's value as Conform gives it: "on" when ticked.
    { ...values, isActive: values.isActive ? "on" : "", isFeatured: values.isFeatured ? "on" : "" },
  );
  const navigation = useNavigation();
  const [slug, setSlug] = useState(String(fields.slug.initialValue ?? ""));
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(slug === "");
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const wide = "md:col-span-2";

  return (
    <ServerCheckedForm form={form} aria-label="Job details" className="space-y-6">
      <input type="hidden" name="intent" value="save" />

      <Section title="The job">
        <InputField
          meta={fields.title}
          label="Title"
          maxLength={200}
          onChange={(event) => {
            if (slugFollowsTitle) setSlug(slugify(event.target.value));
          }}
        />
        <InputField
          meta={fields.slug}
          label="Slug"
          value={slug}
          defaultValue={undefined}
          onChange={(event) => {
            setSlug(event.target.value);
            setSlugFollowsTitle(event.target.value === "");
          }}
          maxLength={200}
          description={`The job's address: ${jobPath(slug)}${slug ? "" : "…"}. Left empty, it comes from the title.`}
        />
        <InputField meta={fields.companyName} label="Company name" maxLength={200} />
        <InputField
          meta={fields.location}
          label="Location"
          maxLength={200}
          description="As candidates read it, e.g. “Remote (United States, Canada)”."
        />
        <SelectField meta={fields.workplaceType} label="Workplace type">
          <SelectOptions options={workplaceOptions} />
        </SelectField>
        <TextareaField
          meta={fields.applicantLocations}
          label="Applicant locations"
          required={false}
          description="Countries or regions a remote applicant must live in. One per line."
          rows={3}
        />
        <SelectField meta={fields.jobType} label="Job type">
          <SelectOptions options={jobTypeOptions} />
        </SelectField>
        <SelectField meta={fields.experienceLevel} label="Experience level">
          <SelectOptions options={experienceLevelOptions} />
        </SelectField>
        <OptionalText meta={fields.salaryRange} />
        <SelectField meta={fields.categoryId} label="Category">
          <SelectOptions
            options={[
              { value: "", label: "No category" },
              ...categories.map((category) => ({ value: category.id, label: category.name })),
            ]}
          />
        </SelectField>
        <OptionalText meta={fields.tags} />
        <InputField
          meta={fields.applicationDeadline}
          label="Application deadline"
          required={false}
          type="date"
          description="Applications close at the end of this day (UTC). Empty: open until filled."
        />
      </Section>

      <Section title="Description">
        <TextareaField
          meta={fields.description}
          label="Description"
          description="Paragraphs are separated by an empty line."
          rows={8}
          className={wide}
        />
        {(
          [
            [fields.responsibilities, "Responsibilities"],
            [fields.requirements, "Requirements"],
            [fields.benefits, "Benefits"],
          ] as const
        ).map(([meta, label]) => (
          <TextareaField
            key={meta.name}
            meta={meta}
            label={label}
            required={false}
            description={onePerLine}
            rows={4}
            className={wide}
          />
        ))}
      </Section>

      <Section title="Visibility">
        <CheckboxField
          meta={fields.isActive}
          label="Active"
          description="Listed on the careers board and open to applications until the deadline."
        />
        <CheckboxField
          meta={fields.isFeatured}
          label="Featured"
          description="Shown first on the careers board with a Featured badge."
        />
      </Section>

      <Section title="Search and sharing">
        <OptionalText meta={fields.metaTitle} />
        <OptionalText meta={fields.keywords} />
        <TextareaField
          meta={fields.metaDescription}
          label="Meta description"
          required={false}
          description="Empty: the start of the description."
          rows={2}
          className={wide}
        />
        <OptionalText meta={fields.ogImage} />
        <OptionalText meta={fields.twitterImage} />
      </Section>

      <Button type="submit" disabled={saving}>
        {saving ? "Saving..." : submitLabel}
      </Button>
    </ServerCheckedForm>
  );
}
