import { ChevronDown } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { cn } from "~/lib/utils";

/**
 * A section that opens and closes (native <details>, so it works without JavaScript).
 * It closes whenever `closeOn` becomes a new value (e.g. the answer of a successful save). The
 * element keeps its own open state: a copy in React's state missed a reopening that came before
 * the close's toggle event, and the next close then changed nothing (the form stayed open).
 */
export function Disclosure({
  summary,
  children,
  defaultOpen = false,
  closeOn,
  className,
  summaryClassName,
}: {
  summary: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  closeOn?: unknown;
  className?: string;
  summaryClassName?: string;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (closeOn && details.current) details.current.open = false;
  }, [closeOn]);
  return (
    <details ref={details} open={defaultOpen} className={cn("group/disclosure", className)}>
      <summary
        className={cn(
          "inline-flex cursor-pointer list-none items-center gap-1.5 rounded-md text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden",
          summaryClassName,
        )}
      >
        {summary}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-open/disclosure:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <div className="mt-4">{children}</div>
    </details>
  );
}
