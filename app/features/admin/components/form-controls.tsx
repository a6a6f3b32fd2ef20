import type { ComponentProps, ReactNode } from "react";
import { fieldErrorClass, inputClass, labelClass } from "~/features/forms/styles";

interface ControlProps {
  idPrefix: string;
  name: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
}

/** The ids and aria attributes that tie a control to its hint and error. */
function controlIds({ idPrefix, name, error, hint }: Omit<ControlProps, "label">) {
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

function Hint({ id, hint }: { id?: string; hint?: ReactNode }) {
  return hint ? (
    <p id={id} className="mt-1.5 text-xs text-muted-foreground">
      {hint}
    </p>
  ) : null;
}

/**
 * A control under its label, with its error and hint after it; `control` gets the id and the
 * aria attributes.
 */
function Labelled({
  label,
  error,
  hint,
  className,
  control,
  ...ids
}: ControlProps & {
  control: (props: { id: string } & ReturnType<typeof controlIds>["aria"]) => ReactNode;
}) {
  const { id, errorId, hintId, aria } = controlIds({ ...ids, error, hint });
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {control({ id, ...aria })}
      {error ? (
        <p id={errorId} className={fieldErrorClass}>
          {error}
        </p>
      ) : null}
      <Hint id={hintId} hint={hint} />
    </div>
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
  return (
    <Labelled
      {...{ idPrefix, name, label, error, hint, className }}
      control={(ids) => <textarea name={name} className={inputClass} {...ids} {...props} />}
    />
  );
}
