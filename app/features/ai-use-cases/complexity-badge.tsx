import type { UseCaseComplexity } from "~/content/ai-use-cases";
import { cn } from "~/lib/utils";

const complexityTone: Record<UseCaseComplexity, string> = {
  High: "bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-200",
  Medium: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  Low: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200",
};

/** 'High complexity' and the like, in a colour per level (the text carries the meaning). */
export function ComplexityBadge({
  complexity,
  className,
}: {
  complexity: UseCaseComplexity;
  className?: string;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
        complexityTone[complexity],
        className,
      )}
    >
      {complexity} complexity
    </span>
  );
}
