import { cn } from "~/lib/utils";
import type { BlogCategory } from "../types";
import { categoryStyle, uncategorizedName } from "./category-style";

/** A post's category with its icon and colour ('Uncategorized' when it has none). */
export function PostCategoryBadge({
  category,
  className,
}: {
  category: Pick<BlogCategory, "id" | "name"> | null;
  className?: string;
}) {
  const style = categoryStyle(category?.id);
  const Icon = style.icon;
  return (
    <span
      className={cn(
        "inline-flex w-fit items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold",
        style.badge,
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {category?.name || uncategorizedName}
    </span>
  );
}
