import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { slugify } from "~/lib/slugify";
import { categoryLimits } from "./categories";

// Conform reads empty text as no value: the type's message is the "required" one. One message
// per field: a name of spaces stops at the first check.
const categorySchema = z.object({
  name: z
    .string({ error: "Enter a name." })
    .trim()
    // "Cloud   & DevOps" and "Cloud & DevOps" would look the same in a list.
    .transform((name) => name.replace(/\s+/g, " "))
    .pipe(
      // Conform's coercion reaches in here too: a name of spaces arrives as no value.
      z
        .string({ error: "Enter a name." })
        .min(1, { error: "Enter a name.", abort: true })
        .max(categoryLimits.name, {
          error: `Name must be at most ${categoryLimits.name} characters.`,
          abort: true,
        })
        .refine((name) => slugify(name) !== "", "The name needs at least one letter or digit."),
    ),
  // A category without a colour shows in the default grey (spec part 3).
  color: z
    .string()
    .trim()
    .refine((value) => !value || /^#[0-9a-f]{6}$/i.test(value), "Use a colour like #2563eb.")
    .optional()
    .transform((value) => value?.toLowerCase() || null),
  description: z
    .string()
    .trim()
    .max(
      categoryLimits.description,
      `Description must be at most ${categoryLimits.description} characters.`,
    )
    .optional()
    .transform((value) => value || null),
});

export type CategoryInput = z.output<typeof categorySchema>;
export type CategoryField = keyof CategoryInput;

/** Checks a posted job or post category form; its `reply()` carries the errors and values back. */
export function parseCategoryForm(form: FormData) {
  return parseWithZod(form, { schema: categorySchema });
}
