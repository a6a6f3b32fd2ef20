import { Search } from "lucide-react";
import { useFilterForm } from "~/components/use-filter-form";
import { cn } from "~/lib/utils";
import { maxQueryLength, type SearchKind } from "../query";

/**
 * The search box: a GET form to /search, so it works without JavaScript. With it the results
 * follow the text after a short pause in typing, replacing the history entry (Back leaves the
 * search instead of stepping through every letter); Enter adds one. On the static page the
 * live-results island does this, on a hydrated one useFilterForm; `onApply` hears the change.
 */
export function SearchForm({
  q,
  type,
  onApply,
}: {
  q: string;
  type: SearchKind | undefined;
  onApply?: (field: string) => void;
}) {
  const form = useFilterForm({ action: "/search", values: { q }, onApply });

  return (
    <search>
      <form {...form} className="flex gap-2">
        <label htmlFor="site-search" className="sr-only">
          Search the site
        </label>
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
          />
          <input
            id="site-search"
            type="search"
            name="q"
            defaultValue={q}
            maxLength={maxQueryLength}
            placeholder="Search articles, jobs, services and technologies"
            autoComplete="off"
            enterKeyHint="search"
            className={cn(
              "h-12 w-full rounded-md border border-border bg-background pr-3 pl-10 text-base shadow-xs outline-none",
              "placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40",
            )}
          />
        </div>
        {type ? <input type="hidden" name="type" value={type} /> : null}
        <button
          type="submit"
          className="inline-flex h-12 items-center justify-center rounded-md bg-primary px-5 text-sm font-medium text-primary-foreground outline-none hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        >
          Search
        </button>
      </form>
    </search>
  );
}
