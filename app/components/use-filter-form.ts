import { type FormEvent, useEffect, useRef } from "react";
import { useSubmit } from "react-router";

const searchDelayMs = 350;

/**
 * Progressive enhancement of a GET filter form. Without JavaScript the form submits as it is.
 * With it, typing in the search field updates the URL after a short pause (replacing the history
 * entry), any other field applies at once, and empty or 'all' values are left out of the URL.
 * `values` (from the URL) are written back into the fields on back/forward, except the field
 * being edited. `onApply` hears which field the visitor changed. Returns the form's props.
 */
export function useFilterForm({
  action,
  values,
  onApply,
}: {
  action: string;
  values: Record<string, string>;
  onApply?: (field: string) => void;
}) {
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const serialized = JSON.stringify(values);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const [name, value] of Object.entries(JSON.parse(serialized) as Record<string, string>)) {
      const field = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
      if (field && field !== document.activeElement && field.value !== value) field.value = value;
    }
  }, [serialized]);

  useEffect(() => () => clearTimeout(timer.current), []);

  function apply(form: HTMLFormElement, field: string, replace: boolean) {
    clearTimeout(timer.current);
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      const trimmed = typeof value === "string" ? value.trim() : "";
      if (trimmed && trimmed !== "all") params.set(name, trimmed);
    }
    onApply?.(field);
    submit(params, { method: "get", action, replace, preventScrollReset: true });
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const field = (event.target as HTMLElement).getAttribute("name") ?? "";
    if (field === "q") {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => apply(form, field, true), searchDelayMs);
    } else {
      apply(form, field, false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(event.currentTarget, "q", false);
  }

  // The same form works on a static page, where the live-results island runs it.
  return {
    ref: formRef,
    onChange,
    onSubmit,
    method: "get" as const,
    action,
    "data-live-form": "",
    "data-island": "live-results",
  };
}

/**
 * The analytics event to record once the results of a visitor's change have loaded, by the field
 * changed: [event name, properties]. A hydrated page sends it through `useAfterResults`; a static
 * page's results carry it as JSON in `data-live-events` for the live-results island.
 */
export type ResultEvents = Partial<Record<string, [string, Record<string, unknown>]>>;

/**
 * Sends analytics once the results of a visitor's change have loaded: call `expect(field)` when
 * the visitor applies a change; `send(field)` runs after the next loader data arrives. Nothing is
 * sent for the first render or for navigation the visitor did not start from the form.
 */
export function useAfterResults(results: unknown, send: (field: string) => void) {
  const pending = useRef<string | null>(null);
  const sendRef = useRef(send);
  sendRef.current = send;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when new results arrive
  useEffect(() => {
    const field = pending.current;
    if (field === null) return;
    pending.current = null;
    sendRef.current(field);
  }, [results]);
  return (field: string) => {
    pending.current = field;
  };
}
