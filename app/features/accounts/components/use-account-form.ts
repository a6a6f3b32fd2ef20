import { type FormEvent, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import type { FieldErrors, Validation } from "../schemas";
import { fieldId } from "./field";

/** What the account actions answer: success, or a form error and/or field errors. */
export type FormResult<Success extends object = object> =
  | ({ ok: true } & Success)
  | { ok: false; error: string | null; fieldErrors: FieldErrors };

type Failure = Extract<FormResult, { ok: false }>;

export interface AccountFormOptions<Result extends FormResult> {
  /** Prefix of the fields' element ids (see Field). */
  idPrefix: string;
  /** Field names in the order the form shows them, to focus the first one in error. */
  fields: readonly string[];
  /** The same validation the action runs; a failing form is not sent. */
  validate: (form: FormData) => Validation<object>;
  /** The action's answer to a submission without JavaScript (useActionData / actionData). */
  documentResult?: Result;
  /** Called once per answer received through the fetcher (analytics, toasts, navigation). */
  onResult?: (result: Result) => void;
}

/**
 * The behaviour every account form shares: posts through a fetcher with JavaScript and as a plain
 * form without; validates in the browser first (nothing is sent while a field is wrong); shows
 * errors next to their fields and moves focus to the first one, or to the form's alert.
 */
export function useAccountForm<Result extends FormResult>({
  idPrefix,
  fields,
  validate,
  documentResult,
  onResult,
}: AccountFormOptions<Result>) {
  const fetcher = useFetcher<Result>();
  const hydrated = useHydrated();
  const alertRef = useRef<HTMLDivElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const onResultRef = useRef(onResult);
  onResultRef.current = onResult;
  const busy = fetcher.state !== "idle";
  const fetched = fetcher.data as Result | undefined;
  const result = busy ? undefined : (fetched ?? documentResult);
  const failure = result && !result.ok ? (result as Failure) : undefined;
  const errors: FieldErrors = clientErrors ?? failure?.fieldErrors ?? {};
  const formError = clientErrors ? null : (failure?.error ?? null);

  const focusFirst = (fieldErrors: FieldErrors) => {
    const first = fields.find((field) => fieldErrors[field]);
    if (first) document.getElementById(fieldId(idPrefix, first))?.focus();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per answer; focusFirst only reads ids
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetched) return;
    onResultRef.current?.(fetched);
    if (!fetched.ok) {
      const failed = fetched as Failure;
      if (failed.error) alertRef.current?.focus();
      else focusFirst(failed.fieldErrors);
    }
  }, [fetcher.state, fetched]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const validation = validate(new FormData(event.currentTarget));
    if (!validation.ok) {
      event.preventDefault();
      setClientErrors(validation.fieldErrors);
      focusFirst(validation.fieldErrors);
      return;
    }
    setClientErrors(null);
  }

  function clearError(field: string) {
    if (clientErrors?.[field]) setClientErrors({ ...clientErrors, [field]: undefined });
  }

  return {
    fetcher,
    Form: fetcher.Form,
    hydrated,
    busy,
    result,
    errors,
    formError,
    alertRef,
    onSubmit,
    clearError,
    /** Forgets errors shown so far, e.g. when the form is closed. */
    reset: () => setClientErrors(null),
  };
}
