import { LoaderCircleIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/features/accounts/components/field";

/** A form that asks for the user's password before a change to their second factor. */
export function PasswordConfirmForm({
  intent,
  idPrefix,
  label,
  submitLabel,
  error,
  busy,
  outline = false,
  children,
}: {
  intent: string;
  idPrefix: string;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  error: string | null;
  busy: boolean;
  /** A secondary action: the outlined button. */
  outline?: boolean;
  children?: ReactNode;
}) {
  return (
    <Form method="post" aria-label={label} className="space-y-5">
      {children}
      <input type="hidden" name="intent" value={intent} />
      <Field
        idPrefix={idPrefix}
        name="password"
        label="Your password"
        type="password"
        autoComplete="current-password"
        required
        error={error ?? undefined}
      />
      <Button
        type="submit"
        size="lg"
        variant={outline ? "outline" : "default"}
        className="w-full"
        disabled={busy}
      >
        {busy ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
        {submitLabel}
      </Button>
    </Form>
  );
}
