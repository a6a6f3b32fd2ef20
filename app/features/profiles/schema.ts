/**
 * Profile data rules, shared by the browser (instant feedback) and the server (the authority):
 * one zod schema per item, and the list rules for skills, technologies and responsibilities.
 */
import { z } from "zod";
import type {
  EducationItem,
  ExperienceItem,
  ProjectItem,
  SocialLinks,
} from "../../../db/schema/careers.ts";

export type { EducationItem, ExperienceItem, ProjectItem, SocialLinks };

export const listLimits: {
  tagLength: number;
  tags: number;
  responsibilityLength: number;
  experience: number;
  projects: number;
  education: number;
} = {
  /** Longest single skill, technology or tag. */
  tagLength: 60,
  /** Most entries in one list of tags. */
  tags: 50,
  responsibilityLength: 300,
  experience: 30,
  projects: 30,
  education: 20,
};

/**
 * The spec's list rule: trimmed, non-empty, no duplicates (letter case ignored, the first
 * spelling wins), at most `max` entries of at most `maxLength` characters.
 */
export function normalizeList(
  values: ReadonlyArray<unknown>,
  { max = listLimits.tags, maxLength = listLimits.tagLength } = {},
): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values) {
    if (typeof value !== "string") continue;
    const trimmed = value.replace(/\s+/g, " ").trim().slice(0, maxLength).trim();
    const key = trimmed.toLowerCase();
    if (!trimmed || seen.has(key)) continue;
    seen.add(key);
    out.push(trimmed);
    if (out.length >= max) break;
  }
  return out;
}

/** Adds one entry typed into a list input; the list stays normalised. */
export function addToList(list: readonly string[], value: string, maxLength?: number): string[] {
  return normalizeList([...list, value], { maxLength, max: Number.POSITIVE_INFINITY });
}

/** Text that may be missing from a post (read as empty). */
const blankable = z.preprocess((value) => (typeof value === "string" ? value : ""), z.string());
const text = (max: number) =>
  blankable.pipe(z.string().trim().max(max, `Use at most ${max} characters.`));
const required = (label: string, max: number) =>
  blankable.pipe(
    z.string().trim().min(1, `${label} is required.`).max(max, `Use at most ${max} characters.`),
  );

/** Months ("2024-03") from month inputs, or full dates; empty means unknown. */
const dateText = blankable
  .pipe(z.string().trim())
  .refine(
    (value) => value === "" || /^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/.test(value),
    {
      message: "Enter a date as YYYY-MM.",
    },
  );

const httpUrl = blankable.pipe(z.string().trim().max(300, "Use at most 300 characters.")).refine(
  (value) => {
    if (value === "") return true;
    try {
      const url = new URL(value);
      return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
    } catch {
      return false;
    }
  },
  { message: "Enter a full web address starting with https://" },
);

const stringArray = z.preprocess(
  (value) => (Array.isArray(value) ? value : []),
  z.array(z.unknown()),
);
const tagList = stringArray.transform((values) => normalizeList(values));
const responsibilityList = stringArray.transform((values) =>
  normalizeList(values, { maxLength: listLimits.responsibilityLength }),
);

/** "on", "true" and true mean checked (form posts send "on"). */
const checkbox = z.preprocess(
  (value) => value === true || value === "on" || value === "true",
  z.boolean(),
);

/** The spec's rule: a whole number, 0 when missing or not a number (never negative). */
export function parseTeamSize(value: unknown): number {
  const parsed = Number.parseInt(String(value ?? ""), 10);
  if (!Number.isFinite(parsed) || parsed < 0) return 0;
  return Math.min(parsed, 100_000);
}

function endNotBeforeStart(
  item: { start: string; end: string; current: boolean },
  ctx: z.RefinementCtx,
  path: string,
) {
  if (!item.current && item.start && item.end && item.end.slice(0, 7) < item.start.slice(0, 7)) {
    ctx.addIssue({
      code: "custom",
      path: [path],
      message: "The end date is before the start date.",
    });
  }
}

