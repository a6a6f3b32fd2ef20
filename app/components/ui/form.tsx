import { type FormMetadata, getFormProps } from "@conform-to/react";
import { type ComponentProps, type ReactNode, useEffect, useRef } from "react";
import { Form } from "react-router";
import { FormErrors } from "./form-alert";

/**
 * A Conform form posted through React Router (with or without JavaScript), its own errors
 * (`submission.reply({ formErrors })`) above its fields.
 */
export function ConformForm({
  form,
  errorsAside,
  children,
  ...props
}: Omit<ComponentProps<typeof Form>, "id" | "noValidate"> & {
  // biome-ignore lint/suspicious/noExplicitAny: any form's metadata
  form: FormMetadata<any, string[]>;
  /** Shown after the form's errors, e.g. a link to what to do instead. */
  errorsAside?: ReactNode;
}) {
  return (
    <Form method="post" {...getFormProps(form)} {...props}>
      <FormErrors errors={form.errors}>{errorsAside}</FormErrors>
      {children}
    </Form>
  );
}

/**
 * A form checked on the server only (`serverCheckedForm`'s metadata): the browser's own
 * constraint checks (required, maxLength, type…) apply before it is sent, its own errors show
 * above its fields. When a reply with errors arrives, the first field in error takes the focus
 * (its message is read out with it, aria-describedby); with none, `FormErrors` focuses its alert.
 */
export function ServerCheckedForm({
  form,
  errorsAside,
  errorsClassName,
  children,
  ...props
}: Omit<ComponentProps<typeof Form>, "id" | "method" | "ref"> & {
  form: { id: string; errors?: string[]; lastResult?: { error?: unknown } };
  /** Shown after the form's errors, e.g. a link to what to do instead. */
  errorsAside?: ReactNode;
  /** Places the form's errors in its layout, e.g. across a grid's columns. */
  errorsClassName?: string;
}) {
  const ref = useRef<HTMLFormElement>(null);
  const { lastResult } = form;
  useEffect(() => {
    if (!lastResult?.error) return;
    const invalid = ref.current?.querySelector<HTMLElement>("[aria-invalid=true]");
    // A group (a fieldset of checkboxes) gives the focus to its first control.
    const control = invalid?.matches("fieldset")
      ? invalid.querySelector<HTMLElement>("input, select, textarea")
      : invalid;
    control?.focus();
  }, [lastResult]);
  return (
    <Form ref={ref} method="post" id={form.id} {...props}>
      <FormErrors errors={form.errors} className={errorsClassName}>
        {errorsAside}
      </FormErrors>
      {children}
    </Form>
  );
}
