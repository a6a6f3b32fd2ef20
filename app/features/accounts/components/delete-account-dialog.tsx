import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import type { OnDemandDialogProps } from "~/components/ui/dialog-on-demand";
import { type DeleteAccountAnswer, DeleteAccountForm } from "./delete-account-form";

/** DeleteAccount's dialog, loaded when first opened. */
export default function DeleteAccountDialog({
  open,
  onOpenChange,
  opener,
  email,
  answer,
}: OnDemandDialogProps & { email: string; answer?: DeleteAccountAnswer }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel="Cancel" returnFocusTo={opener}>
        <DialogTitle>Delete your account?</DialogTitle>
        <DialogDescription>
          This permanently deletes your profile, saved jobs and resumes, and anonymises your
          applications. It cannot be undone.
        </DialogDescription>
        <DeleteAccountForm email={email} answer={answer} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
