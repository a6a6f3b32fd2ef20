import { Form, Link } from "react-router";
import { humanize } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { fieldErrorClass, inputClass, labelClass } from "~/features/forms/styles";
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
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        <input
          id={id}
          name={field}
          type="date"
          defaultValue={filters[field]}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={errors[field] ? errorId : undefined}
          className={inputClass}
        />
        {errors[field] ? (
          <p id={errorId} className={fieldErrorClass}>
            {errors[field]}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <Form
      method="get"
      aria-label="Filter the audit log"
      className="grid grid-cols-1 gap-4 rounded-lg border border-border p-4 sm:grid-cols-2 lg:grid-cols-5"
    >
      <div>
        <label htmlFor={`${idPrefix}-entity`} className={labelClass}>
          Entity type
        </label>
        <select
          id={`${idPrefix}-entity`}
          name="entity"
          defaultValue={filters.entityType}
          className={inputClass}
        >
          <option value="">All types</option>
          {withChosen(entityTypes, filters.entityType).map((type) => (
            <option key={type} value={type}>
              {humanize(type)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${idPrefix}-action`} className={labelClass}>
          Action
        </label>
        <select
          id={`${idPrefix}-action`}
          name="action"
          defaultValue={filters.action}
          className={inputClass}
        >
          <option value="">All actions</option>
          {withChosen(actions, filters.action).map((action) => (
            <option key={action} value={action}>
              {describeAction(action)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${idPrefix}-actor`} className={labelClass}>
          Actor email
        </label>
        <input
          id={`${idPrefix}-actor`}
          name="actor"
          type="search"
          defaultValue={filters.actor}
          autoComplete="off"
          className={inputClass}
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
