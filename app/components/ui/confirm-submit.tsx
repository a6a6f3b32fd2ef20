import { lazy, Suspense } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { Button, type ButtonProps } from "./button";
import { useDialogOnDemand } from "./dialog-on-demand";

const loadDialog = () => import("./confirm-submit-dialog");
const ConfirmSubmitDialog = lazy(loadDialog);

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
  const { openerProps, dialogProps } = useDialogOnDemand(loadDialog);
  if (!hydrated) {
    return (
      <Button type="submit" form={form} {...button}>
        {children}
      </Button>
    );
  }
  return (
    <>
      <Button type="button" {...button} {...openerProps}>
        {children}
      </Button>
      {dialogProps ? (
        <Suspense fallback={null}>
          <ConfirmSubmitDialog
            {...dialogProps}
            title={title}
            description={description}
            confirmLabel={confirmLabel}
            form={form}
          />
        </Suspense>
      ) : null}
    </>
  );
}
