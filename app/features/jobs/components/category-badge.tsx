import { cn } from "~/lib/utils";
import { fallbackCategoryColor, fallbackCategoryName } from "../labels";
import type { JobCategory } from "../types";

/** The category's name with a dot in its colour ('General' in grey when the job has none). */
export function CategoryBadge({
  category,
  className,
}: {
  category: Pick<JobCategory, "name" | "color"> | null;
  className?: string;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full border border-border bg-muted px-2.5 py-0.5 text-xs font-medium text-foreground",
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="size-2 rounded-full"
        style={{ backgroundColor: category?.color || fallbackCategoryColor }}
      />
      {category?.name || fallbackCategoryName}
    </span>
  );
}
