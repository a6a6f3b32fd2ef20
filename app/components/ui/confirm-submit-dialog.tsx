import { Button } from "./button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "./dialog";
import type { OnDemandDialogProps } from "./dialog-on-demand";

/** ConfirmSubmit's question, loaded when first asked. */
export default function ConfirmSubmitDialog({
  open,
  onOpenChange,
  opener,
  title,
  description,
  confirmLabel,
  form,
}: OnDemandDialogProps & {
  title: string;
  description: string;
  confirmLabel: string;
  form: string;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md" returnFocusTo={opener}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <div className="mt-2 flex justify-end gap-3">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            type="button"
            variant="destructive"
            onClick={() => {
              onOpenChange(false);
              const target = document.getElementById(form);
              if (target instanceof HTMLFormElement) target.requestSubmit();
            }}
          >
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
