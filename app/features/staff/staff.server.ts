import { and, eq, inArray, max, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type RoleName, roleLabel, roleNames } from "~/features/access/permissions";
import { mailSecondFactorChange } from "~/features/admin/second-factor.server";
import { type AuditActor, recordAudit } from "~/features/audit/audit.server";
import { logAuthEvent } from "~/lib/auth-events.server";
import { getDb, type Queryable, type Tx, withDbRetry } from "~/lib/db.server";
import {
  passkey,
  session,
  twoFactor,
  user,
  userRoleAssignments,
  userRoles,
} from "../../../db/schema/index.ts";
import { displayName } from "./display-name";

/**
 * Staff management (admin only: callers check `manage:role:any`). A staff member is an account
 * with role assignments. Removing a role deletes its assignment; deactivating switches every
 * assignment off (is_active) and ends every session at once, so reactivating gives back exactly
 * the roles held before. Every change is in the audit log, written in the change's transaction.
 */

export interface StaffMember {
  id: string;
  name: string;
  email: string;
  /** The roles held; while deactivated, the roles reactivation gives back. */
  roles: RoleName[];
  active: boolean;
  /** Who granted the roles (names, or addresses for accounts without one); empty: configuration. */
  grantedBy: string[];
  lastSignInAt: Date | null;
  mfaEnabled: boolean;
}

export type StaffResult =
  | { ok: true; member: StaffMember }
  | { ok: false; status: number; error: string };

const granter = alias(user, "granter");

const byRoleOrder = (a: RoleName, b: RoleName) => roleNames.indexOf(a) - roleNames.indexOf(b);

/** Everyone holding (or, deactivated, having held) a staff role, by name. */
export async function listStaff(db: Queryable = getDb()): Promise<StaffMember[]> {
  const rows = await withDbRetry(() =>
    db
      .select({
        id: user.id,
        name: user.name,
        email: user.email,
        role: userRoles.name,
        isActive: userRoleAssignments.isActive,
        granterName: granter.name,
        granterEmail: granter.email,
        // An authenticator app or a passkey (ADR 034).
        twoFactorEnabled: sql<boolean>`${user.twoFactorEnabled} or exists (select 1 from passkey where passkey.user_id = ${user.id})`,
      })
      .from(userRoleAssignments)
      .innerJoin(user, eq(user.id, userRoleAssignments.userId))
      .innerJoin(userRoles, eq(userRoles.id, userRoleAssignments.roleId))
      .leftJoin(granter, eq(granter.id, userRoleAssignments.assignedBy))
      .orderBy(user.name, user.email),
  );
  const members = new Map<string, StaffMember>();
  for (const row of rows) {
    const member = members.get(row.id) ?? {
      id: row.id,
      name: row.name,
      email: row.email,
      roles: [],
      active: false,
      grantedBy: [],
      lastSignInAt: null,
      mfaEnabled: row.twoFactorEnabled,
    };
    if (roleNames.includes(row.role as RoleName)) {
      // While active, the active roles; while deactivated, those reactivation gives back.
      if (row.isActive && !member.active) member.roles = [];
      if (row.isActive || !member.active) member.roles.push(row.role as RoleName);
    }
    member.active ||= row.isActive;
    const grantedBy = row.granterName?.trim() || row.granterEmail;
    if (grantedBy && !member.grantedBy.includes(grantedBy)) member.grantedBy.push(grantedBy);
    members.set(row.id, member);
  }
  if (members.size === 0) return [];
  const signIns = await withDbRetry(() =>
    db
      .select({ userId: session.userId, last: max(session.createdAt) })
      .from(session)
      .where(inArray(session.userId, [...members.keys()]))
      .groupBy(session.userId),
  );
  for (const { userId, last } of signIns) {
    const member = members.get(userId);
    if (member) member.lastSignInAt = last;
  }
  return [...members.values()].map((member) => ({
    ...member,
    roles: member.roles.sort(byRoleOrder),
  }));
}

export async function getStaffMember(userId: string, db: Queryable = getDb()) {
  return (await listStaff(db)).find((member) => member.id === userId) ?? null;
}

/** Rolls a change back with the message the admin sees. */
class Refused extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const rolesText = (roles: readonly string[]) =>
  roles.length > 0 ? roles.map(roleLabel).join(", ") : "no role";

/** The member's assignments, locked for this transaction, or a 404 refusal. */
async function lockedAssignments(tx: Tx, userId: string) {
  const rows = await tx
    .select({
      id: userRoleAssignments.id,
      role: userRoles.name,
      isActive: userRoleAssignments.isActive,
    })
    .from(userRoleAssignments)
    .innerJoin(userRoles, eq(userRoles.id, userRoleAssignments.roleId))
    .where(eq(userRoleAssignments.userId, userId))
    .for("update", { of: userRoleAssignments });
  if (rows.length === 0) throw new Refused(404, "This staff member was not found.");
  const [member] = await tx
    .select({ name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, userId));
  if (!member) throw new Refused(404, "This staff member was not found.");
  return { rows, member };
}

