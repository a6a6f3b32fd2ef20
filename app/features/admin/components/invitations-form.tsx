import { useEffect, useRef } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { roleLabel, roleNames } from "~/features/access/permissions";
import { Field } from "~/features/accounts/components/field";
import { fieldErrorClass, labelClass } from "~/features/forms/styles";
import { TextAreaField } from "./form-controls";

/** A failed create, as the action answers it (success redirects with a toast). */
export interface InvitationFormResult {
  error: string;
  fieldErrors: Record<string, string>;
  values: { email: string; roles: string[]; message: string; expiresInDays: string };
}

const idPrefix = "invitation";
const fieldOrder = ["email", "roles", "message", "expiresInDays", "currentPassword"] as const;

/**
 * The invite form: a plain POST that works without JavaScript; the server's field errors show
 * next to their fields and the first invalid field gets the focus.
 */
export function InvitationsForm({ result }: { result?: InvitationFormResult }) {
  const navigation = useNavigation();
  // A new location (the redirect after a successful invite) starts an empty form.
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const errors = result?.fieldErrors ?? {};
  const values = result?.values;
  const sending =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "create";

  useEffect(() => {
    if (!result) return;
    const first = fieldOrder.find((field) => result.fieldErrors[field]);
    const target = first
      ? formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)
      : undefined;
    target?.focus();
  }, [result]);

  const error = (field: string) =>
    errors[field] ? (
      <p id={`${idPrefix}-${field}-error`} className={fieldErrorClass}>
        {errors[field]}
      </p>
    ) : null;
  const describedBy = (field: string, hint?: string) =>
    [errors[field] ? `${idPrefix}-${field}-error` : undefined, hint].filter(Boolean).join(" ") ||
    undefined;

  return (
    <section aria-labelledby="invite-heading" className="rounded-lg border border-border p-6">
      <h2 id="invite-heading" className="mb-4 text-lg font-semibold">
        Invite a staff member
      </h2>
      <Form
        key={location.key}
        ref={formRef}
        method="post"
        noValidate
        aria-labelledby="invite-heading"
        className="grid gap-5 md:grid-cols-2"
      >
        <input type="hidden" name="intent" value="create" />
        {result && !Object.keys(errors).length ? (
          <FormAlert tone="error" className="md:col-span-2">
            {result.error}
          </FormAlert>
        ) : null}
        <Field
          idPrefix={idPrefix}
          name="email"
          type="email"
          label="Email"
          autoComplete="off"
          defaultValue={values?.email}
          error={errors.email}
        />
        <Field
          idPrefix={idPrefix}
          name="expiresInDays"
          type="number"
          min={1}
          max={30}
          label="Expires after (days)"
          hint="From 1 to 30 days."
          defaultValue={values?.expiresInDays ?? "7"}
          error={errors.expiresInDays}
        />
        <fieldset
          className="md:col-span-2"
          aria-describedby={describedBy("roles")}
          aria-invalid={errors.roles ? true : undefined}
        >
          <legend className={labelClass}>Roles</legend>
          <div className="flex flex-wrap gap-4">
            {roleNames.map((role) => (
              <label key={role} className="inline-flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="roles"
                  value={role}
                  defaultChecked={values?.roles.includes(role)}
                  className="size-4 accent-primary"
                />
                {roleLabel(role)}
              </label>
            ))}
          </div>
          {error("roles")}
        </fieldset>
        <TextAreaField
          idPrefix={idPrefix}
          name="message"
          label="Message (optional)"
          rows={3}
          maxLength={2000}
          defaultValue={values?.message}
          error={errors.message}
          className="md:col-span-2"
        />
        <Field
          idPrefix={idPrefix}
          name="currentPassword"
          type="password"
          label="Your password"
          autoComplete="current-password"
          hint="Needed to invite an administrator when you signed in more than 10 minutes ago."
          error={errors.currentPassword}
        />
        <div className="md:col-span-2">
          <Button type="submit" disabled={sending}>
            {sending ? "Sending..." : "Send invitation"}
          </Button>
        </div>
      </Form>
    </section>
  );
}
