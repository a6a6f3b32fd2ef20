import type { SubmissionResult } from "@conform-to/react";
import type { FlashToast } from "./flash";
import { errorLists } from "./form-rules";

/**
 * What the form `id` was sent back with after a post without JavaScript (the flash the root
 * loader returns as `toast`), as Conform's `lastResult`: the values typed and each field's
 * message. Undefined when there is none or it is another form's. A module of its own, so that
 * the shell, which reads every flash, does not carry it.
 */
export function flashedResult(
  rootData: unknown,
  id: string,
): SubmissionResult<string[]> | undefined {
  const form = (rootData as { toast?: FlashToast | null } | undefined)?.toast?.form;
  if (form?.id !== id) return undefined;
  return { status: "error", initialValue: form.values, error: errorLists(form.fieldErrors ?? {}) };
}
