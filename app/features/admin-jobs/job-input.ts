import { z } from "zod";
import {
  type ExperienceLevel,
  experienceLevelValues,
  type JobType,
  jobTypeValues,
  normalizeExperienceLevel,
  type Workplace,
  workplaceValues,
} from "~/features/jobs/labels";
import { firstIssuePerField } from "~/lib/first-issue-per-field";
import { slugify } from "~/lib/slugify";
import { type JobFormField, type JobFormValues, jobFormFields } from "./job-fields";

export { type JobFormField, type JobFormValues, jobFormFields };

/** What a job row holds, checked and normalised. */
export interface JobInput {
  title: string;
  slug: string;
  companyName: string;
  location: string;
  workplaceType: Workplace;
  applicantLocations: string[];
  description: string;
  responsibilities: string[];
  requirements: string[];
  benefits: string[];
  jobType: JobType;
  experienceLevel: ExperienceLevel;
  salaryRange: string | null;
  tags: string[];
  categoryId: string | null;
  isActive: boolean;
  isFeatured: boolean;
  applicationDeadline: Date | null;
  metaTitle: string | null;
  metaDescription: string | null;
  keywords: string[];
  ogImage: string | null;
  twitterImage: string | null;
}

export type FieldErrors = Partial<Record<JobFormField, string>>;

export type JobInputResult = { ok: true; job: JobInput } | { ok: false; fieldErrors: FieldErrors };

/** Reads the form's fields; a missing field is an empty string, a checkbox is on or off. */
export function jobFormValues(form: FormData): JobFormValues {
  const values = Object.fromEntries(
    jobFormFields.map((field) => [field, String(form.get(field) ?? "")]),
  ) as Record<JobFormField, string>;
  return {
    ...values,
    isActive: form.get("isActive") === "on",
    isFeatured: form.get("isFeatured") === "on",
  };
}

