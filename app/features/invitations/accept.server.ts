import { randomUUID } from "node:crypto";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { roleLabel } from "~/features/access/permissions";
import { recordAudit } from "~/features/audit/audit.server";
import { ensureProfile } from "~/features/profiles/profiles.server";
import { getAuth } from "~/lib/auth.server";
import { logAuthEvent } from "~/lib/auth-events.server";
import { isCommonPassword } from "~/lib/common-passwords.server";
import { getDb, type Queryable, withDbRetry } from "~/lib/db.server";
import { errorFields, logger } from "~/lib/logger.server";
import {
  account,
  user,
  userInvitations,
  userRoleAssignments,
  userRoles,
} from "../../../db/schema/index.ts";
import type { InvalidReason } from "./messages";
import type { RegistrationInput } from "./schemas";
import { invitationProblem } from "./status";
import { hashInvitationToken } from "./token.server";

/** What the invitation page shows about a usable invitation. */
export interface InvitationView {
  id: string;
  email: string;
  roles: string[];
  message: string | null;
  expiresAt: Date;
  inviterName: string | null;
}

export type InvitationLookup =
  | { ok: true; invitation: InvitationView }
  | { ok: false; reason: InvalidReason };

/** Longer than any token we make; such a value is looked up no further. */
const maxTokenLength = 200;

/**
 * Checks a link's token in the spec's order: none ('Invalid invitation link'), unknown ('not
 * found or invalid'), accepted or revoked ('already processed'), expired. A database failure is
 * 'Failed to validate invitation'. The token is compared by its hash, never stored.
 */
export async function lookupInvitation(
  token: string | null | undefined,
  { now = new Date(), db = getDb() }: { now?: Date; db?: Queryable } = {},
): Promise<InvitationLookup> {
  const value = token?.trim();
  if (!value) return { ok: false, reason: "missing" };
  if (value.length > maxTokenLength) return { ok: false, reason: "notFound" };
  try {
    const [row] = await withDbRetry(() =>
      db
        .select({ invitation: userInvitations, inviterName: user.name, inviterEmail: user.email })
        .from(userInvitations)
        .leftJoin(user, eq(user.id, userInvitations.invitedBy))
        .where(eq(userInvitations.tokenHash, hashInvitationToken(value))),
    );
    if (!row) return { ok: false, reason: "notFound" };
    const problem = invitationProblem(row.invitation, now);
    if (problem) return { ok: false, reason: problem };
    const { id, email, roles, message, expiresAt } = row.invitation;
    return {
      ok: true,
      invitation: {
        id,
        email,
        roles,
        message,
        expiresAt,
        inviterName: row.inviterName?.trim() || row.inviterEmail || null,
      },
    };
  } catch (error) {
    logger.error("invitation lookup failed", { ...errorFields(error) });
    return { ok: false, reason: "failed" };
  }
}

export type AcceptResult =
  | { ok: true; userId: string; email: string }
  | {
      ok: false;
      reason: InvalidReason | "accountExists" | "registrationFailed" | "commonPassword";
    };

type ClaimedInvitation = typeof userInvitations.$inferSelect;

/** The acceptance in the audit log, by the person who accepted, in the acceptance's transaction. */
async function recordAcceptance(
  tx: Queryable,
  invitation: ClaimedInvitation,
  accepter: { id: string; email: string },
  how: string,
) {
  await recordAudit(tx, accepter, {
    action: "invitation.accept",
    entityType: "invitation",
    entityId: invitation.id,
    summary: `${accepter.email} accepted the invitation ${how} as ${invitation.roles.map(roleLabel).join(", ")}`,
    before: { status: "pending" },
    after: { status: "accepted", roles: invitation.roles },
  });
}

/** Raised inside the transaction to roll it back when the invitation was claimed meanwhile. */
class InvitationGone extends Error {}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export async function emailHasAccount(db: Queryable, email: string): Promise<boolean> {
  const [row] = await withDbRetry(() =>
    db.select({ id: user.id }).from(user).where(sql`lower(${user.email}) = ${email.toLowerCase()}`),
  );
  return Boolean(row);
}

/**
 * Creates the invited person's account in one transaction: the invitation is claimed first (one
 * conditional update, so of two simultaneous submits only one gets it), then the user with a
 * verified email (the link proves the address) and better-auth's credential account with a
 * password hashed by better-auth, one active role assignment per invited role with the inviter
 * as assigner, the accepted fields and the profile. Any failure rolls everything back.
 *
 * The rows are written here rather than through better-auth's sign-up endpoint because that
 * endpoint enforces the candidates' 8-character minimum while the spec sets 6 for invitations,
 * and cannot share our transaction. The caller signs the new user in through better-auth.
 */
