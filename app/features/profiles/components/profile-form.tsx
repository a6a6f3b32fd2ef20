import { useForm } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import type { $ZodType, input } from "zod/v4/core";
import type { Meta } from "~/components/ui/field";
import { ConformForm } from "~/components/ui/form";
import { validateInBrowser } from "~/lib/form-validation";
import type { ProfileIntent } from "../types";
import { useAnswer, usePending } from "./profile-answers";

/** A form's fields by name, as the kit's ...Field components take them. */
export type Fields<Input> = { [Name in keyof Input]-?: Meta };
/** The fields of the form `Schema` checks. */
export type FieldsOf<Schema extends $ZodType> = Fields<input<Schema>>;

interface FormIdentity {
  /** Names the form on the page: its id, and the key its answer comes back with. */
  formKey: string;
  intent: ProfileIntent;
  /** The tab's address: a post without JavaScript comes back to it. */
  action: string;
  /** The ids the action needs to find the entry. */
  hidden?: Record<string, string>;
}

function HiddenFields({ formKey, intent, hidden = {} }: Omit<FormIdentity, "action">) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="formKey" value={formKey} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/**
 * A form of the profile page: checked in the browser with `schema` (the one the action parses),
 * posted with or without JavaScript; its answer shows the errors next to the fields, and a
 * success starts it again from the saved values.
 */
export function ProfileForm<Input>(props: ProfileFormProps<Input>) {
  // Saved values that changed (the loader reads them again after a save) start the form anew.
  return <ConformProfileForm key={JSON.stringify(props.defaultValue ?? null)} {...props} />;
}

type ProfileFormProps<Input> = FormIdentity & {
  schema: $ZodType<unknown, Input>;
  /** The saved values (an entry, or nothing for a new one). */
  defaultValue?: object;
  /** The form's accessible name. */
  label: string;
  className?: string;
  children: (fields: Fields<Input>, pending: boolean) => ReactNode;
};

function ConformProfileForm<Input>({
  formKey,
  intent,
  action,
  hidden,
  schema,
  defaultValue,
  label,
  className,
  children,
}: ProfileFormProps<Input>) {
  const answer = useAnswer(formKey);
  const pending = usePending(formKey);
  const [form, fields] = useForm({
    id: formKey,
    lastResult: answer?.result,
    defaultValue,
    onValidate: ({ formData }) => validateInBrowser(formData, schema),
    shouldRevalidate: "onInput",
  });
  return (
    <ConformForm
      form={form}
      action={action}
      preventScrollReset
      aria-label={label}
      className={className}
    >
      <HiddenFields formKey={formKey} intent={intent} hidden={hidden} />
      {children(fields as Fields<Input>, pending)}
    </ConformForm>
  );
}

/** A form without fields (a delete, a switch): its id lets a confirm dialog submit it. */
export function ActionForm({
  id,
  className,
  children,
  ...identity
}: FormIdentity & { id?: string; className?: string; children?: ReactNode }) {
  return (
    <Form id={id} method="post" action={identity.action} preventScrollReset className={className}>
      <HiddenFields {...identity} />
      {children}
    </Form>
  );
}
