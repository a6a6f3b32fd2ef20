/**
 * The audit log's filters as the URL carries them (`?entity=&action=&actor=&from=&to=`). Shared by
 * the loader and the filter form, so it holds no server code.
 */
export interface AuditFilters {
  entityType: string;
  action: string;
  /** Part of the actor's email, matched case-insensitively. */
  actor: string;
  /** YYYY-MM-DD, UTC, inclusive. */
  from: string;
  to: string;
}

export type AuditFilterField = "from" | "to";

export interface ParsedAuditFilters {
  filters: AuditFilters;
  /** Messages for the date fields; a field with an error is not applied. */
  errors: Partial<Record<AuditFilterField, string>>;
}

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written as YYYY-MM-DD (rejects 2025-02-30). */
function isIsoDate(value: string): boolean {
  if (!datePattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const text = (params: URLSearchParams, name: string, max: number) =>
  (params.get(name) ?? "").trim().slice(0, max);

export function parseAuditFilters(params: URLSearchParams): ParsedAuditFilters {
  const filters: AuditFilters = {
    entityType: text(params, "entity", 100),
    action: text(params, "action", 100),
    actor: text(params, "actor", 254),
    from: text(params, "from", 10),
    to: text(params, "to", 10),
  };
  const errors: ParsedAuditFilters["errors"] = {};
  for (const field of ["from", "to"] as const) {
    if (filters[field] && !isIsoDate(filters[field])) {
      errors[field] = "Please enter a date as YYYY-MM-DD.";
    }
  }
  if (!errors.from && !errors.to && filters.from && filters.to && filters.from > filters.to) {
    errors.to = "The end date must be on or after the start date.";
  }
  return { filters, errors };
}
