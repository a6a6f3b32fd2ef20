import { parse, type SubmissionResult } from "@conform-to/react";
import { errorLists, type FieldMessages } from "./form-rules";

export type { FieldMessages };

/**
 * Conform's answer to a form a feature checked itself (a rule the database decides, a check
 * that needs the saved row): the sent values back, without `hideFields`, the field errors and
 * the form's own message, for `useForm({ lastResult })`.
 */
export function replyWithErrors(
  formData: FormData,
  {
    fieldErrors = {},
    formError,
    hideFields,
  }: { fieldErrors?: FieldMessages; formError?: string; hideFields?: string[] },
): SubmissionResult<string[]> {
  return parse(formData, { resolve: () => ({ error: errorLists(fieldErrors) }) }).reply({
    formErrors: formError ? [formError] : [],
    hideFields,
  });
}
