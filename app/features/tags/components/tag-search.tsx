import { Search } from "lucide-react";
import { useFilterForm } from "~/features/blog/components/use-filter-form";
import { fieldClass } from "~/features/jobs/components/styles";
import { cn } from "~/lib/utils";
import { maxTagSearchLength, type TagTab } from "../query";

/**
 * Search within a tag's results: a GET form (works without JavaScript, keeps the tab); with
 * JavaScript typing updates the URL after a short pause, replacing the history entry.
 */
export function TagSearch({
  action,
  tag,
  q,
  tab,
}: {
  /** The tag page's path. */
  action: string;
  tag: string;
  q: string;
  tab: TagTab;
}) {
  const form = useFilterForm({ action, values: { q } });
  return (
    <search aria-label={`Search within ${tag}`}>
      <form
        ref={form.formRef}
        method={form.method}
        action={form.action}
        onChange={form.onChange}
        onSubmit={form.onSubmit}
      >
        {/* The hook leaves 'all' (the default tab) out of the URL. */}
        <input type="hidden" name="tab" value={tab} />
        <label htmlFor="tag-search" className="mb-1.5 block text-sm font-medium">
          Search within {tag}
        </label>
        <div className="flex gap-2">
          <div className="relative flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <input
              id="tag-search"
              type="search"
              name="q"
              defaultValue={q}
              maxLength={maxTagSearchLength}
              placeholder="Titles and descriptions"
              autoComplete="off"
              enterKeyHint="search"
              className={cn(fieldClass, "h-10 pl-9")}
            />
          </div>
          <button
            type="submit"
            className="inline-flex h-10 items-center justify-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground outline-none hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
          >
            Search
          </button>
        </div>
      </form>
    </search>
  );
}
