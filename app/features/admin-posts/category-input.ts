import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { slugify } from "~/lib/slugify";

// Conform reads empty text as no value: the type's message is the "required" one. One message
// per field: a name of spaces stops at the first check.
const postCategorySchema = z.object({
  name: z
    .string({ error: "Enter a name." })
    .trim()
    .min(1, { error: "Enter a name.", abort: true })
    .max(80, { error: "Name must be at most 80 characters.", abort: true })
    .refine((name) => slugify(name) !== "", "The name needs at least one letter or digit."),
  color: z
    .string()
    .trim()
    .refine((value) => !value || /^#[0-9a-f]{6}$/i.test(value), "Use a colour like #2563eb.")
    .optional()
    .transform((value) => value?.toLowerCase() || null),
  description: z
    .string()
    .trim()
    .max(500, "Description must be at most 500 characters.")
    .optional()
    .transform((value) => value || null),
});

export type PostCategoryInput = z.output<typeof postCategorySchema>;

/** Checks a posted post-category form; its `reply()` carries the errors and typed values back. */
export function parsePostCategoryForm(form: FormData) {
  return parseWithZod(form, { schema: postCategorySchema });
}
