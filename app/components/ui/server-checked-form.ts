import type { SubmissionResult } from "@conform-to/react";
import type { Meta } from "./field";

/**
 * The metadata of a form checked on the server only, read from the action's last reply: the ids
 * Conform's useForm would give, each field's errors and value (the one sent, else its default),
 * and the form's own errors. Such a page loads none of Conform's form state (about 7 KB brotli)
 * and no schema (ADR 042, 076). The fields go to the kit's ...Field components as useForm's
 * would; `ServerCheckedForm` renders the form and moves the focus when a reply comes back.
 */
export function serverCheckedForm<Name extends string>(
  id: string,
  names: readonly Name[],
  lastResult?: SubmissionResult<string[]>,
  defaultValue?: Partial<Record<Name, unknown>>,
) {
  const errors = lastResult?.error ?? {};
  const values: Record<string, unknown> = lastResult?.initialValue ?? defaultValue ?? {};
  const entries = names.map((name) => {
    const fieldId = `${id}-${name}`;
    const meta = {
      id: fieldId,
      name,
      formId: id,
      errorId: `${fieldId}-error`,
      descriptionId: `${fieldId}-description`,
      errors: errors[name] ?? undefined,
      valid: !errors[name],
      initialValue: values[name],
    };
    // The subset of Conform's field metadata that the kit and getInputProps read.
    return [name, meta as unknown as Meta] as const;
  });
  return {
    form: { id, errors: errors[""] ?? undefined, lastResult },
    fields: Object.fromEntries(entries) as Record<Name, Meta>,
  };
}
