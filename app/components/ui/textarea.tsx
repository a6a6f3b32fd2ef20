import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";
import { controlClass } from "./input";

export type TextareaProps = ComponentProps<"textarea"> & {
  minHeight?: "min-h-24" | "min-h-96";
};

export function Textarea({ className, minHeight = "min-h-24", ...props }: TextareaProps) {
  return <textarea className={cn(controlClass, minHeight, className)} {...props} />;
}
