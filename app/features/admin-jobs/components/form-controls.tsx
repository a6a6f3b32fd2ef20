import type { ComponentProps, ReactNode } from "react";
import { fieldErrorClass, inputClass, labelClass } from "~/features/forms/styles";
import { cn } from "~/lib/utils";

interface ControlProps {
  idPrefix: string;
  name: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
}

/** The ids and aria attributes that tie a control to its hint and error. */
function controlIds({ idPrefix, name, error, hint }: ControlProps) {
  const id = `${idPrefix}-${name}`;
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  return {
    id,
    errorId,
    hintId,
    aria: {
      "aria-invalid": error ? true : undefined,
      "aria-describedby": [errorId, hintId].filter(Boolean).join(" ") || undefined,
    },
  };
}

function Messages({
  error,
  errorId,
  hint,
  hintId,
}: {
  error?: string;
  errorId?: string;
  hint?: ReactNode;
  hintId?: string;
}) {
  return (
    <>
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
    </>
  );
}

/** A labelled text area with its hint and error. */
export function TextAreaField({
  idPrefix,
  name,
  label,
  error,
  hint,
  className,
  ...props
}: ControlProps & Omit<ComponentProps<"textarea">, "id" | "name">) {
  const { id, errorId, hintId, aria } = controlIds({ idPrefix, name, label, error, hint });
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea id={id} name={name} className={inputClass} {...aria} {...props} />
      <Messages error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  );
}

/** A labelled select of `options` with its hint and error. */
export function SelectField({
  idPrefix,
  name,
  label,
  error,
  hint,
  className,
  options,
  ...props
}: ControlProps &
  Omit<ComponentProps<"select">, "id" | "name" | "children"> & {
    options: readonly { value: string; label: string }[];
  }) {
  const { id, errorId, hintId, aria } = controlIds({ idPrefix, name, label, error, hint });
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} className={cn(inputClass, "h-11")} {...aria} {...props}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Messages error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  );
}

/** A checkbox with its label beside it and an optional hint. */
export function CheckboxField({
  idPrefix,
  name,
  label,
  hint,
  defaultChecked,
}: Omit<ControlProps, "error" | "className"> & { defaultChecked: boolean }) {
  const { id, hintId } = controlIds({ idPrefix, name, label, hint });
  return (
    <div>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          name={name}
          defaultChecked={defaultChecked}
          aria-describedby={hintId}
          className="size-4 accent-primary"
        />
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
      </div>
      <Messages hint={hint} hintId={hintId} />
    </div>
  );
}