/**
 * Locks every active admin assignment first, so two admins removing each other at the same moment
 * are serialised, and after the change refuses it when no active admin would be left.
 */
async function lockAdmins(tx: Tx) {
  await tx
    .select({ id: userRoleAssignments.id })
    .from(userRoleAssignments)
    .innerJoin(userRoles, eq(userRoles.id, userRoleAssignments.roleId))
    .where(and(eq(userRoles.name, "admin"), eq(userRoleAssignments.isActive, true)))
    .for("update", { of: userRoleAssignments });
}

async function otherActiveAdmins(tx: Tx, userId: string): Promise<number> {
  const rows = await tx
    .select({ id: userRoleAssignments.id })
    .from(userRoleAssignments)
    .innerJoin(userRoles, eq(userRoles.id, userRoleAssignments.roleId))
    .where(
      and(
        eq(userRoles.name, "admin"),
        eq(userRoleAssignments.isActive, true),
        ne(userRoleAssignments.userId, userId),
      ),
    );
  return rows.length;
}

async function inTransaction(
  work: (tx: Tx) => Promise<void>,
  userId: string,
): Promise<StaffResult> {
  try {
    await getDb().transaction(work);
  } catch (error) {
    if (error instanceof Refused) return { ok: false, status: error.status, error: error.message };
    throw error;
  }
  const member = await getStaffMember(userId);
  if (!member) return { ok: false, status: 404, error: "This staff member was not found." };
  return { ok: true, member };
}

const refusedForOneself = (error: string): StaffResult => ({ ok: false, status: 409, error });

/** The roles a form sent, or a refusal: known roles only, at least one. */
export function parseRoles(values: readonly unknown[]): RoleName[] | null {
  const roles = [...new Set(values.map(String))];
  if (roles.length === 0 || !roles.every((role) => roleNames.includes(role as RoleName))) {
    return null;
  }
  return (roles as RoleName[]).sort(byRoleOrder);
}

/** Gives an active staff member exactly `roles`; the last active admin keeps the admin role. */
export async function changeStaffRoles(
  request: Request | null,
  actor: AuditActor,
  userId: string,
  roles: RoleName[],
): Promise<StaffResult> {
  return inTransaction(async (tx) => {
    await lockAdmins(tx);
    const { rows, member } = await lockedAssignments(tx, userId);
    if (!rows.some((row) => row.isActive)) {
      throw new Refused(409, `${displayName(member)} is deactivated: reactivate them first.`);
    }
    const before = rows
      .filter((row) => row.isActive)
      .map((row) => row.role as RoleName)
      .sort(byRoleOrder);
    // Switched-off rows (a role an invitation did not give back) go too: the member ends with
    // exactly `roles`, all active.
    const stale = rows.filter((row) => !row.isActive || !roles.includes(row.role as RoleName));
    const added = roles.filter((role) => !before.includes(role));
    if (stale.length === 0 && added.length === 0) {
      throw new Refused(409, `${displayName(member)} already has exactly these roles.`);
    }
    if (stale.length > 0) {
      await tx.delete(userRoleAssignments).where(
        inArray(
          userRoleAssignments.id,
          stale.map((row) => row.id),
        ),
      );
    }
    if (added.length > 0) {
      const roleRows = await tx
        .select({ id: userRoles.id })
        .from(userRoles)
        .where(inArray(userRoles.name, added));
      await tx.insert(userRoleAssignments).values(
        roleRows.map((role) => ({
          userId,
          roleId: role.id,
          assignedBy: actor.id,
          isActive: true,
        })),
      );
    }
    if (
      before.includes("admin") &&
      !roles.includes("admin") &&
      (await otherActiveAdmins(tx, userId)) === 0
    ) {
      throw new Refused(
        409,
        `${displayName(member)} is the only administrator. Make someone else an administrator first.`,
      );
    }
    await recordAudit(tx, actor, {
      action: "staff.roles",
      entityType: "staff",
      entityId: userId,
      summary: `Changed the roles of ${member.email} from ${rolesText(before)} to ${rolesText(roles)}`,
      before: { roles: before },
      after: { roles },
    });
    logAuthEvent(request, "roles.changed", {
      userId,
      email: member.email,
      detail: `${before.join(",")} -> ${roles.join(",")} by ${actor.id}`,
    });
  }, userId);
}

