import { KeyRoundIcon } from "lucide-react";
import { Suspense, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { onDemand } from "~/components/ui/on-demand";
import { useHydrated } from "~/lib/use-hydrated";
import type { ChangePasswordAnswer } from "./change-password-form";

export type { ChangePasswordAnswer };

/**
 * The form with its live checks (Conform's form state, the schema, the password fields): loaded
 * when its button is pointed at, focused or pressed (ADR 083), or with a page that shows it.
 */
export const changePasswordForm = onDemand(() =>
  import("./change-password-form").then((module) => module.ChangePasswordForm),
);

/**
 * The password change on /user/account: a button that shows the form. Without JavaScript the
 * button is a link to ?password, which shows the same form in the page; after an answer the
 * form stays, with its message.
 */
export function ChangePassword({
  staff,
  answer,
  openWithoutScript,
}: {
  /** A staff account's password follows the staff rules. */
  staff: boolean;
  answer?: ChangePasswordAnswer;
  openWithoutScript: boolean;
}) {
  const hydrated = useHydrated();
  const [opened, setOpened] = useState(false);
  const opener = hydrated ? (
    <Button
      type="button"
      variant="outline"
      aria-expanded={false}
      onClick={() => setOpened(true)}
      onPointerEnter={changePasswordForm.preload}
      onFocus={changePasswordForm.preload}
    >
      <KeyRoundIcon aria-hidden="true" />
      Change Password
    </Button>
  ) : (
    <Button asChild variant="outline">
      <Link to="/user/account?password#password-title">
        <KeyRoundIcon aria-hidden="true" />
        Change Password
      </Link>
    </Button>
  );
  if (!(opened || openWithoutScript || answer)) return opener;
  return (
    // A press before the form's code has arrived keeps the button until it has.
    <Suspense fallback={opener}>
      <changePasswordForm.Component staff={staff} answer={answer} focusFirst={opened} />
    </Suspense>
  );
}
