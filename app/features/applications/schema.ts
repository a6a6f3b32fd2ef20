import * as z from "zod/mini";
import { isHttpUrl } from "~/lib/http-url";
import { applicationMessages } from "./messages";

// The action checks the form with this schema; the browser does not load it (the form is server
// checked, ADR 042). Empty text arrives as undefined, so a required field's message is its type's.
const requiredMessage = "This field is required.";
const tooLong = (max: number) => z.maxLength(max, `Use at most ${max} characters.`);
const required = (max: number) =>
  z
    .string({ error: requiredMessage })
    .check(z.trim(), z.minLength(1, requiredMessage), tooLong(max));
const optional = (max: number) => z.optional(z.string().check(z.trim(), tooLong(max)));
const requiredFields = ["full_name", "email", "cover_letter"] as const;

/** The application form (spec: full name, email and cover letter required; phone, resume optional). */
export const applicationSchema = z
  .object({
    full_name: required(150),
    email: z.pipe(required(254), z.email({ error: "Enter a valid email address." })),
    phone: z.optional(
      z
        .string()
        .check(
          z.trim(),
          tooLong(40),
          z.regex(/^([+()\d\s.-]{5,})?$/, "Enter a valid phone number."),
        ),
    ),
    cover_letter: required(10_000),
    resume_url: optional(500).check(
      z.refine((value) => !value || isHttpUrl(value), {
        error: "Enter a full web address starting with https://",
      }),
    ),
    /** Optional: stored as the profile's resume, which the application then uses. */
    resume_file: z.optional(z.file()),
  })
  .check(
    // The spec's message above the form when a required field is blank, next to the fields'.
    z.refine<Record<string, unknown>>(
      (values) =>
        requiredFields.every((field) => {
          const value = values[field];
          return typeof value === "string" && value.trim() !== "";
        }),
      { error: applicationMessages.required, path: [], when: () => true },
    ),
  );
export type ApplicationInput = z.infer<typeof applicationSchema>;