/**
 * Switches every role of the member off and deletes every session they have, in one transaction:
 * their next request is anonymous, whatever page they have open.
 */
export async function deactivateStaff(
  request: Request | null,
  actor: AuditActor,
  userId: string,
): Promise<StaffResult> {
  if (userId === actor.id) {
    return refusedForOneself("You cannot deactivate your own account. Ask another administrator.");
  }
  return inTransaction(async (tx) => {
    await lockAdmins(tx);
    const { rows, member } = await lockedAssignments(tx, userId);
    if (!rows.some((row) => row.isActive)) {
      throw new Refused(409, `${displayName(member)} is already deactivated.`);
    }
    await tx
      .update(userRoleAssignments)
      .set({ isActive: false })
      .where(eq(userRoleAssignments.userId, userId));
    await tx.delete(session).where(eq(session.userId, userId));
    if (rows.some((row) => row.role === "admin") && (await otherActiveAdmins(tx, userId)) === 0) {
      throw new Refused(409, `${displayName(member)} is the only administrator.`);
    }
    await recordAudit(tx, actor, {
      action: "staff.deactivate",
      entityType: "staff",
      entityId: userId,
      summary: `Deactivated ${member.email} and signed them out everywhere`,
      before: { active: true },
      after: { active: false },
    });
    logAuthEvent(request, "staff.deactivated", {
      userId,
      email: member.email,
      detail: `by ${actor.id}`,
    });
    logAuthEvent(request, "sessions.revoked", {
      userId,
      email: member.email,
      detail: "deactivated",
    });
  }, userId);
}

/** Gives a deactivated member their roles back; they sign in again themselves. */
export async function reactivateStaff(
  request: Request | null,
  actor: AuditActor,
  userId: string,
): Promise<StaffResult> {
  return inTransaction(async (tx) => {
    const { rows, member } = await lockedAssignments(tx, userId);
    if (rows.some((row) => row.isActive)) {
      throw new Refused(409, `${displayName(member)} is already active.`);
    }
    await tx
      .update(userRoleAssignments)
      .set({ isActive: true })
      .where(eq(userRoleAssignments.userId, userId));
    const roles = rows.map((row) => row.role as RoleName).sort(byRoleOrder);
    await recordAudit(tx, actor, {
      action: "staff.reactivate",
      entityType: "staff",
      entityId: userId,
      summary: `Reactivated ${member.email} as ${rolesText(roles)}`,
      before: { active: false },
      after: { active: true },
    });
    logAuthEvent(request, "staff.reactivated", {
      userId,
      email: member.email,
      detail: `by ${actor.id}`,
    });
  }, userId);
}

/**
 * For a member who lost both their authenticator app and their backup codes (ASVS 2.8.6): removes
 * their second factor and ends every session they have, in one transaction with the audit entry
 * and the mail to them. Their next sign-in sends them to set up a new factor before anything else.
 */
export async function resetStaffSecondFactor(
  request: Request | null,
  actor: AuditActor,
  userId: string,
): Promise<StaffResult> {
  if (userId === actor.id) {
    return refusedForOneself(
      "You cannot reset your own two-step sign-in. Use your backup codes, or ask another administrator.",
    );
  }
  return inTransaction(async (tx) => {
    const { rows, member } = await lockedAssignments(tx, userId);
    if (!rows.some((row) => row.isActive)) {
      throw new Refused(409, `${displayName(member)} is deactivated: reactivate them first.`);
    }
    const [owner] = await tx
      .update(user)
      .set({ twoFactorEnabled: false })
      .where(and(eq(user.id, userId), eq(user.twoFactorEnabled, true)))
      .returning({ id: user.id });
    // Passkeys are a second factor too (ADR 034): a lost laptop's goes with the app.
    const passkeys = await tx
      .delete(passkey)
      .where(eq(passkey.userId, userId))
      .returning({ id: passkey.id });
    if (!owner && passkeys.length === 0) {
      throw new Refused(409, `${displayName(member)} has no two-step sign-in to reset.`);
    }
    await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
    await tx.delete(session).where(eq(session.userId, userId));
    await recordAudit(tx, actor, {
      action: "staff.second-factor-reset",
      entityType: "staff",
      entityId: userId,
      summary: `Reset the two-step sign-in of ${member.email} and signed them out everywhere`,
      before: { secondFactor: true },
      after: { secondFactor: false },
    });
    await mailSecondFactorChange(tx, userId, "reset");
    logAuthEvent(request, "mfa.removed", {
      userId,
      email: member.email,
      detail: `reset by ${actor.id}`,
    });
    logAuthEvent(request, "sessions.revoked", {
      userId,
      email: member.email,
      detail: "second factor reset",
    });
  }, userId);
}
