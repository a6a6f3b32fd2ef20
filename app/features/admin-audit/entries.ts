/** How the log presents an entry: its action in words, its page, its changes as text. */

const verbs = new Map<string, string>([
  ["create", "created"],
  ["update", "updated"],
  ["delete", "deleted"],
  ["publish", "published"],
  ["schedule", "scheduled"],
  ["unpublish", "unpublished"],
  ["activate", "activated"],
  ["deactivate", "deactivated"],
  ["reactivate", "reactivated"],
  ["roles", "roles changed"],
  ["accept", "accepted"],
  ["feature", "featured"],
  ["unfeature", "unfeatured"],
  ["status", "status changed"],
  ["assign", "assigned"],
  ["unassign", "unassigned"],
  ["handle", "marked handled"],
  ["reopen", "reopened"],
  ["resend", "sent again"],
  ["revoke", "revoked"],
  ["retry", "retried"],
]);

const words = (value: string) => value.replaceAll(/[_-]+/g, " ").trim();

/** "invitation.revoke" → "Invitation revoked"; "job_category.create" → "Job category created". */
export function describeAction(action: string): string {
  const dot = action.indexOf(".");
  const entity = words(dot === -1 ? action : action.slice(0, dot));
  const verb = dot === -1 ? "" : action.slice(dot + 1);
  const phrase = [entity, verbs.get(verb) ?? words(verb)].filter(Boolean).join(" ");
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
}

/** Entities with a page of their own, while their row exists. */
const detailPages = {
  post: "/admin/posts",
  job: "/admin/jobs",
  application: "/admin/applications",
} as const;

export type DetailEntityType = keyof typeof detailPages;

const listPages = new Map<string, string>([
  ["invitation", "/admin/invitations"],
  ["staff", "/admin/staff"],
  ["lead", "/admin/leads"],
  ["message", "/admin/messages"],
  ["contact_message", "/admin/messages"],
  ["email", "/admin/outbox"],
  ["email_outbox", "/admin/outbox"],
  ["post_category", "/admin/post-categories"],
  ["job_category", "/admin/job-categories"],
]);

/** How `live` names a row: "post:{id}". */
export const entityKey = (entityType: string, entityId: string) => `${entityType}:${entityId}`;

/**
 * The staff page of the entry's entity, when there is one: a post, job or application's own page
 * while it still exists (`live` holds those that do), otherwise the list its kind lives in.
 */
export function entityHref(
  entityType: string,
  entityId: string | null,
  live: ReadonlySet<string>,
): string | null {
  if (Object.hasOwn(detailPages, entityType)) {
    if (!entityId || !live.has(entityKey(entityType, entityId))) return null;
    return `${detailPages[entityType as DetailEntityType]}/${encodeURIComponent(entityId)}`;
  }
  return listPages.get(entityType) ?? null;
}

export interface ChangeRow {
  field: string;
  before: string;
  after: string;
}

/** A value as plain text: strings as they are, anything else as JSON; absent is a dash. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null) return "—";
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}

/** One row per field named in either side, in the order they first appear. */
export function changeRows(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): ChangeRow[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => ({
    field,
    before: valueText(before?.[field]),
    after: valueText(after?.[field]),
  }));
}
