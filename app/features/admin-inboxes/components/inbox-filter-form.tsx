import { Form, Link } from "react-router";
import { humanize } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { inputClass, labelClass } from "~/features/forms/styles";
import { cn } from "~/lib/utils";
import type { InboxFilters } from "../filters";
import { messageStatuses } from "../filters";

const handledLabels = { open: "Open", handled: "Handled", all: "All" } as const;
const assignedLabels = { anyone: "Anyone", me: "Me", unassigned: "Unassigned" } as const;

const selectClass = cn(inputClass, "h-10");

function Select({
  id,
  name,
  label,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div className="w-full sm:w-40">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={selectClass}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The inbox filters as a GET form: they live in the URL, so a view can be shared, paged and
 * exported, and the form works without JavaScript.
 */
export function InboxFilterForm({
  idPrefix,
  filters,
  sourceLabel,
  sources,
  describeSource,
  withStatus = false,
}: {
  idPrefix: string;
  filters: InboxFilters;
  /** "Source" for leads, "Service" for messages. */
  sourceLabel: string;
  sources: readonly string[];
  describeSource: (value: string) => string;
  withStatus?: boolean;
}) {
  // A new URL re-creates the controls, so they always show the filters in force.
  const key = JSON.stringify(filters);
  return (
    <Form
      key={key}
      method="get"
      role="search"
      aria-label="Filters"
      className="flex flex-wrap items-end gap-4 rounded-lg border border-border p-4"
    >
      <Select
        id={`${idPrefix}-handled`}
        name="handled"
        label="Show"
        value={filters.handled}
        options={Object.entries(handledLabels).map(([value, label]) => ({ value, label }))}
      />
      <Select
        id={`${idPrefix}-source`}
        name="source"
        label={sourceLabel}
        value={filters.source ?? ""}
        options={[
          { value: "", label: "All" },
          ...[...new Set([...sources, ...(filters.source ? [filters.source] : [])])].map(
            (value) => ({ value, label: describeSource(value) }),
          ),
        ]}
      />
      <Select
        id={`${idPrefix}-assigned`}
        name="assigned"
        label="Assigned to"
        value={filters.assigned}
        options={Object.entries(assignedLabels).map(([value, label]) => ({ value, label }))}
      />
      {withStatus ? (
        <Select
          id={`${idPrefix}-status`}
          name="status"
          label="Status"
          value={filters.status ?? ""}
          options={[
            { value: "", label: "All" },
            ...messageStatuses.map((value) => ({ value, label: humanize(value) })),
          ]}
        />
      ) : null}
      <div className="min-w-56 flex-1">
        <label htmlFor={`${idPrefix}-email`} className={labelClass}>
          Email contains
        </label>
        <input
          id={`${idPrefix}-email`}
          type="search"
          name="email"
          defaultValue={filters.email}
          maxLength={254}
          autoComplete="off"
          className={cn(inputClass, "h-10")}
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit">Apply filters</Button>
        <Button asChild variant="ghost">
          <Link to=".">Clear</Link>
        </Button>
      </div>
    </Form>
  );
}
