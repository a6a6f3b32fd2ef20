import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

/** The look of every text control (inputs, selects, text areas); invalid ones get the destructive border. */
export const controlClass =
  "block w-full rounded-md border border-border bg-background px-3 py-2 text-sm text-foreground placeholder:text-muted-foreground shadow-xs outline-none transition-colors focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 aria-invalid:border-destructive disabled:cursor-not-allowed disabled:opacity-60";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(controlClass, "h-11", className)} {...props} />;
}
