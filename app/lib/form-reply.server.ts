import { parse, type SubmissionResult } from "@conform-to/react";

/** Field errors as a feature's own checks give them: at most one message per field. */
export type FieldMessages = Partial<Record<string, string>>;

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
  const error: Record<string, string[]> = {};
  for (const [name, message] of Object.entries(fieldErrors)) {
    if (message) error[name] = [message];
  }
  return parse(formData, { resolve: () => ({ error }) }).reply({
    formErrors: formError ? [formError] : [],
    hideFields,
  });
}
