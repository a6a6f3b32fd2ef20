import { Form, Link } from "react-router";
import { humanize } from "~/components/admin/admin-ui";
import { FilterSelect } from "~/components/admin/filter-select";
import { Button } from "~/components/ui/button";
import { ErrorList } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { describeAction } from "../entries";
import type { AuditFilterField, AuditFilters } from "../filters";

const idPrefix = "audit-filter";

/** The options, plus the chosen value when the log holds none of it (so the select shows it). */
const withChosen = (options: string[], chosen: string) =>
  chosen && !options.includes(chosen) ? [...options, chosen] : options;

/**
 * The log's filters as a GET form: the URL holds them, so a filtered view can be bookmarked and
 * works without JavaScript. Dates are whole days in UTC.
 */
export function AuditFilterForm({
  filters,
  errors,
  entityTypes,
  actions,
}: {
  filters: AuditFilters;
  errors: Partial<Record<AuditFilterField, string>>;
  entityTypes: string[];
  actions: string[];
}) {
  const dateField = (field: AuditFilterField, label: string) => {
    const id = `${idPrefix}-${field}`;
    const errorId = `${id}-error`;
    return (
      <div>
        <Label htmlFor={id}>{label}</Label>
        <Input
          id={id}
          name={field}
          type="date"
          defaultValue={filters[field]}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={errors[field] ? errorId : undefined}
        />
        <ErrorList id={errorId} errors={errors[field] ? [errors[field]] : undefined} />
      </div>
    );
  };
  return (
    <Form
      method="get"
      aria-label="Filter the audit log"
      className="grid grid-cols-1 gap-4 rounded-lg border border-border p-4 sm:grid-cols-2 lg:grid-cols-5"
    >
      <FilterSelect
        id={`${idPrefix}-entity`}
        name="entity"
        label="Entity type"
        defaultValue={filters.entityType}
        options={[
          { value: "", label: "All types" },
          ...withChosen(entityTypes, filters.entityType).map((type) => ({
            value: type,
            label: humanize(type),
          })),
        ]}
      />
      <FilterSelect
        id={`${idPrefix}-action`}
        name="action"
        label="Action"
        defaultValue={filters.action}
        options={[
          { value: "", label: "All actions" },
          ...withChosen(actions, filters.action).map((action) => ({
            value: action,
            label: describeAction(action),
          })),
        ]}
      />
      <div>
        <Label htmlFor={`${idPrefix}-actor`}>Actor email</Label>
        <Input
          id={`${idPrefix}-actor`}
          name="actor"
          type="search"
          defaultValue={filters.actor}
          autoComplete="off"
        />
      </div>
      {dateField("from", "From (UTC)")}
      {dateField("to", "To (UTC)")}
      <div className="flex items-center gap-3 sm:col-span-2 lg:col-span-5">
        <Button type="submit">Apply filters</Button>
        <Link
          to="/admin/audit-log"
          className="text-sm font-medium underline underline-offset-4 hover:no-underline"
        >
          Clear filters
        </Link>
      </div>
    </Form>
  );
}
