import type { Meta } from "~/components/ui/field";
import { PasswordField } from "~/components/ui/password-field";
import { type PasswordRules, passwordRules } from "../password-rules";

interface NewPasswordFieldsProps {
  /** A change: the password in use now, asked first. */
  current?: { meta: Meta; label: string };
  password: Meta;
  confirmPassword: Meta;
  label: string;
  confirmLabel: string;
  rules?: PasswordRules;
  /** The length rule as the page words it; by default "At least N characters." */
  description?: string;
}

/**
 * A new password with the length rule under it and a strength meter, and its confirmation:
 * every form that sets a password uses these (sign-up, reset, change, invitation acceptance);
 * a change asks for the `current` password first.
 */
export function NewPasswordFields({
  current,
  password,
  confirmPassword,
  label,
  confirmLabel,
  rules = passwordRules,
  description = `At least ${rules.min} characters.`,
}: NewPasswordFieldsProps) {
  return (
    <>
      {current ? (
        <PasswordField
          meta={current.meta}
          label={current.label}
          autoComplete="current-password"
          required
        />
      ) : null}
      <PasswordField
        meta={password}
        label={label}
        autoComplete="new-password"
        required
        minLength={rules.min}
        maxLength={rules.max}
        description={description}
        strengthMeter
      />
      <PasswordField
        meta={confirmPassword}
        label={confirmLabel}
        autoComplete="new-password"
        required
      />
    </>
  );
}
