import { parse, type Submission } from "@conform-to/react";

/** Field errors as a feature's own checks give them: at most one message per field. */
export type FieldMessages = Partial<Record<string, string>>;

/** One message per field as Conform's error lists, fields without a message left out. */
export function errorLists(fieldErrors: FieldMessages): Record<string, string[]> {
  const error: Record<string, string[]> = {};
  for (const [name, message] of Object.entries(fieldErrors)) {
    if (message) error[name] = [message];
  }
  return error;
}

/**
 * A form's check in the browser by a feature's own rules (the endpoint's, shared), for
 * `useForm({ onValidate })`: the rules' field errors, or the payload as the value.
 */
export function validateWithRules<Value extends Record<string, unknown>>(
  formData: FormData,
  rules: (fields: Record<string, unknown>) => FieldMessages | undefined,
): Submission<Value, string[]> {
  return parse(formData, {
    resolve(payload) {
      const fieldErrors = rules(payload);
      return fieldErrors ? { error: errorLists(fieldErrors) } : { value: payload as Value };
    },
  });
}

/**
 * Whether a form's submit event is the visitor's (a button, Enter), not Conform's: Conform
 * revalidates a field as it changes by submitting the form with a hidden `__intent__` button.
 */
export function isVisitorSubmit(event: { nativeEvent: Event }): boolean {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  return submitter?.getAttribute("name") !== "__intent__";
}
