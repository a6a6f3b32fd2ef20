/** How the log presents an entry: its action in words, its page, its changes as text. */

const verbs: Record<string, string> = {
  create: "created",
  update: "updated",
  delete: "deleted",
  publish: "published",
  schedule: "scheduled",
  unpublish: "unpublished",
  activate: "activated",
  deactivate: "deactivated",
  feature: "featured",
  unfeature: "unfeatured",
  status: "status changed",
  assign: "assigned",
  unassign: "unassigned",
  handle: "marked handled",
  reopen: "reopened",
  resend: "sent again",
  revoke: "revoked",
  retry: "retried",
};

const words = (value: string) => value.replaceAll(/[_-]+/g, " ").trim();

/** "invitation.revoke" → "Invitation revoked"; "job_category.create" → "Job category created". */
export function describeAction(action: string): string {
  const dot = action.indexOf(".");
  const entity = words(dot === -1 ? action : action.slice(0, dot));
  const verb = dot === -1 ? "" : action.slice(dot + 1);
  const phrase = [entity, verbs[verb] ?? words(verb)].filter(Boolean).join(" ");
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
}

const detailPages: Record<string, string> = {
  post: "/admin/posts",
  job: "/admin/jobs",
  application: "/admin/applications",
};

const listPages: Record<string, string> = {
  invitation: "/admin/invitations",
  lead: "/admin/leads",
  message: "/admin/messages",
  email: "/admin/outbox",
  post_category: "/admin/post-categories",
  job_category: "/admin/job-categories",
};

/** The staff page of the entry's entity, when there is one. */
export function entityHref(entityType: string, entityId: string | null): string | null {
  const detail = detailPages[entityType];
  if (detail) return entityId ? `${detail}/${encodeURIComponent(entityId)}` : null;
  return listPages[entityType] ?? null;
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
