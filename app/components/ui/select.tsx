import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";
import { controlClass } from "./input";

/** A native select (keyboard, mobile pickers and no-JavaScript posts for free), styled as the inputs. */
export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(controlClass, "h-11 pr-8", className)} {...props} />;
}
