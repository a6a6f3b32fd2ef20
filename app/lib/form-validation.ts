import { parse, type Submission } from "@conform-to/react";
import { type $ZodType, safeParse } from "zod/v4/core";

/** Empty text (and an empty file input) is no value, as @conform-to/zod's coercion treats it. */
function withoutEmpty(value: unknown): unknown {
  if (value === "") return undefined;
  if (typeof File !== "undefined" && value instanceof File && !value.name && !value.size) {
    return undefined;
  }
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (value && typeof value === "object" && !(value instanceof Blob)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withoutEmpty(item)]),
    );
  }
  return value;
}

/** Conform's field name for an issue path: `items[0].title`; "" is the form itself. */
function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>((name, key) => {
    if (typeof key === "number") return `${name}[${key}]`;
    return name ? `${name}.${String(key)}` : String(key);
  }, "");
}

/**
 * A form's check in the browser, for `useForm({ onValidate })`, with the schema the server
 * parses with `parseWithZod`. Written for `zod/mini` schemas: it needs only zod's core, not
 * @conform-to/zod, whose coercion would bring classic zod into the browser (ADR 042).
 */
export function validateInBrowser<Output>(
  formData: FormData,
  schema: $ZodType<Output>,
): Submission<Output, string[]> {
  return parse(formData, {
    resolve(payload) {
      const result = safeParse(schema, withoutEmpty(payload));
      if (result.success) return { value: result.data };
      const error: Record<string, string[]> = {};
      for (const issue of result.error.issues) {
        const name = fieldName(issue.path);
        error[name] = [...(error[name] ?? []), issue.message];
      }
      return { error };
    },
  });
}
