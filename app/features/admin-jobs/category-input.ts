import { z } from "zod";
import { slugify } from "~/lib/slugify";

export type CategoryField = "name" | "description" | "color";

export interface CategoryInput {
  name: string;
  description: string | null;
  color: string;
}

export interface CategoryFormValues {
  name: string;
  description: string;
  color: string;
}

export type CategoryInputResult =
  | { ok: true; category: CategoryInput }
  | { ok: false; fieldErrors: Partial<Record<CategoryField, string>> };

export function categoryFormValues(form: FormData): CategoryFormValues {
  const text = (name: CategoryField) => String(form.get(name) ?? "");
  return { name: text("name"), description: text("description"), color: text("color") };
}

const categorySchema = z.object({
  name: z
    .string()
    .trim()
    .transform((name) => name.replace(/\s+/g, " "))
    .pipe(
      z
        .string()
        .min(1, "Please enter a name.")
        .max(60, "Keep the name under 61 characters.")
        .refine((name) => slugify(name) !== "", "The name needs letters or digits."),
    ),
  description: z
    .string()
    .trim()
    .max(300, "Keep the description under 301 characters.")
    .transform((value) => value || null),
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-f]{6}$/i, "Please choose a colour (#rrggbb).")
    .transform((value) => value.toLowerCase()),
});

export function parseCategoryInput(values: CategoryFormValues): CategoryInputResult {
  const parsed = categorySchema.safeParse(values);
  if (parsed.success) return { ok: true, category: parsed.data };
  const fieldErrors: Partial<Record<CategoryField, string>> = {};
  for (const issue of parsed.error.issues) {
    fieldErrors[issue.path[0] as CategoryField] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}
