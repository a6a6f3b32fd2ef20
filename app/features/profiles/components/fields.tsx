import type { ComponentProps, ReactNode } from "react";
import { fieldErrorClass, inputClass, labelClass } from "~/features/forms/styles";
import { cn } from "~/lib/utils";

export { inputClass, labelClass };

export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-destructive">
      {" "}
      *
    </span>
  );
}

interface FieldBase {
  /** Unique on the page (several forms share field names). */
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

function describedBy(id: string, error?: string, hint?: ReactNode) {
  return (
    [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") ||
    undefined
  );
}

function Extras({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={fieldErrorClass}>
          {error}
        </p>
      ) : null}
    </>
  );
}

export function TextField({
  id,
  label,
  error,
  hint,
  required,
  className,
  ...input
}: FieldBase & Omit<ComponentProps<"input">, "id">) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <input
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClass}
        {...input}
      />
      <Extras id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  hint,
  required,
  className,
  ...textarea
}: FieldBase & Omit<ComponentProps<"textarea">, "id">) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <textarea
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cn(inputClass, "resize-y leading-relaxed")}
        {...textarea}
      />
      <Extras id={id} error={error} hint={hint} />
    </div>
  );
}

export function CheckboxField({
  id,
  label,
  className,
  ...input
}: { id: string; label: ReactNode; className?: string } & Omit<
  ComponentProps<"input">,
  "id" | "type"
>) {
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <input
        id={id}
        type="checkbox"
        className="size-4 rounded border-border accent-primary outline-none focus-visible:ring-2 focus-visible:ring-ring"
        {...input}
      />
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
    </div>
  );
}

/** A message above a form: the server's answer to a post made without JavaScript, or an error. */
export function FormNotice({
  tone,
  children,
  id,
}: {
  tone: "success" | "error";
  children: ReactNode;
  id?: string;
}) {
  return (
    <div
      id={id}
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "rounded-md border px-4 py-3 text-sm",
        tone === "error"
          ? "border-destructive-border bg-destructive-subtle text-destructive"
          : "border-success-border bg-success-subtle text-success",
      )}
    >
      {children}
    </div>
  );
}
