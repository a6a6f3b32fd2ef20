import { and, desc, eq, gt, lte, or, sql } from "drizzle-orm";
import { roleLabel } from "~/features/access/permissions";
import { type AuditActor, changedFields, recordAudit } from "~/features/audit/audit.server";
import { staffInvitationEmail } from "~/features/invitations/emails/staff-invitation";
import { formatDate } from "~/lib/date-format";
import { getDb, type Queryable, withDbRetry } from "~/lib/db.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { renderEmail } from "~/lib/email/render.server";
import { getEnv } from "~/lib/env.server";
import {
  type InvitationRow,
  type InvitationStatus,
  user,
  userInvitations,
  userRoleAssignments,
} from "../../../db/schema/index.ts";
import type { CreateInvitation } from "./schemas";
import { effectiveStatus } from "./status";
import { createInvitationToken, invitationExpiry } from "./token.server";

/**
 * The staff side of invitations: create, list, resend, revoke. Callers (the admin pages) check
 * the permission first (`manage:role:any`); these functions trust the actor they are given and
 * record each change in the audit log, in the transaction that makes it.
 */

export interface InvitationSummary {
  id: string;
  email: string;
  roles: string[];
  message: string | null;
  /** As people see it: pending past its expiry is expired. */
  status: InvitationStatus;
  expiresAt: Date;
  createdAt: Date;
  lastSentAt: Date;
  acceptedAt: Date | null;
  acceptedUserId: string | null;
  revokedAt: Date | null;
  invitedBy: { id: string; name: string; email: string } | null;
}

export type InvitationCommandResult<Success extends object = object> =
  | ({ ok: true } & Success)
  | { ok: false; status: number; error: string; fieldErrors?: Record<string, string> };

/** The acceptance link of a token. */
export function invitationUrl(token: string): string {
  return `${getEnv().SITE_URL}/invite/${token}`;
}

async function inviterOf(db: Queryable, userId: string | null) {
  if (!userId) return null;
  const [row] = await db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, userId));
  return row ?? null;
}

/** Writes the invitation email to the outbox through `db` (the caller's transaction). */
async function enqueueInvitationEmail(
  db: Queryable,
  row: Pick<InvitationRow, "id" | "email" | "roles" | "message" | "expiresAt" | "invitedBy">,
  token: string,
) {
  const inviter = await inviterOf(db, row.invitedBy);
  await enqueueEmail(db, {
    to: row.email,
    ...renderEmail(staffInvitationEmail, {
      inviterName: inviter?.name.trim() || inviter?.email || "The team",
      roles: row.roles.map(roleLabel),
      message: row.message,
      url: invitationUrl(token),
      expiresAt: formatDate(row.expiresAt, "longDateTime"),
    }),
    metadata: { invitationId: row.id },
  });
}

const notFound = { ok: false, status: 404, error: "Invitation not found." } as const;
const processed = {
  ok: false,
  status: 409,
  error: "This invitation has already been processed.",
} as const;

/**
 * What an inviter sends, checked by `createInvitationSchema` (the admin form parses it with
 * parseWithZod), and who they are: recorded as assigner of the roles.
 */
export type CreateInvitationInput = CreateInvitation & { invitedBy: AuditActor };

/** The invitation's status people see and its expiry, as the audit log records them. */
function auditState(row: Pick<InvitationRow, "status" | "expiresAt">, now: Date) {
  return { status: effectiveStatus(row, now), expiresAt: row.expiresAt.toISOString() };
}

/**
 * Creates an invitation and queues its email in one transaction (the outbox pattern), so there is
 * never a row without its email or an email without its row. An address with a pending
 * invitation keeps only the new one: the older links are revoked. Returns the token for the
 * caller to show once (it is not stored).
 */
export async function createInvitation(
  input: CreateInvitationInput,
  { now = new Date(), db = getDb() }: { now?: Date; db?: Queryable } = {},
): Promise<InvitationCommandResult<{ id: string; token: string; url: string }>> {
  const { email, roles, message, expiresInDays } = input;
  // An account without a staff role may be invited: its owner accepts signed in (ADR 028).
  const [staff] = await withDbRetry(() =>
    db
      .select({ id: user.id })
      .from(user)
      .innerJoin(userRoleAssignments, eq(userRoleAssignments.userId, user.id))
      .where(sql`lower(${user.email}) = ${email}`)
      .limit(1),
  );
  if (staff) {
    const error = "This address belongs to a staff member: change their roles on the Staff page.";
    return { ok: false, status: 409, error, fieldErrors: { email: error } };
  }
  const { token, tokenHash } = createInvitationToken();
  const actor = input.invitedBy;
  const id = await db.transaction(async (tx) => {
    const replaced = await tx
      .select()
      .from(userInvitations)
      .where(and(eq(userInvitations.email, email), eq(userInvitations.status, "pending")))
      .for("update");
    for (const earlier of replaced) {
      await tx
        .update(userInvitations)
        .set({ status: "revoked", revokedAt: now })
        .where(eq(userInvitations.id, earlier.id));
      await recordAudit(tx, actor, {
        action: "invitation.revoke",
        entityType: "invitation",
        entityId: earlier.id,
        summary: `Revoked the earlier invitation to ${email}: a new one replaces it`,
        before: { status: effectiveStatus(earlier, now) },
        after: { status: "revoked" },
      });
    }
    const [row] = await tx
      .insert(userInvitations)
      .values({
        email,
        roles,
        message,
        tokenHash,
        invitedBy: actor.id,
        expiresAt: invitationExpiry(expiresInDays, now),
        createdAt: now,
        lastSentAt: now,
      })
      .returning();
    if (!row) throw new Error("The invitation insert returned no row");
    await enqueueInvitationEmail(tx, row, token);
    await recordAudit(tx, actor, {
      action: "invitation.create",
      entityType: "invitation",
      entityId: row.id,
      summary: `Invited ${email} as ${roles.join(", ")}`,
      after: { email, roles, message, ...auditState(row, now) },
    });
    return row.id;
  });
  return { ok: true, id, token, url: invitationUrl(token) };
}