export async function acceptInvitation(
  token: string | null | undefined,
  input: RegistrationInput,
  { now = new Date(), db = getDb() }: { now?: Date; db?: Queryable } = {},
): Promise<AcceptResult> {
  const lookup = await lookupInvitation(token, { now, db });
  if (!lookup.ok) return lookup;
  if (isCommonPassword(input.password)) return { ok: false, reason: "commonPassword" };
  const { email } = lookup.invitation;
  if (await emailHasAccount(db, email)) {
    // The account may be this invitation's own, made by a second submit a moment ago.
    const again = await lookupInvitation(token, { now, db });
    return again.ok ? { ok: false, reason: "accountExists" } : again;
  }

  const context = await getAuth().$context;
  const passwordHash = await context.password.hash(input.password);
  const userId = context.generateId({ model: "user" }) || randomUUID();
  const accountId = context.generateId({ model: "account" }) || randomUUID();
  const tokenHash = hashInvitationToken(String(token).trim());

  try {
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(userInvitations)
        .set({ status: "accepted", acceptedAt: now })
        .where(
          and(
            eq(userInvitations.tokenHash, tokenHash),
            eq(userInvitations.status, "pending"),
            gt(userInvitations.expiresAt, now),
          ),
        )
        .returning();
      if (!claimed) throw new InvitationGone();
      await tx.insert(user).values({
        id: userId,
        name: `${input.firstName} ${input.lastName}`,
        email,
        emailVerified: true,
        createdAt: now,
        updatedAt: now,
      });
      await tx.insert(account).values({
        id: accountId,
        accountId: userId,
        providerId: "credential",
        userId,
        password: passwordHash,
        createdAt: now,
        updatedAt: now,
      });
      await tx
        .update(userInvitations)
        .set({ acceptedUserId: userId })
        .where(eq(userInvitations.id, claimed.id));
      const roles =
        claimed.roles.length > 0
          ? await tx
              .select({ id: userRoles.id })
              .from(userRoles)
              .where(inArray(userRoles.name, claimed.roles))
          : [];
      if (roles.length > 0) {
        await tx.insert(userRoleAssignments).values(
          roles.map((role) => ({
            userId,
            roleId: role.id,
            assignedBy: claimed.invitedBy,
            isActive: true,
          })),
        );
      }
      await ensureProfile(
        userId,
        { firstName: input.firstName, lastName: input.lastName, email },
        tx,
      );
      await recordAcceptance(tx, claimed, { id: userId, email }, "with a new account");
    });
  } catch (error) {
    if (error instanceof InvitationGone) {
      const again = await lookupInvitation(token, { now, db });
      return { ok: false, reason: again.ok ? "processed" : again.reason };
    }
    if (isUniqueViolation(error)) return { ok: false, reason: "accountExists" };
    logger.error("invitation acceptance failed", { ...errorFields(error) });
    return { ok: false, reason: "registrationFailed" };
  }
  logAuthEvent(null, "roles.granted", { userId, email, detail: "invitation accepted" });
  return { ok: true, userId, email };
}

export type AcceptAsUserResult =
  | { ok: true; roles: string[] }
  | { ok: false; reason: InvalidReason | "otherAccount" };

/**
 * Accepts an invitation for the signed-in account of the invited address (ADR 028): the link
 * proves the mailbox, the session proves the account, so both must be the same address. The
 * invited roles are granted active, with the inviter as assigner, in the claim's transaction.
 */
export async function acceptInvitationAsUser(
  token: string | null | undefined,
  account: { id: string; email: string },
  request: Request | null,
  { now = new Date(), db = getDb() }: { now?: Date; db?: Queryable } = {},
): Promise<AcceptAsUserResult> {
  const lookup = await lookupInvitation(token, { now, db });
  if (!lookup.ok) return lookup;
  if (lookup.invitation.email.toLowerCase() !== account.email.toLowerCase()) {
    return { ok: false, reason: "otherAccount" };
  }
  const tokenHash = hashInvitationToken(String(token).trim());
  try {
    const roles = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(userInvitations)
        .set({ status: "accepted", acceptedAt: now, acceptedUserId: account.id })
        .where(
          and(
            eq(userInvitations.tokenHash, tokenHash),
            eq(userInvitations.status, "pending"),
            gt(userInvitations.expiresAt, now),
          ),
        )
        .returning();
      if (!claimed) throw new InvitationGone();
      const roleRows =
        claimed.roles.length > 0
          ? await tx
              .select({ id: userRoles.id })
              .from(userRoles)
              .where(inArray(userRoles.name, claimed.roles))
          : [];
      if (roleRows.length > 0) {
        await tx
          .insert(userRoleAssignments)
          .values(
            roleRows.map((role) => ({
              userId: account.id,
              roleId: role.id,
              assignedBy: claimed.invitedBy,
              isActive: true,
            })),
          )
          .onConflictDoUpdate({
            target: [userRoleAssignments.userId, userRoleAssignments.roleId],
            set: { isActive: true, assignedBy: claimed.invitedBy },
          });
      }
      await recordAcceptance(tx, claimed, account, "with an existing account");
      return claimed.roles;
    });
    logAuthEvent(request, "roles.granted", {
      userId: account.id,
      email: account.email,
      detail: `invitation accepted: ${roles.join(",")}`,
    });
    return { ok: true, roles };
  } catch (error) {
    if (!(error instanceof InvitationGone)) throw error;
    const again = await lookupInvitation(token, { now, db });
    return { ok: false, reason: again.ok ? "processed" : again.reason };
  }
}
