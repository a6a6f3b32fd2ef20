import { EyeIcon, EyeOffIcon } from "lucide-react";
import { type ComponentProps, type ReactNode, type Ref, useState } from "react";
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
}

/** Ids of a field's input and messages, so errors can be wired and focused from outside. */
export function fieldId(idPrefix: string, name: string) {
  return `${idPrefix}-${name}`;
}

/**
 * A labelled input with its hint and error beside it: the error is announced through
 * aria-describedby and marks the input invalid. Password fields get a show/hide toggle once
 * JavaScript runs.
 */
export function Field({
  name,
  idPrefix,
  label,
  error,
  hint,
  labelAside,
  inputRef,
  type = "text",
  className,
  ...inputProps
}: FieldProps) {
  const hydrated = useHydrated();
  const [revealed, setRevealed] = useState(false);
  const id = fieldId(idPrefix, name);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  const isPassword = type === "password";
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
          ref={inputRef}
          id={id}
          name={name}
          type={isPassword && revealed ? "text" : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(inputClass, "h-11", isPassword && hydrated && "pr-11")}
          {...inputProps}
        />
        {isPassword && hydrated ? (
          <button
            type="button"
            onClick={() => setRevealed((value) => !value)}
            aria-label={revealed ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
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
