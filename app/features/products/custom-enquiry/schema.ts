import { z } from "zod";
import { isValidEmail, normalizeEmail } from "~/features/forms/email";
import { firstIssuePerField } from "~/lib/first-issue-per-field";
import {
  budgets,
  type CustomEnquiry,
  customEnquiryLimits,
  platforms,
  projectTypes,
  timelines,
} from "./options";

const values = <T extends { value: string }>(choices: readonly T[]) =>
  choices.map((choice) => choice.value) as [T["value"], ...T["value"][]];

const required = (message: string) => z.string().trim().min(1, message);

/**
 * The server's rules for the enquiry. The browser only checks required fields (spec section 5);
 * this schema also rejects unknown choices and over-long text, answering with field errors.
 */
export const customEnquirySchema = z.object({
  name: required("Please enter your full name.").max(
    customEnquiryLimits.name,
    `Please keep the name under ${customEnquiryLimits.name} characters.`,
  ),
  email: required("Please enter your email address.")
    .refine(isValidEmail, "Please enter a valid email address.")
    .transform(normalizeEmail),
  company: z
    .string()
    .trim()
    .max(
      customEnquiryLimits.company,
      `Please keep the company under ${customEnquiryLimits.company} characters.`,
    )
    .default(""),
  projectType: z.enum(values(projectTypes), "Please choose a project type."),
  platforms: z
    .array(z.enum(values(platforms), "Please choose platforms from the list."))
    .max(platforms.length)
    .transform((ids) => [...new Set(ids)]),
  budget: z.union([z.literal(""), z.enum(values(budgets))], "Please choose a budget.").default(""),
  timeline: z
    .union([z.literal(""), z.enum(values(timelines))], "Please choose a timeline.")
    .default(""),
  requirements: required("Please describe your project requirements.").max(
    customEnquiryLimits.requirements,
    `Please keep the requirements under ${customEnquiryLimits.requirements} characters.`,
  ),
}) satisfies z.ZodType<CustomEnquiry, unknown>;

export type CustomEnquiryField = keyof CustomEnquiry;

/** The posted form as the schema reads it: text fields as strings, platforms as a list. */
export function enquiryFieldsFrom(form: FormData): Record<string, unknown> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  return {
    name: text("name") ?? "",
    email: text("email") ?? "",
    company: text("company"),
    projectType: text("projectType") ?? "",
    platforms: form.getAll("platforms").filter((value) => typeof value === "string"),
    budget: text("budget"),
    timeline: text("timeline"),
    requirements: text("requirements") ?? "",
  };
}

export type EnquiryValidation =
  | { ok: true; value: CustomEnquiry }
  | { ok: false; fieldErrors: Partial<Record<CustomEnquiryField, string>> };

export function validateCustomEnquiry(fields: Record<string, unknown>): EnquiryValidation {
  const result = customEnquirySchema.safeParse(fields);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, fieldErrors: firstIssuePerField<CustomEnquiryField>(result.error.issues) };
}
