import { fieldClass, fieldLabelClass } from "~/components/filter-field-styles";
import { SearchField } from "~/components/search-field";
import { useFilterForm } from "~/components/use-filter-form";
import { cn } from "~/lib/utils";
import { maxPostSearchLength } from "../knowledge-filters";
import type { BlogCategory } from "../types";

export const postSearchPlaceholder = "Search articles, topics, or authors...";

/**
 * The knowledge center's search box and (when `categories` is given) category dropdown: a GET
 * form to `action`, so it works without JavaScript; with it, results follow as you type.
 */
export function PostFilters({
  action,
  q,
  category,
  categories,
  label = "Search and filter articles",
  onApply,
}: {
  action: string;
  q: string;
  category?: string;
  categories?: ReadonlyArray<Pick<BlogCategory, "id" | "name">>;
  label?: string;
  onApply?: (field: string) => void;
}) {
  const values: Record<string, string> = { q };
  if (categories) values.category = category ?? "all";
  const form = useFilterForm({ action, values, onApply });
  return (
    <search aria-label={label}>
      <form
        {...form}
        className={cn(
          "grid gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm sm:gap-4 sm:p-5",
          categories && "md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]",
        )}
      >
        <div>
          <SearchField
            id="post-search"
            label="Search articles"
            q={q}
            maxLength={maxPostSearchLength}
            placeholder={postSearchPlaceholder}
          />
        </div>
        {categories ? (
          <div className="min-w-0">
            <label htmlFor="post-category" className={fieldLabelClass}>
              Category
            </label>
            <select
              id="post-category"
              name="category"
              defaultValue={category ?? "all"}
              className={cn(fieldClass, "h-10 pr-8")}
            >
              <option value="all">All Categories</option>
              {categories.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </form>
    </search>
  );
}
