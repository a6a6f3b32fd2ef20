import { Search } from "lucide-react";
import { type FormEvent, useEffect, useRef } from "react";
import { useSubmit } from "react-router";
import { cn } from "~/lib/utils";
import { maxQueryLength, type SearchKind } from "../query";

const typingDelayMs = 300;

/**
 * The search box: a GET form to /search, so it works without JavaScript. With JavaScript the
 * results follow the text after a short pause in typing, replacing the history entry (Back
 * leaves the search instead of stepping through every letter); Enter adds one.
 */
export function SearchForm({ q, type }: { q: string; type: SearchKind | undefined }) {
  const submit = useSubmit();
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Back/forward and links change the URL: show its text (not while the visitor types).
  useEffect(() => {
    const input = inputRef.current;
    if (input && input !== document.activeElement && input.value !== q) input.value = q;
  }, [q]);

  useEffect(() => () => clearTimeout(timer.current), []);

  function apply(form: HTMLFormElement, replace: boolean) {
    clearTimeout(timer.current);
    const params = new URLSearchParams();
    const text = (new FormData(form).get("q") ?? "").toString().trim();
    if (text) params.set("q", text);
    if (type) params.set("type", type);
    submit(params, { method: "get", action: "/search", replace, preventScrollReset: true });
  }

  function onInput(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(form, true), typingDelayMs);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(event.currentTarget, false);
  }

  return (
    <search>
      <form
        method="get"
        action="/search"
        onInput={onInput}
        onSubmit={onSubmit}
        className="flex gap-2"
      >
        <label htmlFor="site-search" className="sr-only">
          Search the site
        </label>
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
          />
          <input
            ref={inputRef}
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
