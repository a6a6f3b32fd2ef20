import type { SubmissionResult } from "@conform-to/react";
import { type FormEvent, useState } from "react";
import { serverCheckedForm } from "./server-checked-form";

/** A form's check in the browser: each failing field's messages, by name ("" is the form). */
export type BrowserCheck = (data: FormData) => Record<string, string[]>;

interface LiveErrors {
  /** The server's reply these errors were found after: a new reply replaces them. */
  after: unknown;
  errors: Record<string, string[]>;
  /** Changes on each refused submission, so `ServerCheckedForm` moves the focus again. */
  refusal: { error: Record<string, string[]> };
}

/**
 * `serverCheckedForm` with small hand-written checks in the browser (no form library, no schema):
 * a submission the `check` refuses is not sent, its messages show next to the fields and the
 * first field in error takes the focus; from then on the messages follow what is typed. The
 * server checks again with the schema and stays the authority. `formProps` go to
 * `ServerCheckedForm` (with `noValidate`: the messages are the page's own, not the browser's).
 */
export function useBrowserCheckedForm<Name extends string>(
  id: string,
  names: readonly Name[],
  lastResult: SubmissionResult<string[]> | undefined,
  check: BrowserCheck,
) {
  const [live, setLive] = useState<LiveErrors | null>(null);
  const current = live?.after === lastResult ? live : null;
  const { form, fields } = serverCheckedForm(
    id,
    names,
    current ? { ...lastResult, status: "error", error: current.errors } : lastResult,
  );
  const errorsIn = (target: HTMLFormElement) => {
    const errors = check(new FormData(target));
    return Object.keys(errors).length > 0 ? errors : null;
  };
  return {
    fields,
    /** For `ServerCheckedForm`: the form, its checks, and no browser messages of its own. */
    formProps: {
      form: { ...form, lastResult: current ? current.refusal : lastResult },
      noValidate: true,
      onSubmit: checkSubmission,
      onInput: recheck,
    },
  };
  function checkSubmission(event: FormEvent<HTMLFormElement>) {
    const errors = errorsIn(event.currentTarget);
    if (!errors) return;
    event.preventDefault();
    setLive({ after: lastResult, errors, refusal: { error: errors } });
  }
  function recheck(event: FormEvent<HTMLFormElement>) {
    if (!current) return;
    setLive({ ...current, errors: errorsIn(event.currentTarget) ?? {} });
  }
}
