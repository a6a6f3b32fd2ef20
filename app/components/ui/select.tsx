import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";
import { type ControlHeight, controlClass } from "./input";

/** A native select (keyboard, mobile pickers and no-JavaScript posts for free), styled as the inputs. */
export function Select({
  className,
  controlHeight = "h-11",
  ...props
}: ComponentProps<"select"> & { controlHeight?: ControlHeight }) {
  return <select className={cn(controlClass, controlHeight, "pr-8", className)} {...props} />;
}

/** The `<option>`s of a list of choices, e.g. under a placeholder option. */
export function SelectOptions({
  options,
}: {
  options: readonly { value: string; label: string }[];
}) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
