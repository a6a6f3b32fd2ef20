import { SearchField } from "~/components/search-field";
import { useFilterForm } from "~/components/use-filter-form";
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
      <form {...form}>
        {/* The hook leaves 'all' (the default tab) out of the URL. */}
        <input type="hidden" name="tab" value={tab} />
        <SearchField
          id="tag-search"
          label={`Search within ${tag}`}
          q={q}
          maxLength={maxTagSearchLength}
          placeholder="Titles and descriptions"
        />
      </form>
    </search>
  );
}
