import type { UseCaseComplexity } from "~/content/ai-use-cases";
import { cn } from "~/lib/utils";

const complexityTone: Record<UseCaseComplexity, string> = {
  High: "bg-destructive-subtle text-destructive",
  Medium: "bg-warning-subtle text-warning",
  Low: "bg-success-subtle text-success",
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
