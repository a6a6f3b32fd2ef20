import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

/**
 * What every text control (inputs, selects, text areas) looks like, apart from its frame, width,
 * padding and height; invalid ones get the destructive border.
 */
const controlLook =
  "block rounded-md border bg-background text-sm text-foreground placeholder:text-muted-foreground outline-none transition-colors focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 aria-invalid:border-destructive disabled:cursor-not-allowed disabled:opacity-60";
const frame = "border-border shadow-xs";

/** The look of every text control (inputs, selects, text areas), without its height. */
export const controlClass = `${controlLook} ${frame} w-full px-3 py-2`;

/** A text control's height: the forms' 44 px, or smaller in filter bars and table rows. */
export type ControlHeight = "h-11" | "h-10" | "h-9";

export function Input({
  className,
  type = "text",
  controlHeight = "h-11",
  bare = false,
  ...props
}: ComponentProps<"input"> & {
  controlHeight?: ControlHeight;
  /** Inside a frame of its own (a one-line form's box): no border colour, no shadow. */
  bare?: boolean;
}) {
  return (
    <input
      type={type}
      className={cn(
        controlLook,
        bare ? "border-transparent shadow-none" : frame,
        // A colour swatch fills its box.
        type === "color" ? "w-full p-1" : "w-full px-3 py-2",
        controlHeight,
        className,
      )}
      {...props}
    />
  );
}
