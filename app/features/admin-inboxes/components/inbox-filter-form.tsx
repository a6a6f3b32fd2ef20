import { Form, Link } from "react-router";
import { humanize } from "~/components/admin/admin-ui";
import { FilterSelect } from "~/components/admin/filter-select";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { InboxFilters } from "../filters";
import { messageStatuses } from "../filters";

const handledLabels = { open: "Open", handled: "Handled", all: "All" } as const;
const assignedLabels = { anyone: "Anyone", me: "Me", unassigned: "Unassigned" } as const;

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
      <FilterSelect
        className="w-full sm:w-40"
        id={`${idPrefix}-handled`}
        name="handled"
        label="Show"
        defaultValue={filters.handled}
        options={Object.entries(handledLabels).map(([value, label]) => ({ value, label }))}
      />
      <FilterSelect
        className="w-full sm:w-40"
        id={`${idPrefix}-source`}
        name="source"
        label={sourceLabel}
        defaultValue={filters.source ?? ""}
        options={[
          { value: "", label: "All" },
          ...[...new Set([...sources, ...(filters.source ? [filters.source] : [])])].map(
            (value) => ({ value, label: describeSource(value) }),
          ),
        ]}
      />
      <FilterSelect
        className="w-full sm:w-40"
        id={`${idPrefix}-assigned`}
        name="assigned"
        label="Assigned to"
        defaultValue={filters.assigned}
        options={Object.entries(assignedLabels).map(([value, label]) => ({ value, label }))}
      />
      {withStatus ? (
        <FilterSelect
          className="w-full sm:w-40"
          id={`${idPrefix}-status`}
          name="status"
          label="Status"
          defaultValue={filters.status ?? ""}
          options={[
            { value: "", label: "All" },
            ...messageStatuses.map((value) => ({ value, label: humanize(value) })),
          ]}
        />
      ) : null}
      <div className="min-w-56 flex-1">
        <Label htmlFor={`${idPrefix}-email`}>Email contains</Label>
        <Input
          id={`${idPrefix}-email`}
          type="search"
          name="email"
          defaultValue={filters.email}
          maxLength={254}
          autoComplete="off"
          controlHeight="h-10"
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
