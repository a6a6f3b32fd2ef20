/**
 * Profile data rules, shared by the browser (instant feedback) and the server (the authority):
 * one zod schema per item, and the list rules for skills, technologies and responsibilities.
 */
import * as z from "zod/mini";
import type {
  EducationItem,
  ExperienceItem,
  ProjectItem,
  SocialLinks,
} from "../../../db/schema/careers.ts";

export { addToList, listLimits, normalizeList } from "./lists";
export type { EducationItem, ExperienceItem, ProjectItem, SocialLinks };

import { listLimits, normalizeList } from "./lists";

// zod/mini, not zod: the browser checks the forms with these schemas too (ADR 042). Empty text
// arrives as undefined (Conform's coercion), so optional text defaults to "" and "required" is
// the type's message. List fields (chips) are read as they come: one value, several or none.

const tooLong = (max: number) => `Use at most ${max} characters.`;

/** Optional text, trimmed; "" when left empty. Text of the right length must pass `test`. */
const text = (max: number, test?: (value: string) => boolean, message = "") =>
  z._default(
    z.string().check(
      z.trim(),
      z.maxLength(max, { error: tooLong(max), abort: true }),
      z.refine((value) => !test || value === "" || test(value), message),
    ),
    "",
  );

const required = (label: string, max: number) => {
  const message = `${label} is required.`;
  return z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong(max)));
};

/** Months ("2024-03") from month inputs, or full dates; empty means unknown. */
const datePattern = /^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/;
const dateText = text(20, (value) => datePattern.test(value), "Enter a date as YYYY-MM.");

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

const httpUrl = text(300, isWebAddress, "Enter a full web address starting with https://");

/** "on" (a checked box) and "true" mean checked. */
const checkbox = z.pipe(
  z.optional(z.string()),
  z.transform((value) => value === "on" || value === "true"),
);

/** The spec's rule: a whole number, 0 when missing or not a number (never negative). */
export function parseTeamSize(value: unknown): number {
  const parsed = Number.parseInt(String(value ?? ""), 10);
  if (!Number.isFinite(parsed) || parsed < 0) return 0;
  return Math.min(parsed, 100_000);
}

/**
 * A list's entries: one value per chip (or ticked box without JavaScript), then those typed in
 * its text box (`<name>_new`), several separated by `separator`; normalised.
 */
function listOf(chips: unknown, typed: unknown, separator: string | RegExp, maxLength?: number) {
  const entries = [chips, typeof typed === "string" ? typed.split(separator) : []].flat();
  return normalizeList(entries, { maxLength });
}

/** The raw values of a list field, read by `listOf`. */
const chips = z.optional(z.unknown());

/** The end of a period is not before its start (months compared), unless it is current. */
const endNotBeforeStart = (start: string, end: string) =>
  z.refine<Record<string, unknown>>(
    (item) => {
      const [from, to] = [String(item[start]), String(item[end])];
      const dated = datePattern.test(from) && datePattern.test(to);
      return item.current === true || !dated || to.slice(0, 7) >= from.slice(0, 7);
    },
    { message: "The end date is before the start date.", path: [end] },
  );

export const basicInfoSchema = z.pipe(
  z.object({
    first_name: text(100),
    last_name: text(100),
    email: text(254, (value) => z.regexes.email.test(value), "Enter a valid email address."),
    phone: text(40, (value) => /^[+()\d\s.-]{5,}$/.test(value), "Enter a valid phone number."),
    location: text(120),
    bio: text(2000),
    skills: chips,
    skills_new: chips,
    linkedin: httpUrl,
    github: httpUrl,
  }),
  z.transform(({ skills, skills_new, ...info }) => ({
    ...info,
    skills: listOf(skills, skills_new, ","),
  })),
);
export type BasicInfoInput = z.output<typeof basicInfoSchema>;

export const projectSchema = z.pipe(
  z
    .object({
      title: required("Project title", 150),
      client: text(150),
      duration_start: dateText,
      duration_end: dateText,
      role: required("Role", 120),
      team_size: z.pipe(
        z.optional(z.string()),
        z.transform((value) => parseTeamSize(value)),
      ),
      technologies: chips,
      technologies_new: chips,
      overview: required("Overview", 4000),
      responsibilities: chips,
      responsibilities_new: chips,
      is_public: checkbox,
    })
    .check(endNotBeforeStart("duration_start", "duration_end")),
  z.transform(
    ({ technologies, technologies_new, responsibilities, responsibilities_new, ...project }) => ({
      ...project,
      technologies: listOf(technologies, technologies_new, ","),
      responsibilities: listOf(
        responsibilities,
        responsibilities_new,
        /\r?\n/,
        listLimits.responsibilityLength,
      ),
    }),
  ),
);
export type ProjectInput = z.output<typeof projectSchema>;

export const experienceSchema = z.pipe(
  z
    .object({
      company: required("Company", 150),
      position: required("Position", 150),
      start_date: dateText,
      end_date: dateText,
      current: checkbox,
      description: text(4000),
      skills_used: chips,
      skills_used_new: chips,
    })
    .check(endNotBeforeStart("start_date", "end_date")),
  z.transform(({ skills_used, skills_used_new, ...item }) => ({
    ...item,
    end_date: item.current ? "" : item.end_date,
    skills_used: listOf(skills_used, skills_used_new, ","),
  })),
);
export type ExperienceInput = z.output<typeof experienceSchema>;

export const educationSchema = z.pipe(
  z
    .object({
      institution: required("Institution", 200),
      degree: required("Degree", 150),
      field_of_study: text(150),
      start_date: dateText,
      end_date: dateText,
      current: checkbox,
      gpa: text(20),
    })
    .check(endNotBeforeStart("start_date", "end_date")),
  z.transform((item) => ({ ...item, end_date: item.current ? "" : item.end_date })),
);
export type EducationInput = z.output<typeof educationSchema>;
