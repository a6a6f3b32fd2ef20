import { z } from "zod";
import { applicationStatusList } from "~/features/applications/status";

export const noteMaxLength = 1000;

/** The status form as posted: the status the page showed, the new one and an optional note. */
const statusFormSchema = z.object({
  expectedStatus: z.enum(applicationStatusList, "Reload the page and try again."),
  status: z.enum(applicationStatusList, "Choose a status."),
  note: z.preprocess(
    (value) => (typeof value === "string" ? value : ""),
    z.string().trim().max(noteMaxLength, `Use at most ${noteMaxLength} characters.`),
  ),
});

export type StatusFormInput = z.infer<typeof statusFormSchema>;

export type StatusFormParse =
  | { ok: true; data: StatusFormInput }
  | { ok: false; fieldErrors: Partial<Record<keyof StatusFormInput, string>> };

export function parseStatusForm(form: FormData): StatusFormParse {
  const result = statusFormSchema.safeParse({
    expectedStatus: form.get("expectedStatus"),
    status: form.get("status"),
    note: form.get("note"),
  });
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: Partial<Record<keyof StatusFormInput, string>> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof StatusFormInput;
    fieldErrors[key] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}
