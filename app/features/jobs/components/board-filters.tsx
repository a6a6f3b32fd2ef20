import { type FormEvent, useEffect, useRef } from "react";
import { useSubmit } from "react-router";
import {
  fieldClass as inputClass,
  fieldLabelClass as labelClass,
} from "~/components/filter-field-styles";
import { SearchField } from "~/components/search-field";
import { cn } from "~/lib/utils";
import { type BoardFilters as Filters, maxSearchLength } from "../filters";
import { experienceLevelOptions, jobTypeOptions } from "../labels";
import type { JobCategory } from "../types";

const searchDelayMs = 300;

/**
 * The board's search and filters: a GET form, so it works without JavaScript (Search submits
 * it). With JavaScript, choosing a filter applies it at once and typing applies the search after
 * a short pause; the URL keeps only what differs from the defaults, and page 1 again. On a
 * static page (ADR 046) islands/live-results.ts does the same.
 */
export function BoardFilters({
  filters,
  categories,
  action = "/careers",
}: {
  filters: Filters;
  categories: JobCategory[];
  action?: string;
}) {
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Back/forward and 'Clear filters' change the URL: show what it says (not while typing).
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const fields: Array<[string, string]> = [
      ["q", filters.q],
      ["category", filters.category ?? "all"],
      ["type", filters.type ?? "all"],
      ["level", filters.level ?? "all"],
    ];
    for (const [name, value] of fields) {
      const field = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
      if (field && field !== document.activeElement && field.value !== value) field.value = value;
    }
  }, [filters.q, filters.category, filters.type, filters.level]);

  useEffect(() => () => clearTimeout(timer.current), []);

  function apply(form: HTMLFormElement, { replace }: { replace: boolean }) {
    clearTimeout(timer.current);
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (typeof value !== "string") continue;
      const trimmed = value.trim();
      if (trimmed && trimmed !== "all") params.set(name, trimmed);
    }
    submit(params, { method: "get", action, replace, preventScrollReset: true });
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    if ((event.target as HTMLElement).getAttribute("name") === "q") {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => apply(form, { replace: true }), searchDelayMs);
    } else {
      apply(form, { replace: false });
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(event.currentTarget, { replace: false });
  }

  return (
    <search aria-label="Search and filter jobs">
      <form
        ref={formRef}
        method="get"
        action={action}
        data-live-form=""
        data-island="live-results"
        onChange={onChange}
        onSubmit={onSubmit}
        className="grid grid-cols-2 gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm sm:gap-4 sm:p-5 md:grid-cols-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]"
      >
        <div className="col-span-2 md:col-span-3 lg:col-span-1">
          <SearchField
            id="job-search"
            label="Search"
            q={filters.q}
            maxLength={maxSearchLength}
            placeholder="Title, company or location"
          />
        </div>
        <FilterSelect
          id="job-category"
          className="col-span-2 md:col-span-1"
          name="category"
          label="Category"
          value={filters.category ?? "all"}
          allLabel="All Categories"
          options={categories.map((category) => ({ value: category.id, label: category.name }))}
        />
        <FilterSelect
          id="job-type"
          name="type"
          label="Job type"
          value={filters.type ?? "all"}
          allLabel="All Types"
          options={jobTypeOptions}
        />
        <FilterSelect
          id="job-level"
          name="level"
          label="Experience level"
          value={filters.level ?? "all"}
          allLabel="All Levels"
          options={experienceLevelOptions}
        />
      </form>
    </search>
  );
}

function FilterSelect({
  id,
  className,
  name,
  label,
  value,
  allLabel,
  options,
}: {
  id: string;
  className?: string;
  name: string;
  label: string;
  value: string;
  allLabel: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <div className={cn("min-w-0", className)}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={cn(inputClass, "h-10 pr-8")}>
        <option value="all">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
