import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

export const labelClass = "mb-1.5 block text-sm font-medium text-foreground";

export function Label({ className, ...props }: ComponentProps<"label">) {
  // biome-ignore lint/a11y/noLabelWithoutControl: the caller passes htmlFor or nests the control
  return <label className={cn(labelClass, className)} {...props} />;
}
