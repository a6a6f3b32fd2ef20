import { EyeIcon, EyeOffIcon } from "lucide-react";
import { type ComponentProps, type ReactNode, type Ref, useEffect, useRef, useState } from "react";
import { PasswordStrengthMeter } from "~/components/ui/password-strength-meter";
import { fieldErrorClass, inputClass, labelClass } from "~/features/forms/styles";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";

export interface FieldProps extends Omit<ComponentProps<"input">, "id" | "name" | "ref"> {
  /** The form field name; the element id is `${idPrefix}-${name}`. */
  name: string;
  idPrefix: string;
  label: string;
  error?: string;
  /** A short rule shown under the field (e.g. the minimum password length). */
  hint?: string;
  /** Something at the end of the label row, e.g. a 'Forgot password?' link. */
  labelAside?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  /** A new password: a strength meter under it, against its `minLength`. */
  strengthMeter?: boolean;
}

/** Ids of a field's input and messages, so errors can be wired and focused from outside. */
export function fieldId(idPrefix: string, name: string) {
  return `${idPrefix}-${name}`;
}

const formEvents = ["submit", "reset"] as const;

/** Gives the input to the caller's ref as well as to ours. */
function assignRef(ref: Ref<HTMLInputElement> | undefined, node: HTMLInputElement | null) {
  if (typeof ref === "function") ref(node);
  else if (ref) ref.current = node;
}

/**
 * A labelled input with its hint and error beside it: the error is announced through
 * aria-describedby and marks the input invalid. Password fields get a show/hide button once
 * JavaScript runs (ASVS 2.1.12): pressing it keeps the focus and the caret where they were, and
 * sending the form hides the password again. A new password can have a strength meter (2.1.8).
 */
export function Field({
  name,
  idPrefix,
  label,
  error,
  hint,
  labelAside,
  inputRef,
  strengthMeter = false,
  type = "text",
  className,
  onChange,
  ...inputProps
}: FieldProps) {
  const hydrated = useHydrated();
  const [revealed, setRevealed] = useState(false);
  const [typed, setTyped] = useState("");
  const input = useRef<HTMLInputElement | null>(null);
  const id = fieldId(idPrefix, name);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  const isPassword = type === "password";

  useEffect(() => {
    const form = input.current?.form;
    if (!isPassword || !form) return;
    // Sending the form hides the password again; emptying the form empties the meter too.
    const onFormEvent = (event: Event) => {
      setRevealed(false);
      if (event.type === "reset") setTyped("");
    };
    for (const type of formEvents) form.addEventListener(type, onFormEvent);
    return () => {
      for (const type of formEvents) form.removeEventListener(type, onFormEvent);
    };
  }, [isPassword]);

  function toggleRevealed() {
    setRevealed((value) => !value);
    const field = input.current;
    const { selectionStart: start, selectionEnd: end } = field ?? {};
    if (!field || field !== document.activeElement || start == null || end == null) return;
    // Changing the input's type moves the caret to the start: back where it was, once changed.
    requestAnimationFrame(() => field.setSelectionRange(start, end));
  }

  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        {labelAside}
      </div>
      <div className="relative">
        <input
          ref={(node) => {
            input.current = node;
            assignRef(inputRef, node);
          }}
          id={id}
          name={name}
          type={isPassword && revealed ? "text" : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(inputClass, "h-11", isPassword && hydrated && "pr-11")}
          onChange={(event) => {
            if (strengthMeter) setTyped(event.target.value);
            onChange?.(event);
          }}
          {...inputProps}
        />
        {isPassword && hydrated ? (
          <button
            type="button"
            onClick={toggleRevealed}
            // A pointer press leaves the focus (and the caret) in the field.
            onMouseDown={(event) => event.preventDefault()}
            // A toggle keeps its name; aria-pressed tells whether the password is shown.
            aria-label={`Show ${label.toLowerCase()}`}
            title={`Show ${label.toLowerCase()}`}
            aria-controls={id}
            aria-pressed={revealed}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            {revealed ? (
              <EyeOffIcon className="size-4" aria-hidden="true" />
            ) : (
              <EyeIcon className="size-4" aria-hidden="true" />
            )}
          </button>
        ) : null}
      </div>
      {strengthMeter && hydrated ? (
        <PasswordStrengthMeter
          id={`${id}-strength`}
          password={typed}
          minLength={inputProps.minLength ?? 0}
        />
      ) : null}
      {error ? (
        <p id={errorId} className={fieldErrorClass}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
