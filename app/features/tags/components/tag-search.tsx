import { Search } from "lucide-react";
import { type FormEvent, useEffect, useRef } from "react";
import { useSubmit } from "react-router";
import { fieldClass } from "~/features/jobs/components/styles";
import { cn } from "~/lib/utils";
import { maxTagSearchLength, type TagTab } from "../query";

const searchDelayMs = 300;

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
  const submit = useSubmit();
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Back/forward and links change the URL: show what it says (not while typing).
  useEffect(() => {
    const input = inputRef.current;
    if (input && input !== document.activeElement && input.value !== q) input.value = q;
  }, [q]);

  useEffect(() => () => clearTimeout(timer.current), []);

  function apply(form: HTMLFormElement, replace: boolean) {
    clearTimeout(timer.current);
    const params = new URLSearchParams();
    if (tab !== "all") params.set("tab", tab);
    const text = String(new FormData(form).get("q") ?? "").trim();
    if (text) params.set("q", text);
    submit(params, { method: "get", action, replace, preventScrollReset: true });
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(form, true), searchDelayMs);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(event.currentTarget, false);
  }

  return (
    <search aria-label={`Search within ${tag}`}>
      <form method="get" action={action} onChange={onChange} onSubmit={onSubmit}>
        {tab !== "all" ? <input type="hidden" name="tab" value={tab} /> : null}
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
              ref={inputRef}
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
