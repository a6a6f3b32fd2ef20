import { useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { Button, type ButtonProps } from "./button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "./dialog";

/**
 * A submit button that asks first. Without JavaScript it submits straight away; with it, a
 * dialog confirms and then submits the button's form.
 */
export function ConfirmSubmit({
  title,
  description,
  confirmLabel = "Delete",
  children,
  form,
  ...button
}: ButtonProps & {
  title: string;
  description: string;
  confirmLabel?: string;
  /** The id of the form to submit. */
  form: string;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  if (!hydrated) {
    return (
      <Button type="submit" form={form} {...button}>
        {children}
      </Button>
    );
  }
  return (
    <>
      <Button type="button" {...button} onClick={() => setOpen(true)}>
        {children}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-md">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
          <div className="mt-2 flex justify-end gap-3">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              type="button"
              className="bg-destructive text-destructive-foreground hover:bg-destructive/90"
              onClick={() => {
                setOpen(false);
                const target = document.getElementById(form);
                if (target instanceof HTMLFormElement) target.requestSubmit();
              }}
            >
              {confirmLabel}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
