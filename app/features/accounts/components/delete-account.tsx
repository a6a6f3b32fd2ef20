import { Trash2Icon } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useDialogOnDemand } from "~/components/ui/dialog-on-demand";
import { onDemand } from "~/components/ui/on-demand";
import { useHydrated } from "~/lib/use-hydrated";
import type { DeleteAccountAnswer } from "./delete-account-form";

export type { DeleteAccountAnswer };

const loadDialog = () => import("./delete-account-dialog");
const DeleteAccountDialog = lazy(loadDialog);

/** The form on the page without JavaScript (?delete): its code loads with that page only. */
export const deleteAccountForm = onDemand(() =>
  import("./delete-account-form").then((module) => module.DeleteAccountForm),
);

/**
 * Deleting asks for the account's email typed out and the password. With JavaScript the form is
 * in a dialog; without, the button is a link to ?delete, which shows the same form in the page.
 */
export function DeleteAccount({
  email,
  openWithoutScript,
  answer,
}: {
  email: string;
  openWithoutScript: boolean;
  answer?: DeleteAccountAnswer;
}) {
  const hydrated = useHydrated();
  const { openerProps, dialogProps } = useDialogOnDemand(loadDialog);

  if (openWithoutScript) {
    return (
      <div className="mt-6 rounded-xl border border-destructive-border p-5">
        <h3 className="text-base font-semibold">Confirm account deletion</h3>
        <div className="mt-4">
          <Suspense>
            <deleteAccountForm.Component email={email} answer={answer} />
          </Suspense>
        </div>
      </div>
    );
  }

  if (!hydrated) {
    return (
      <Button asChild variant="destructive" className="mt-6">
        <Link to="/user/account?delete#delete-title">
          <Trash2Icon aria-hidden="true" />
          Delete Account
        </Link>
      </Button>
    );
  }

  return (
    <>
      <Button type="button" variant="destructive" className="mt-6" {...openerProps}>
        <Trash2Icon aria-hidden="true" />
        Delete Account
      </Button>
      {dialogProps ? (
        <Suspense fallback={null}>
          <DeleteAccountDialog {...dialogProps} email={email} answer={answer} />
        </Suspense>
      ) : null}
    </>
  );
}
