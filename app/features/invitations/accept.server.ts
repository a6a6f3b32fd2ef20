import { isAPIError } from "better-auth/api";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { roleLabel } from "~/features/access/permissions";
import { recordAudit } from "~/features/audit/audit.server";
import { ensureProfile } from "~/features/profiles/profiles.server";
import { getAuth, withSignUpWork } from "~/lib/auth.server";
import { logAuthEvent } from "~/lib/auth-events.server";
import { getDb, type Queryable, withDbRetry } from "~/lib/db.server";
import { errorFields, logger } from "~/lib/logger.server";
import { user, userInvitations, userRoleAssignments, userRoles } from "../../../db/schema/index.ts";
import type { InvalidReason } from "./messages";
import type { RegistrationInput } from "./registration-schema";
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

/**
 * Marks the invitation accepted by `userId` if it is still pending and unexpired: one
 * conditional update, so of two simultaneous submits only one gets it. Null when it was not.
 */
async function claimInvitation(
  tx: Queryable,
  token: string | null | undefined,
  userId: string,
  now: Date,
): Promise<ClaimedInvitation | null> {
  const [claimed] = await tx
    .update(userInvitations)
    .set({ status: "accepted", acceptedAt: now, acceptedUserId: userId })
    .where(
      and(
        eq(userInvitations.tokenHash, hashInvitationToken(String(token).trim())),
        eq(userInvitations.status, "pending"),
        gt(userInvitations.expiresAt, now),
      ),
    )
    .returning();
  return claimed ?? null;
}

/** One active assignment per invited role, with the inviter as assigner. */
async function grantInvitedRoles(tx: Queryable, userId: string, invitation: ClaimedInvitation) {
  if (invitation.roles.length === 0) return;
  const roles = await tx
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(inArray(userRoles.name, invitation.roles));
  if (roles.length === 0) return;
  await tx
    .insert(userRoleAssignments)
    .values(
      roles.map((role) => ({
        userId,
        roleId: role.id,
        assignedBy: invitation.invitedBy,
        isActive: true,
      })),
    )
    .onConflictDoUpdate({
      target: [userRoleAssignments.userId, userRoleAssignments.roleId],
      set: { isActive: true, assignedBy: invitation.invitedBy },
    });
}

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

export async function emailHasAccount(db: Queryable, email: string): Promise<boolean> {
  const [row] = await withDbRetry(() =>
    db.select({ id: user.id }).from(user).where(sql`lower(${user.email}) = ${email.toLowerCase()}`),
  );
  return Boolean(row);
}

/** Why no account was made: the invitation was used or withdrawn meanwhile, or the address registered. */
async function reasonNotAccepted(
  token: string | null | undefined,
  email: string,
  { now, db }: { now: Date; db: Queryable },
): Promise<AcceptResult & { ok: false }> {
  const again = await lookupInvitation(token, { now, db });
  if (!again.ok) return again;
  if (await emailHasAccount(db, email)) return { ok: false, reason: "accountExists" };
  return { ok: false, reason: "registrationFailed" };
}

/**
 * Creates the invited person's account through better-auth's sign-up (its password rules and
 * hashing, our before and after hooks: the common-password check among them), with the address
 * verified (the link proves it). Inside better-auth's sign-up transaction, once the user row
 * exists, the invitation is claimed, the invited roles are granted with the inviter as assigner,
 * and the profile and the audit entry are written: any failure rolls all of it back, the account
 * included, and the invitation stays pending. The caller signs the new user in.
 */
export async function acceptInvitation(
  token: string | null | undefined,
  input: RegistrationInput,
  { now = new Date(), db = getDb() }: { now?: Date; db?: Queryable } = {},
): Promise<AcceptResult> {
  const lookup = await lookupInvitation(token, { now, db });
  if (!lookup.ok) return lookup;
  const { email } = lookup.invitation;
  // An address with an account accepts signed in (ADR 028); better-auth would only mail its owner.
  if (await emailHasAccount(db, email)) return reasonNotAccepted(token, email, { now, db });

  const accepted: { userId?: string } = {};
  const acceptInside = async (userId: string, tx: Queryable) => {
    const claimed = await claimInvitation(tx, token, userId, now);
    if (!claimed) throw new InvitationGone();
    await grantInvitedRoles(tx, userId, claimed);
    await ensureProfile(
      userId,
      { firstName: input.firstName, lastName: input.lastName, email },
      tx,
    );
    await recordAcceptance(tx, claimed, { id: userId, email }, "with a new account");
    accepted.userId = userId;
  };
  try {
    await withSignUpWork(
      acceptInside,
      () =>
        getAuth().api.signUpEmail({
          body: { name: `${input.firstName} ${input.lastName}`, email, password: input.password },
        }),
      { verifiedEmail: email },
    );
  } catch (error) {
    accepted.userId = undefined;
    if (isAPIError(error) && error.body?.code === "PASSWORD_TOO_COMMON") {
      return { ok: false, reason: "commonPassword" };
    }
    if (!(error instanceof InvitationGone) && !isAPIError(error)) {
      logger.error("invitation acceptance failed", { ...errorFields(error) });
    }
  }
  // better-auth answers an address that registered meanwhile as if it had made the account.
  const { userId } = accepted;
  if (!userId) return reasonNotAccepted(token, email, { now, db });
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
  try {
    const roles = await db.transaction(async (tx) => {
      const claimed = await claimInvitation(tx, token, account.id, now);
      if (!claimed) throw new InvitationGone();
      await grantInvitedRoles(tx, account.id, claimed);
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
