import { type RefObject, useRef, useState } from "react";

/** What a dialog loaded on demand takes from `useDialogOnDemand`. */
export interface OnDemandDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it: focus returns there when it closes. */
  opener: RefObject<HTMLButtonElement | null>;
}

/**
 * A dialog whose module (with Radix's dialog, about 12 KB of the page's JavaScript) loads when
 * it is first opened, or about to be: the pointer over its button or the focus on it starts the
 * download. Render the `React.lazy` dialog with `dialogProps` once they are not null.
 */
export function useDialogOnDemand(load: () => Promise<unknown>) {
  const [open, setOpen] = useState<boolean>();
  const opener = useRef<HTMLButtonElement>(null);
  const preload = () => {
    void load();
  };
  return {
    openerProps: {
      ref: opener,
      "aria-haspopup": "dialog" as const,
      "aria-expanded": open ?? false,
      onClick: () => setOpen(true),
      onPointerEnter: preload,
      onFocus: preload,
    },
    dialogProps:
      open === undefined ? null : ({ open, onOpenChange: setOpen, opener } as OnDemandDialogProps),
  };
}
