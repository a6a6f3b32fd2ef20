import { lazy, type ReactNode, Suspense } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { useDialogOnDemand } from "~/components/ui/dialog-on-demand";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";

const loadDialog = () => import("./confirm-delete-dialog");
const ConfirmDeleteDialog = lazy(loadDialog);

export interface ConfirmProps {
  /** The question, e.g. "Delete “Designer”?". */
  title: string;
  /** What deleting takes with it, and what to do instead. */
  children: ReactNode;
  /** Hidden fields of the delete form (intent, id). */
  fields: Record<string, string>;
  confirmLabel: string;
  /** The button's text while the form is sent. */
  busyLabel?: string;
}

export function DeleteForm({
  fields,
  confirmLabel,
  busyLabel = "Deleting...",
  cancel,
}: Pick<ConfirmProps, "fields" | "confirmLabel" | "busyLabel"> & { cancel: ReactNode }) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("intent") === fields.intent;
  return (
    <Form method="post" className="flex flex-wrap justify-end gap-2">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {cancel}
      <Button type="submit" variant="destructive" disabled={busy}>
        {busy ? busyLabel : confirmLabel}
      </Button>
    </Form>
  );
}

/**
 * A delete button that asks first in a dialog. Before JavaScript runs it is a link to
 * `fallbackHref`, a page that shows the same question (ConfirmDeletePanel).
 */
export function ConfirmDelete({
  triggerLabel,
  triggerContext,
  fallbackHref,
  ...confirm
}: ConfirmProps & {
  triggerLabel: string;
  /** Read after the trigger's label by screen readers, e.g. the name of what is deleted. */
  triggerContext?: string;
  fallbackHref: string;
}) {
  const hydrated = useHydrated();
  const { openerProps, dialogProps } = useDialogOnDemand(loadDialog);
  const label = (
    <>
      {triggerLabel}
      {triggerContext ? <span className="sr-only"> {triggerContext}</span> : null}
    </>
  );
  const triggerClass = cn(buttonVariants({ variant: "outline", size: "sm" }), "text-destructive");
  if (!hydrated) {
    return (
      <Link to={fallbackHref} className={triggerClass}>
        {label}
      </Link>
    );
  }
  return (
    <>
      <button type="button" className={triggerClass} {...openerProps}>
        {label}
      </button>
      {dialogProps ? (
        <Suspense fallback={null}>
          <ConfirmDeleteDialog {...dialogProps} {...confirm} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The same question on the page, for the no-JavaScript path (`?confirm=...`). */
export function ConfirmDeletePanel({
  cancelHref,
  ...confirm
}: ConfirmProps & { cancelHref: string }) {
  return (
    <section
      aria-labelledby="confirm-delete-heading"
      className="space-y-3 rounded-lg border border-destructive-border bg-destructive-subtle p-5 text-destructive"
    >
      <h2 id="confirm-delete-heading" className="text-lg font-semibold">
        {confirm.title}
      </h2>
      <div className="space-y-2 text-sm">{confirm.children}</div>
      <DeleteForm
        fields={confirm.fields}
        confirmLabel={confirm.confirmLabel}
        busyLabel={confirm.busyLabel}
        cancel={
          <Link to={cancelHref} className={buttonVariants({ variant: "outline" })}>
            Cancel
          </Link>
        }
      />
    </section>
  );
}
