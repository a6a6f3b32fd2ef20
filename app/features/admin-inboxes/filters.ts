import type { ContactMessageRow } from "../../../db/schema/leads.ts";

// Listed here, not imported from the schema, so the browser bundle stays free of drizzle.
export const handledFilters = ["open", "handled", "all"] as const;
export type HandledFilter = (typeof handledFilters)[number];

export const assigneeFilters = ["anyone", "me", "unassigned"] as const;
export type AssigneeFilter = (typeof assigneeFilters)[number];

export type MessageStatus = ContactMessageRow["status"];
export const messageStatuses = [
  "new",
  "read",
  "answered",
  "archived",
] as const satisfies readonly MessageStatus[];

/** What a staff inbox (leads or contact messages) shows; all of it lives in the URL. */
export interface InboxFilters {
  handled: HandledFilter;
  /** Leads: the source; messages: the service. */
  source: string | null;
  assigned: AssigneeFilter;
  /** Part of the sender's email address. */
  email: string;
  /** Contact messages only. */
  status: MessageStatus | null;
}

export const defaultFilters: InboxFilters = {
  handled: "open",
  source: null,
  assigned: "anyone",
  email: "",
  status: null,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** The filters from a query string; unknown values fall back to the defaults. */
export function parseInboxFilters(params: URLSearchParams): InboxFilters {
  const source = params.get("source")?.trim().slice(0, 100);
  return {
    handled: oneOf(handledFilters, params.get("handled")) ?? defaultFilters.handled,
    source: source || null,
    assigned: oneOf(assigneeFilters, params.get("assigned")) ?? defaultFilters.assigned,
    email: params.get("email")?.trim().slice(0, 254) ?? "",
    status: oneOf(messageStatuses, params.get("status")) ?? null,
  };
}

/** The query string (no "?") for `filters`, leaving out defaults; pages and CSV links share it. */
export function filtersQuery(filters: InboxFilters): string {
  const params = new URLSearchParams();
  if (filters.handled !== defaultFilters.handled) params.set("handled", filters.handled);
  if (filters.source) params.set("source", filters.source);
  if (filters.assigned !== defaultFilters.assigned) params.set("assigned", filters.assigned);
  if (filters.email) params.set("email", filters.email);
  if (filters.status) params.set("status", filters.status);
  return params.toString();
}

/**
 * Where a row action returns to: the inbox at `path` with the filters and page of `url` (the
 * action's own URL may be a data request, so only the known parameters are kept).
 */
export function backToInbox(path: string, url: URL): string {
  const params = new URLSearchParams(filtersQuery(parseInboxFilters(url.searchParams)));
  const page = url.searchParams.get("page");
  if (page && /^\d+$/.test(page)) params.set("page", page);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