/** Trimmed, non-empty, without repeats (compared ignoring case), in the order given. */
function distinct(items: string[]): string[] {
  const seen = new Set<string>();
  return items
    .map((item) => item.trim().replace(/\s+/g, " "))
    .filter((item) => {
      const key = item.toLowerCase();
      if (!item || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

export const splitLines = (text: string) => distinct(text.split(/\r?\n/));
export const splitCommas = (text: string) => distinct(text.split(","));

const required = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Please enter the ${label}.`)
    .max(max, `Keep the ${label} under ${max + 1} characters.`);

const optional = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `Keep the ${label} under ${max + 1} characters.`)
    .transform((value) => value || null);

const list = (
  split: (text: string) => string[],
  label: string,
  maxItems: number,
  maxLength: number,
) =>
  z
    .string()
    .transform(split)
    .refine((items) => items.length <= maxItems, `Keep to ${maxItems} ${label} or fewer.`)
    .refine(
      (items) => items.every((item) => item.length <= maxLength),
      `Keep each of the ${label} under ${maxLength + 1} characters.`,
    );

/** A path on this site ("/images/x.png") or an https address. */
function isImageAddress(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && !value.includes("\\");
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

const image = (label: string) =>
  optional(label, 500).refine(
    (value) => value === null || isImageAddress(value),
    "Use a path on this site (starting with /) or an https:// address.",
  );

const choice = <T extends string>(values: readonly [T, ...T[]], message: string) =>
  z.enum(values, { error: message });

const slugMaxLength = 200;

const jobSchema = z.object({
  title: required("title", 200),
  slug: z.string(),
  companyName: required("company name", 200),
  location: required("location", 200),
  workplaceType: choice(workplaceValues, "Please choose where the work happens."),
  applicantLocations: list(splitLines, "applicant locations", 50, 100),
  description: required("description", 20_000),
  responsibilities: list(splitLines, "responsibilities", 50, 500),
  requirements: list(splitLines, "requirements", 50, 500),
  benefits: list(splitLines, "benefits", 50, 500),
  jobType: choice(jobTypeValues, "Please choose a job type."),
  experienceLevel: choice(experienceLevelValues, "Please choose an experience level."),
  salaryRange: optional("salary range", 100),
  tags: list(splitCommas, "tags", 20, 50),
  categoryId: optional("category", 100),
  applicationDeadline: z
    .string()
    .trim()
    .refine((value) => value === "" || parseDeadline(value) !== null, "Please enter a valid date.")
    .transform((value) => (value ? parseDeadline(value) : null)),
  metaTitle: optional("meta title", 120),
  metaDescription: optional("meta description", 300),
  keywords: list(splitCommas, "keywords", 20, 50),
  ogImage: image("Open Graph image"),
  twitterImage: image("Twitter image"),
});

/**
 * A deadline date ("2026-03-31") means applications close at the end of that day (UTC); the
 * job stays open through the whole date.
 */
export function parseDeadline(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T23:59:59.999Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : date;
}

/** The date an input of type date shows for a stored deadline. */
export function deadlineDate(deadline: Date | string | null): string {
  return deadline ? new Date(deadline).toISOString().slice(0, 10) : "";
}

/** Checks the job form; the slug comes from the title when left empty. */
export function parseJobInput(values: JobFormValues, now: Date = new Date()): JobInputResult {
  const parsed = jobSchema.safeParse(values);
  const fieldErrors: FieldErrors = parsed.success
    ? {}
    : firstIssuePerField<JobFormField>(parsed.error.issues);
  const slug = slugify(values.slug.trim() || values.title);
  if (!slug)
    fieldErrors.slug = "The slug needs letters or digits (it comes from the title when empty).";
  else if (slug.length > slugMaxLength)
    fieldErrors.slug = `Keep the slug under ${slugMaxLength + 1} characters.`;
  const deadline = parsed.success ? parsed.data.applicationDeadline : null;
  if (deadline && values.isActive && deadline.getTime() <= now.getTime()) {
    fieldErrors.applicationDeadline =
      "This date has passed: choose a later one, clear it, or untick Active to close the job.";
  }
  if (!parsed.success || Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return {
    ok: true,
    job: { ...parsed.data, slug, isActive: values.isActive, isFeatured: values.isFeatured },
  };
}

/** The form of a new job: active, remote, full-time, everything else empty. */
export const newJobValues: JobFormValues = {
  ...(Object.fromEntries(jobFormFields.map((field) => [field, ""])) as Record<
    JobFormField,
    string
  >),
  workplaceType: "remote",
  jobType: "full-time",
  experienceLevel: "mid",
  isActive: true,
  isFeatured: false,
};

type StoredFields = Omit<JobInput, "applicationDeadline"> & {
  applicationDeadline: Date | string | null;
};

/** A stored job as the form shows it: lists one per line, tags and keywords comma separated. */
export function jobToFormValues(job: StoredFields): JobFormValues {
  return {
    title: job.title,
    slug: job.slug,
    companyName: job.companyName,
    location: job.location,
    workplaceType: job.workplaceType,
    applicantLocations: job.applicantLocations.join("\n"),
    description: job.description,
    responsibilities: job.responsibilities.join("\n"),
    requirements: job.requirements.join("\n"),
    benefits: job.benefits.join("\n"),
    jobType: job.jobType,
    experienceLevel: normalizeExperienceLevel(job.experienceLevel) ?? job.experienceLevel,
    salaryRange: job.salaryRange ?? "",
    tags: job.tags.join(", "),
    categoryId: job.categoryId ?? "",
    applicationDeadline: deadlineDate(job.applicationDeadline),
    metaTitle: job.metaTitle ?? "",
    metaDescription: job.metaDescription ?? "",
    keywords: job.keywords.join(", "),
    ogImage: job.ogImage ?? "",
    twitterImage: job.twitterImage ?? "",
    isActive: job.isActive,
    isFeatured: job.isFeatured,
  };
}
