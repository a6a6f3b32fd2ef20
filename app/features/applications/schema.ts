import { z } from "zod";

export const applicationMessages = {
  required: "Please fill in all required fields.",
  loginRequired: "Please log in to apply for this job.",
  verificationRequired:
    "Please confirm your email address before you apply: we send everything about your application there.",
  notAuthenticated: "User not authenticated",
  duplicate: "You have already applied for this job.",
  failed: "Failed to submit application. Please try again.",
  success: "Application submitted successfully! We'll get back to you within 48 hours.",
  jobMissing: "The job you're trying to apply for doesn't exist or has been removed.",
} as const;

const text = (max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value : ""),
    z.string().trim().max(max, `Use at most ${max} characters.`),
  );

/** The application form (spec: full name, email and cover letter required; phone, resume optional). */
export const applicationSchema = z
  .object({
    full_name: text(150),
    email: text(254),
    phone: text(40),
    cover_letter: text(10_000),
    resume_url: text(500),
  })
  .superRefine((value, ctx) => {
    for (const field of ["full_name", "email", "cover_letter"] as const) {
      if (!value[field]) ctx.addIssue({ code: "custom", path: [field], message: "Required" });
    }
    if (value.email && !z.email().safeParse(value.email).success) {
      ctx.addIssue({ code: "custom", path: ["email"], message: "Enter a valid email address." });
    }
    if (value.phone && !/^[+()\d\s.-]{5,}$/.test(value.phone)) {
      ctx.addIssue({ code: "custom", path: ["phone"], message: "Enter a valid phone number." });
    }
    if (value.resume_url && !isHttpUrl(value.resume_url)) {
      ctx.addIssue({
        code: "custom",
        path: ["resume_url"],
        message: "Enter a full web address starting with https://",
      });
    }
  });
export type ApplicationInput = z.infer<typeof applicationSchema>;

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

export const applicationFields = [
  "full_name",
  "email",
  "phone",
  "cover_letter",
  "resume_url",
] as const;

/**
 * Validation result with the spec's summary message when a required field is blank, and the
 * field-level message next to each field.
 */
export function parseApplication(
  values: Record<string, unknown>,
):
  | { ok: true; data: ApplicationInput }
  | { ok: false; error: string; fieldErrors: Record<string, string> } {
  const result = applicationSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: Record<string, string> = {};
  let missing = false;
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]);
    if (issue.message === "Required") {
      missing = true;
      fieldErrors[key] ??= "This field is required.";
    } else {
      fieldErrors[key] ??= issue.message;
    }
  }
  return {
    ok: false,
    error: missing ? applicationMessages.required : "Please correct the highlighted fields.",
    fieldErrors,
  };
}
