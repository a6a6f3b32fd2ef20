import { eq } from "drizzle-orm";
import { humanize } from "~/components/admin/admin-ui";
import type { Permission } from "~/features/access/permissions";
import { type AuditActor, changedFields, recordAudit } from "~/features/audit/audit.server";
import { getDb, type Tx, withDbRetry } from "~/lib/db.server";
import { contactMessages, leads } from "../../../db/schema/index.ts";
import { staffHolding, staffLabel } from "./assignees.server";
import type { MessageStatus } from "./filters";

export type InboxKind = "lead" | "message";

/** The read permission of each inbox: only its holders can be given its rows. */
export const inboxReadPermission: Record<InboxKind, Permission> = {
  lead: "read:lead:any",
  message: "read:message:any",
};

interface FollowUpState {
  /** The sender, as a summary names the row. */
  email: string;
  assignedTo: string | null;
  handledAt: Date | null;
  handledBy: string | null;
  status?: MessageStatus;
}

type Patch = Partial<Omit<FollowUpState, "email">>;

/** The follow-up columns of either inbox table. */
const followUpColumns = (table: typeof leads | typeof contactMessages) => ({
  email: table.email,
  assignedTo: table.assignedTo,
  handledAt: table.handledAt,
  handledBy: table.handledBy,
});

/** Reads a row locked for the change, and writes it back; one per inbox table. */
const stores = {
  lead: {
    entityType: "lead",
    noun: "lead",
    async lock(tx: Tx, id: string): Promise<FollowUpState | undefined> {
      const rows = await tx
        .select(followUpColumns(leads))
        .from(leads)
        .where(eq(leads.id, id))
        .for("update");
      return rows[0];
    },
    async save(tx: Tx, id: string, { status: _status, ...patch }: Patch) {
      await tx.update(leads).set(patch).where(eq(leads.id, id));
    },
  },
  message: {
    entityType: "contact_message",
    noun: "message",
    async lock(tx: Tx, id: string): Promise<FollowUpState | undefined> {
      const rows = await tx
        .select({ ...followUpColumns(contactMessages), status: contactMessages.status })
        .from(contactMessages)
        .where(eq(contactMessages.id, id))
        .for("update");
      return rows[0];
    },
    async save(tx: Tx, id: string, patch: Patch) {
      await tx.update(contactMessages).set(patch).where(eq(contactMessages.id, id));
    },
  },
} as const;

export type FollowUpResult =
  | { ok: true; title: string; description: string }
  | { ok: false; status: 400 | 404 | 409; error: string };

/** What to change on the locked row, or why it cannot change. */
type Plan =
  | { verb: string; title: string; patch: Patch; summary: string }
  | { error: string; status: 400 | 409 };

/**
 * Locks the row, applies `plan`'s change and records it in the audit log, all in one
 * transaction: the log holds exactly the changes that happened.
 */
async function changeFollowUp(
  kind: InboxKind,
  id: string,
  actor: AuditActor,
  plan: (row: FollowUpState, tx: Tx) => Promise<Plan> | Plan,
): Promise<FollowUpResult> {
  const store = stores[kind];
  return withDbRetry(() =>
    getDb().transaction(async (tx): Promise<FollowUpResult> => {
      const row = await store.lock(tx, id);
      if (!row) return { ok: false, status: 404, error: `This ${store.noun} no longer exists.` };
      const planned = await plan(row, tx);
      if ("error" in planned) return { ok: false, status: planned.status, error: planned.error };
      await store.save(tx, id, planned.patch);
      await recordAudit(tx, actor, {
        action: `${kind}.${planned.verb}`,
        entityType: store.entityType,
        entityId: id,
        summary: planned.summary,
        ...changedFields(row as unknown as Record<string, unknown>, planned.patch),
      });
      return { ok: true, title: planned.title, description: planned.summary };
    }),
  );
}

/** Gives the row to a staff member who can read this inbox, or to nobody (`assigneeId` null). */
export function assign(
  kind: InboxKind,
  id: string,
  assigneeId: string | null,
  actor: AuditActor,
): Promise<FollowUpResult> {
  const { noun } = stores[kind];
  return changeFollowUp(kind, id, actor, async (row, tx) => {
    if (row.assignedTo === assigneeId) {
      return { status: 409, error: "It is already assigned that way." };
    }
    if (assigneeId === null) {
      return {
        verb: "assign",
        title: "Unassigned",
        patch: { assignedTo: null },
        summary: `Unassigned the ${noun} from ${row.email}`,
      };
    }
    const staff = await staffHolding(tx, inboxReadPermission[kind]);
    const assignee = staff.find((member) => member.id === assigneeId);
    if (!assignee) {
      return { status: 400, error: `Choose a staff member who can see ${noun}s.` };
    }
    return {
      verb: "assign",
      title: "Assigned",
      patch: { assignedTo: assignee.id },
      summary: `Assigned the ${noun} from ${row.email} to ${staffLabel(assignee)}`,
    };
  });
}

/** Marks the row handled by `actor`; a contact message becomes "answered". */
export function markHandled(kind: InboxKind, id: string, actor: AuditActor) {
  const { noun } = stores[kind];
  return changeFollowUp(kind, id, actor, (row) =>
    row.handledAt
      ? { status: 409, error: `This ${noun} is already handled.` }
      : {
          verb: "handle",
          title: "Marked handled",
          patch: {
            handledAt: new Date(),
            handledBy: actor.id,
            ...(kind === "message" ? { status: "answered" as const } : {}),
          },
          summary: `Marked the ${noun} from ${row.email} handled`,
        },
  );
}

/** Makes a handled row open again; a contact message goes back to "read". */
export function reopen(kind: InboxKind, id: string, actor: AuditActor) {
  const { noun } = stores[kind];
  return changeFollowUp(kind, id, actor, (row) =>
    row.handledAt
      ? {
          verb: "reopen",
          title: "Reopened",
          patch: {
            handledAt: null,
            handledBy: null,
            ...(kind === "message" ? { status: "read" as const } : {}),
          },
          summary: `Reopened the ${noun} from ${row.email}`,
        }
      : { status: 409, error: `This ${noun} is not handled.` },
  );
}

/** Sets a contact message's status (new, read, answered, archived). */
export function setMessageStatus(id: string, status: MessageStatus, actor: AuditActor) {
  return changeFollowUp("message", id, actor, (row) =>
    row.status === status
      ? { status: 409, error: `This message is already ${humanize(status).toLowerCase()}.` }
      : {
          verb: "status",
          title: "Status changed",
          patch: { status },
          summary: `Set the message from ${row.email} to ${humanize(status)}`,
        },
  );
}
