import type { Meta } from "~/components/ui/field";
import { PasswordField } from "~/components/ui/password-field";

/**
 * The staff member's password again, for changes that need a recent sign-in (ADR 029); its
 * name is the one `requireRecentAuthentication` reads. Replies leave it out (`hideFields`).
 */
export function ReauthenticationField({
  meta,
  description = "Needed when you signed in more than 10 minutes ago.",
}: {
  meta: Meta;
  description?: string;
}) {
  return (
    <PasswordField
      meta={meta}
      label="Your password"
      autoComplete="current-password"
      description={description}
    />
  );
}
