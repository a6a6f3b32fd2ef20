import {
  type FieldMetadata,
  getInputProps,
  getSelectProps,
  getTextareaProps,
} from "@conform-to/react";
import type { ComponentProps, ReactNode } from "react";
import { Checkbox } from "./checkbox";
import { ErrorList } from "./error-list";
import { type ControlHeight, Input } from "./input";
import { FieldLabel, Label } from "./label";
import { Select } from "./select";
import { Textarea, type TextareaProps } from "./textarea";

export { ErrorList };

// biome-ignore lint/suspicious/noExplicitAny: any field of any form
export type Meta = FieldMetadata<any, any, string[]>;

/** Under a control: its errors, then its description. */
export function FieldNotes({ meta, description }: { meta: Meta; description?: ReactNode }) {
  return (
    <>
      <ErrorList id={meta.errorId} errors={meta.errors} />
      {description ? (
        <p id={meta.descriptionId} className="mt-1.5 text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
    </>
  );
}

export interface FieldProps {
  meta: Meta;
  label: ReactNode;
  /** A short rule under the control, read out with it. */
  description?: ReactNode;
  /** Marks the label: a red asterisk when required, '(optional)' when not; leave unset for neither. */
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A control under its label with its description and errors. The control's props come from
 * Conform (`getInputProps` etc.) with `describedBy`, which wires aria-invalid
 * and aria-describedby to the ids used here.
 */
export function Field({ meta, label, description, required, className, children }: FieldProps) {
  return (
    <div className={className}>
      <FieldLabel htmlFor={meta.id} required={required}>
        {label}
      </FieldLabel>
      {children}
      <FieldNotes meta={meta} description={description} />
    </div>
  );
}

/** Conform's aria options for a field's control: its description is read out after the errors. */
export function describedBy({ meta, description }: Pick<FieldProps, "meta" | "description">) {
  return { ariaDescribedBy: description ? meta.descriptionId : undefined };
}

type FieldOwnProps = Omit<FieldProps, "children">;
/** What a ...Field component takes besides its control's own props. */
export type FieldOptions = FieldOwnProps & { controlClassName?: string };

/** A ...Field component's props: those of its Field, and those of its control. */
export function splitFieldProps<Props extends FieldOptions>(props: Props) {
  const { meta, label, description, required, className, controlClassName, ...rest } = props;
  const field: FieldOwnProps = { meta, label, description, required, className };
  return [field, { required, className: controlClassName, ...rest }] as const;
}

type ControlProps<Tag extends "input" | "textarea" | "select"> = Omit<
  ComponentProps<Tag>,
  "id" | "name" | "required" | "className" | "type"
>;

/** A labelled input. Constraint attributes (required, maxLength…) are passed as on an input. */
export function InputField({
  type = "text",
  ...props
}: FieldOptions &
  ControlProps<"input"> & {
    type?: Exclude<Parameters<typeof getInputProps>[1]["type"], "checkbox" | "radio">;
    controlHeight?: ControlHeight;
  }) {
  const [field, control] = splitFieldProps(props);
  return (
    <Field {...field}>
      <Input {...getInputProps(field.meta, { type, ...describedBy(field) })} {...control} />
    </Field>
  );
}

/** An email address: the right keyboard, autofill and the 254-character limit. */
export function EmailField({
  label = "Email",
  autoComplete = "email",
  ...props
}: Omit<Parameters<typeof InputField>[0], "type" | "label"> & { label?: ReactNode }) {
  return (
    <InputField
      label={label}
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      maxLength={254}
      {...props}
    />
  );
}

export function TextareaField(
  props: FieldOptions & ControlProps<"textarea"> & Pick<TextareaProps, "minHeight">,
) {
  const [field, control] = splitFieldProps(props);
  return (
    <Field {...field}>
      <Textarea {...getTextareaProps(field.meta, describedBy(field))} {...control} />
    </Field>
  );
}

/** A labelled native select; its options are the children. */
export function SelectField(
  props: FieldOptions & ControlProps<"select"> & { controlHeight?: ControlHeight },
) {
  const [field, control] = splitFieldProps(props);
  return (
    <Field {...field}>
      <Select {...getSelectProps(field.meta, describedBy(field))} {...control} />
    </Field>
  );
}

/** A checkbox with its label beside it, then its errors and description. */
export function CheckboxField({
  meta,
  label,
  description,
  className,
  ...checkboxProps
}: Pick<FieldProps, "meta" | "label" | "description" | "className"> &
  Omit<ComponentProps<"input">, "id" | "name" | "type" | "className">) {
  return (
    <div className={className}>
      <div className="flex items-start gap-2.5">
        <Checkbox
          {...getInputProps(meta, { type: "checkbox", ...describedBy({ meta, description }) })}
          className="mt-0.5"
          {...checkboxProps}
        />
        <Label htmlFor={meta.id} className="mb-0 block text-sm font-normal text-foreground">
          {label}
        </Label>
      </div>
      <FieldNotes meta={meta} description={description} />
    </div>
  );
}
