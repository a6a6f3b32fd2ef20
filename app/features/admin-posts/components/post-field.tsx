import type { ReactNode } from "react";
import { LabelledField } from "~/features/forms/labelled-field";
import { fieldErrorClass } from "~/features/forms/styles";
import type { PostFieldErrors, PostFormField } from "../post-input";

/** What a control needs to be wired to its label, hint and error. */
export interface ControlProps {
  id: string;
  name: PostFormField;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

export const postFieldId = (name: PostFormField) => `post-${name}`;

/**
 * One editor field: its label, the control, then its error and hint, both announced with the
 * control (aria-describedby).
 */
export function PostField({
  name,
  label,
  errors,
  hint,
  required = false,
  className,
  children,
}: {
  name: PostFormField;
  label: string;
  errors: PostFieldErrors;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = postFieldId(name);
  const error = errors[name];
  const describedBy =
    [error ? `${id}-error` : undefined, hint ? `${id}-hint` : undefined]
      .filter(Boolean)
      .join(" ") || undefined;
  return (
    <div className={className}>
      <LabelledField label={label} htmlFor={id} required={required}>
        {children({
          id,
          name,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy,
        })}
      </LabelledField>
      {error ? (
        <p id={`${id}-error`} className={fieldErrorClass}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <div id={`${id}-hint`} className="mt-1.5 text-xs text-muted-foreground">
          {hint}
        </div>
      ) : null}
    </div>
  );
}