export const basicInfoSchema = z.object({
  first_name: text(100),
  last_name: text(100),
  email: text(254).refine((value) => value === "" || z.email().safeParse(value).success, {
    message: "Enter a valid email address.",
  }),
  phone: text(40).refine((value) => value === "" || /^[+()\d\s.-]{5,}$/.test(value), {
    message: "Enter a valid phone number.",
  }),
  location: text(120),
  bio: text(2000),
  skills: tagList,
  linkedin: httpUrl,
  github: httpUrl,
});
export type BasicInfoInput = z.infer<typeof basicInfoSchema>;

export const projectSchema = z
  .object({
    title: required("Project title", 150),
    client: text(150),
    duration_start: dateText,
    duration_end: dateText,
    role: required("Role", 120),
    team_size: z.preprocess(parseTeamSize, z.number().int()),
    technologies: tagList,
    overview: required("Overview", 4000),
    responsibilities: responsibilityList,
    is_public: checkbox,
  })
  .superRefine((item, ctx) =>
    endNotBeforeStart(
      { start: item.duration_start, end: item.duration_end, current: false },
      ctx,
      "duration_end",
    ),
  );
export type ProjectInput = z.infer<typeof projectSchema>;

export const experienceSchema = z
  .object({
    company: required("Company", 150),
    position: required("Position", 150),
    start_date: dateText,
    end_date: dateText,
    current: checkbox,
    description: text(4000),
    skills_used: tagList,
  })
  .superRefine((item, ctx) =>
    endNotBeforeStart(
      { start: item.start_date, end: item.end_date, current: item.current },
      ctx,
      "end_date",
    ),
  )
  .transform((item) => ({ ...item, end_date: item.current ? "" : item.end_date }));
export type ExperienceInput = z.infer<typeof experienceSchema>;

export const educationSchema = z
  .object({
    institution: required("Institution", 200),
    degree: required("Degree", 150),
    field_of_study: text(150),
    start_date: dateText,
    end_date: dateText,
    current: checkbox,
    gpa: text(20),
  })
  .superRefine((item, ctx) =>
    endNotBeforeStart(
      { start: item.start_date, end: item.end_date, current: item.current },
      ctx,
      "end_date",
    ),
  )
  .transform((item) => ({ ...item, end_date: item.current ? "" : item.end_date }));
export type EducationInput = z.infer<typeof educationSchema>;

export type FieldErrors = Record<string, string>;

/** The first message per field, keyed by the field's name. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * Reads a form post into a plain object for a schema: list fields from all their values (chips
 * post one value each; the text box of a list, `<name>_new`, may hold several separated by commas
 * when JavaScript is off), everything else as a single string.
 */
export function formToObject(
  form: FormData,
  fields: readonly string[],
  lists: readonly string[] = [],
): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const field of fields) {
    const value = form.get(field);
    object[field] = typeof value === "string" ? value : undefined;
  }
  for (const list of lists) {
    const values = form.getAll(list).filter((value): value is string => typeof value === "string");
    const typed = form.get(`${list}_new`);
    const extra =
      typeof typed === "string"
        ? list === "responsibilities"
          ? typed.split(/\r?\n/)
          : typed.split(",")
        : [];
    object[list] = [...values, ...extra];
  }
  return object;
}

export const basicInfoFields = [
  "first_name",
  "last_name",
  "email",
  "phone",
  "location",
  "bio",
  "linkedin",
  "github",
] as const;
export const experienceFields = [
  "company",
  "position",
  "start_date",
  "end_date",
  "current",
  "description",
] as const;
export const projectFields = [
  "title",
  "client",
  "duration_start",
  "duration_end",
  "role",
  "team_size",
  "overview",
  "is_public",
] as const;
export const educationFields = [
  "institution",
  "degree",
  "field_of_study",
  "start_date",
  "end_date",
  "current",
  "gpa",
] as const;
