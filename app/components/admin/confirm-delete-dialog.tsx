import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "~/components/ui/dialog";
import type { OnDemandDialogProps } from "~/components/ui/dialog-on-demand";
import { type ConfirmProps, DeleteForm } from "./confirm-delete";

/** ConfirmDelete's question, loaded when first asked. */
export default function ConfirmDeleteDialog({
  open,
  onOpenChange,
  opener,
  ...confirm
}: OnDemandDialogProps & ConfirmProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent returnFocusTo={opener}>
        <DialogTitle className="pr-8">{confirm.title}</DialogTitle>
        <DialogDescription asChild>
          <div className="space-y-2">{confirm.children}</div>
        </DialogDescription>
        <DeleteForm
          fields={confirm.fields}
          confirmLabel={confirm.confirmLabel}
          busyLabel={confirm.busyLabel}
          cancel={
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
          }
        />
      </DialogContent>
    </Dialog>
  );
}
