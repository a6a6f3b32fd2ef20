import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { slugify } from "~/lib/slugify";

export type CategoryField = "name" | "description" | "color";

export interface CategoryFormValues {
  name: string;
  description: string;
  color: string;
}

// Conform reads empty text as no value: the type's message is the "required" one.
const categorySchema = z.object({
  name: z
    .string({ error: "Please enter a name." })
    .trim()
    .transform((name) => name.replace(/\s+/g, " "))
    .pipe(
      // Conform's coercion reaches in here too: a name of spaces arrives as no value.
      z
        .string({ error: "Please enter a name." })
        .max(60, "Keep the name under 61 characters.")
        .refine((name) => slugify(name) !== "", "The name needs letters or digits."),
    ),
  description: z
    .string()
    .trim()
    .max(300, "Keep the description under 301 characters.")
    .optional()
    .transform((value) => value || null),
  color: z
    .string({ error: "Please choose a colour (#rrggbb)." })
    .trim()
    .regex(/^#[0-9a-f]{6}$/i, "Please choose a colour (#rrggbb).")
    .transform((value) => value.toLowerCase()),
});

export type CategoryInput = z.output<typeof categorySchema>;

/** Checks a posted category form; its `reply()` carries the errors and the typed values back. */
export function parseCategoryForm(form: FormData) {
  return parseWithZod(form, { schema: categorySchema });
}
