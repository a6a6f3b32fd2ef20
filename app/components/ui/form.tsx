import { type FormMetadata, getFormProps } from "@conform-to/react";
import type { ComponentProps, ReactNode } from "react";
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
 * constraint checks apply before it is sent, its own errors show above its fields.
 */
export function ServerCheckedForm({
  form,
  children,
  ...props
}: Omit<ComponentProps<typeof Form>, "id" | "method"> & {
  form: { id: string; errors?: string[] };
}) {
  return (
    <Form method="post" id={form.id} {...props}>
      <FormErrors errors={form.errors} />
      {children}
    </Form>
  );
}
