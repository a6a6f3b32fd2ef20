import { type PasswordRules, passwordRules } from "../schemas";
import { Field } from "./field";

interface NewPasswordFieldsProps {
  idPrefix: string;
  /** The password field's name; the confirmation is always `confirmPassword`. */
  name: string;
  label: string;
  confirmLabel: string;
  errors: Partial<Record<string, string>>;
  /** Called with a field's name when the visitor edits it (to clear its error). */
  onEdit: (field: string) => void;
  rules?: PasswordRules;
  /** The length rule as the page words it; by default "At least N characters." */
  hint?: string;
}

/**
 * A new password with the length rule as its hint and a strength meter, and its confirmation:
 * every form that sets a password uses these (sign-up, reset, change, invitation acceptance).
 */
export function NewPasswordFields({
  idPrefix,
  name,
  label,
  confirmLabel,
  errors,
  onEdit,
  rules = passwordRules,
  hint = `At least ${rules.min} characters.`,
}: NewPasswordFieldsProps) {
  return (
    <>
      <Field
        idPrefix={idPrefix}
        name={name}
        label={label}
        type="password"
        autoComplete="new-password"
        required
        minLength={rules.min}
        maxLength={rules.max}
        hint={hint}
        strengthMeter
        error={errors[name]}
        onChange={() => onEdit(name)}
      />
      <Field
        idPrefix={idPrefix}
        name="confirmPassword"
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
        onChange={() => onEdit("confirmPassword")}
      />
    </>
  );
}