/**
 * Sends the invitation again with a new token (the old link stops working) and a fresh expiry
 * of `expiresInDays`. Accepted and revoked invitations are not resent.
 */
export async function resendInvitation(
  id: string,
  actor: AuditActor,
  {
    now = new Date(),
    expiresInDays,
    db = getDb(),
  }: { now?: Date; expiresInDays?: number; db?: Queryable } = {},
): Promise<InvitationCommandResult<{ token: string; url: string }>> {
  const { token, tokenHash } = createInvitationToken();
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(userInvitations)
      .where(eq(userInvitations.id, id))
      .for("update");
    if (!row) return notFound;
    if (row.status !== "pending" && row.status !== "expired") return processed;
    const [updated] = await tx
      .update(userInvitations)
      .set({
        tokenHash,
        status: "pending",
        expiresAt: invitationExpiry(expiresInDays, now),
        lastSentAt: now,
      })
      .where(eq(userInvitations.id, id))
      .returning();
    if (!updated) throw new Error("The invitation update returned no row");
    await enqueueInvitationEmail(tx, updated, token);
    const changes = changedFields(auditState(row, now), auditState(updated, now));
    await recordAudit(tx, actor, {
      action: "invitation.resend",
      entityType: "invitation",
      entityId: id,
      summary: `Sent the invitation to ${row.email} again with a new link`,
      before: changes?.before,
      after: changes?.after,
    });
    return { ok: true as const };
  });
  return outcome.ok ? { ok: true, token, url: invitationUrl(token) } : outcome;
}

/** Revokes a pending invitation: its link then says 'This invitation has already been processed'. */
export async function revokeInvitation(
  id: string,
  actor: AuditActor,
  { now = new Date(), db = getDb() }: { now?: Date; db?: Queryable } = {},
): Promise<InvitationCommandResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(userInvitations)
      .where(eq(userInvitations.id, id))
      .for("update");
    if (!row) return notFound;
    if (row.status !== "pending" && row.status !== "expired") return processed;
    await tx
      .update(userInvitations)
      .set({ status: "revoked", revokedAt: now })
      .where(eq(userInvitations.id, id));
    await recordAudit(tx, actor, {
      action: "invitation.revoke",
      entityType: "invitation",
      entityId: id,
      summary: `Revoked the invitation to ${row.email}`,
      before: { status: effectiveStatus(row, now) },
      after: { status: "revoked" },
    });
    return { ok: true as const };
  });
}

/** Rows whose status, as people see it, is `status` (pending past expiry counts as expired). */
function statusCondition(status: InvitationStatus, now: Date) {
  if (status === "pending") {
    return and(eq(userInvitations.status, "pending"), gt(userInvitations.expiresAt, now));
  }
  if (status === "expired") {
    return or(
      eq(userInvitations.status, "expired"),
      and(eq(userInvitations.status, "pending"), lte(userInvitations.expiresAt, now)),
    );
  }
  return eq(userInvitations.status, status);
}

/** Invitations, newest first, with their inviter and the status as people see it. */
export async function listInvitations({
  status,
  limit = 200,
  now = new Date(),
  db = getDb(),
}: {
  status?: InvitationStatus;
  limit?: number;
  now?: Date;
  db?: Queryable;
} = {}): Promise<InvitationSummary[]> {
  const rows = await withDbRetry(() =>
    db
      .select({
        invitation: userInvitations,
        inviter: { id: user.id, name: user.name, email: user.email },
      })
      .from(userInvitations)
      .leftJoin(user, eq(user.id, userInvitations.invitedBy))
      .where(status ? statusCondition(status, now) : undefined)
      .orderBy(desc(userInvitations.createdAt), desc(userInvitations.id))
      .limit(limit),
  );
  return rows.map(({ invitation, inviter }) => {
    const { tokenHash: _hash, invitedBy: _by, ...fields } = invitation;
    return {
      ...fields,
      status: effectiveStatus(invitation, now),
      invitedBy: inviter?.id ? inviter : null,
    } satisfies InvitationSummary;
  });
}
