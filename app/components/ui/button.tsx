import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

/**
 * Each class here sets a property no other class of the same button sets (`cn` does not merge
 * conflicting utilities, ADR 076): a different look is a variant, not an overriding className.
 *
 * A long label (a service name on a narrow card) wraps onto balanced, centred lines inside the
 * button instead of spilling out of it: heights are minimums, and a button is never wider than
 * its container.
 */
export const buttonVariants = cva(
  "inline-flex max-w-full shrink-0 items-center justify-center rounded-md text-center text-balance font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground hover:bg-primary/90",
        outline: "border border-border bg-background hover:bg-accent hover:text-accent-foreground",
        ghost: "hover:bg-accent hover:text-accent-foreground",
        link: "text-primary underline-offset-4 hover:underline",
        /** Deletes something: the confirming button. */
        destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
        /** Deletes something, as a quiet button in a list. */
        destructiveGhost: "text-destructive hover:bg-accent hover:text-destructive/80",
        /** Outlined, in a warning notice. */
        warningOutline:
          "border border-warning-border bg-background text-warning hover:bg-warning-subtle hover:text-accent-foreground",
        /** Light, on the dark closing call-to-action band. */
        band: "bg-white text-indigo-800 hover:bg-indigo-50",
        /** Outlined, on the dark closing call-to-action band. */
        bandOutline:
          "border border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white",
      },
      size: {
        default: "min-h-10 px-4 py-2 text-sm",
        sm: "min-h-9 px-3 py-1.5 text-sm",
        lg: "min-h-11 px-6 py-2 text-base",
        /** As lg, with room for a label that wraps onto two lines. */
        lgWrapping: "min-h-11 px-6 py-2.5 text-base",
        icon: "size-10 text-sm",
      },
      /** Between the label and its icons. */
      gap: { default: "gap-2", tight: "gap-1.5" },
    },
    defaultVariants: { variant: "default", size: "default", gap: "default" },
  },
);

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Renders the child element (e.g. a Link) with the button's styles instead of a button. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, gap, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot : "button";
  return <Component className={cn(buttonVariants({ variant, size, gap }), className)} {...props} />;
}
