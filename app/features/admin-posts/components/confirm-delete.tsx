import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { useHydrated } from "~/lib/use-hydrated";

interface ConfirmDeleteProps {
  /** The trigger button's text, e.g. "Delete post". */
  label: string;
  /** The trigger's extra words for screen readers, e.g. which row it deletes. */
  srLabel?: string;
  title: string;
  description: ReactNode;
  /** The hidden fields of the delete form (intent, id). */
  fields: Record<string, string>;
  /**
   * Without JavaScript the trigger is a link to this address, whose page shows the same
   * confirmation inline (see ConfirmDeletePanel).
   */
  confirmHref: string;
}

function DeleteForm({ fields, label }: { fields: Record<string, string>; label: string }) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    Object.entries(fields).every(([name, value]) => navigation.formData?.get(name) === value);
  return (
    <Form method="post" className="contents">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button
        type="submit"
        disabled={busy}
        className="bg-red-700 text-white hover:bg-red-800 dark:bg-red-600 dark:hover:bg-red-700"
      >
        {busy ? "Deleting…" : label}
      </Button>
    </Form>
  );
}

/**
 * A delete button that asks first, in a dialog that keeps the focus inside until answered
 * (Radix); the delete itself is a plain form post.
 */
export function ConfirmDelete({
  label,
  srLabel,
  title,
  description,
  fields,
  confirmHref,
}: ConfirmDeleteProps) {
  const hydrated = useHydrated();
  const trigger = (
    <>
      {label}
      {srLabel ? <span className="sr-only"> {srLabel}</span> : null}
    </>
  );
  if (!hydrated) {
    return (
      <Button asChild variant="outline" size="sm">
        <Link to={confirmHref}>{trigger}</Link>
      </Button>
    );
  }
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <DeleteForm fields={fields} label={label} />
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The same confirmation as a panel on the page, for the link that works without JavaScript. */
export function ConfirmDeletePanel({
  label,
  title,
  description,
  fields,
  cancelHref,
}: Omit<ConfirmDeleteProps, "confirmHref" | "srLabel"> & { cancelHref: string }) {
  return (
    <section
      aria-labelledby="confirm-delete-heading"
      className="space-y-3 rounded-lg border border-red-300 bg-red-50 p-4 dark:border-red-800 dark:bg-red-950/40"
    >
      <h2 id="confirm-delete-heading" className="text-lg font-semibold">
        {title}
      </h2>
      <p className="text-sm">{description}</p>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <Link to={cancelHref}>Cancel</Link>
        </Button>
        <DeleteForm fields={fields} label={label} />
      </div>
    </section>
  );
}
