import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { signIn } from "~/features/accounts/accounts.server";
import type { AuditActor } from "~/features/audit/audit.server";
import { getAuth } from "~/lib/auth.server";
import { commonPasswordMessage } from "~/lib/common-passwords.server";
import {
  account,
  auditLog,
  emailOutbox,
  user,
  userInvitations,
  userProfiles,
  userRoleAssignments,
  userRoles,
} from "../../../db/schema";
import { seedRoles } from "../../../db/seed/roles";
import { useAuthTestDatabase } from "../../../tests/support/auth-test-database.ts";
import { acceptInvitation, acceptInvitationAsUser, lookupInvitation } from "./accept.server";
import {
  createInvitation,
  listInvitations,
  resendInvitation,
  revokeInvitation,
} from "./invitations.server";
import { createInvitationSchema } from "./schemas";
import { hashInvitationToken } from "./token.server";

let addressCounter = 0;
/** A request from an address of its own (better-auth's sign-in limit is per address). */
function visitorRequest() {
  addressCounter++;
  return new Request("http://localhost:3000/invite/x", {
    method: "POST",
    headers: { "x-client-ip": `203.0.113.${addressCounter}` },
  });
}

let emailCounter = 0;
const uniqueEmail = (prefix: string) => `${prefix}.${++emailCounter}@example.org`;

const registration = {
  firstName: "Grace",
  lastName: "Hopper",
  password: "cobol-since-1959",
  confirmPassword: "cobol-since-1959",
};

describe("staff invitations", () => {
  const database = useAuthTestDatabase("site-invitations-");
  let inviterId: string;
  let inviter: AuditActor;

  beforeAll(async () => {
    await seedRoles(database().db);
    const created = await getAuth().api.signUpEmail({
      body: { name: "Ada Admin", email: "ada.admin@example.org", password: "a-long-password" },
    });
    inviterId = created.user.id;
    inviter = { id: inviterId, email: "ada.admin@example.org" };
  });

  // What the admin form sends, as its action reads it (createInvitationSchema).
  const invite = async (email: string, extra: Record<string, unknown> = {}) =>
    createInvitation({
      ...createInvitationSchema.parse({
        email,
        roles: ["recruiter", "editor"],
        message: "Welcome to the hiring team!",
        ...extra,
      }),
      invitedBy: inviter,
    });

  async function invited(email: string, extra: Record<string, unknown> = {}) {
    const result = await invite(email, extra);
    if (!result.ok) throw new Error(result.error);
    return result;
  }

  const rowOf = async (id: string) => {
    const [row] = await database()
      .db.select()
      .from(userInvitations)
      .where(eq(userInvitations.id, id));
    if (!row) throw new Error("no invitation row");
    return row;
  };
  const mailTo = (address: string) =>
    database().db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));
  /** The audit entries about one invitation, oldest first. */
  const auditOf = (id: string) =>
    database()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "invitation"), eq(auditLog.entityId, id)))
      .orderBy(auditLog.createdAt);

  it("stores the invitation with the token's hash only and queues its email", async () => {
    const email = uniqueEmail("grace");
    const result = await invited(email.toUpperCase());
    const row = await rowOf(result.id);
    expect(row).toMatchObject({
      email,
      roles: ["recruiter", "editor"],
      message: "Welcome to the hiring team!",
      status: "pending",
      invitedBy: inviterId,
      tokenHash: hashInvitationToken(result.token),
      acceptedAt: null,
      acceptedUserId: null,
    });
    expect(JSON.stringify(row)).not.toContain(result.token);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(7 * 24 * 60 * 60 * 1000);
    expect(result.url).toBe(`http://localhost:3000/invite/${result.token}`);
    const mails = await mailTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      template: "staff-invitation",
      subject: "Ada Admin invited you to join the Quillstack team",
      metadata: { invitationId: result.id },
    });
    expect(mails[0]?.text).toContain(result.url);
    expect(mails[0]?.text).toContain("Roles: Recruiter, Editor");
    expect(mails[0]?.text).toContain("> Welcome to the hiring team!");
    const [entry, ...more] = await auditOf(result.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorId: inviterId,
      actorEmail: "ada.admin@example.org",
      action: "invitation.create",
      summary: `Invited ${email} as recruiter, editor`,
      before: null,
      after: {
        email,
        roles: ["recruiter", "editor"],
        message: "Welcome to the hiring team!",
        status: "pending",
        expiresAt: row.expiresAt.toISOString(),
      },
    });
    expect(JSON.stringify(entry)).not.toContain(result.token);
  });

  it("writes the row, the email and the audit entry in one transaction", async () => {
    const email = uniqueEmail("atomic");
    const entriesBefore = await database().db.$count(auditLog);
    await database().db.execute(sql`alter table email_outbox rename to email_outbox_away`);
    try {
      await expect(invite(email)).rejects.toThrow();
    } finally {
      await database().db.execute(sql`alter table email_outbox_away rename to email_outbox`);
    }
    expect(
      await database().db.select().from(userInvitations).where(eq(userInvitations.email, email)),
    ).toEqual([]);
    expect(await database().db.$count(auditLog)).toBe(entriesBefore);
  });

  it("refuses the address of a staff member, and bad input", async () => {
    const [editorRole] = await database()
      .db.select()
      .from(userRoles)
      .where(eq(userRoles.name, "editor"));
    await database()
      .db.insert(userRoleAssignments)
      .values({ userId: inviterId, roleId: editorRole?.id as string, isActive: false });
    const existing = await invite("ada.admin@example.org");
    await database()
      .db.delete(userRoleAssignments)
      .where(eq(userRoleAssignments.userId, inviterId));
    expect(existing).toMatchObject({
      ok: false,
      status: 409,
      error: "This address belongs to a staff member: change their roles on the Staff page.",
    });
  });

  it("keeps one live link per address: a new invitation revokes the pending one", async () => {
    const email = uniqueEmail("twice");
    const first = await invited(email);
    const second = await invited(email);
    expect((await rowOf(first.id)).status).toBe("revoked");
    expect(await lookupInvitation(first.token)).toEqual({ ok: false, reason: "processed" });
    expect((await lookupInvitation(second.token)).ok).toBe(true);
    expect(await auditOf(first.id)).toMatchObject([
      { action: "invitation.create" },
      {
        action: "invitation.revoke",
        actorEmail: "ada.admin@example.org",
        before: { status: "pending" },
        after: { status: "revoked" },
      },
    ]);
  });

  it("resends with a new token: the old link stops working", async () => {
    const email = uniqueEmail("resend");
    const sent = await invited(email, { expiresInDays: 2 });
    const before = await rowOf(sent.id);
    const later = new Date(Date.now() + 60_000);
    const resent = await resendInvitation(sent.id, inviter, { now: later });
    if (!resent.ok) throw new Error(resent.error);
    expect(resent.token).not.toBe(sent.token);
    expect(await lookupInvitation(sent.token, { now: later })).toEqual({
      ok: false,
      reason: "notFound",
    });
    const lookup = await lookupInvitation(resent.token, { now: later });
    expect(lookup.ok && lookup.invitation.id).toBe(sent.id);
    const after = await rowOf(sent.id);
    expect(after.lastSentAt).toEqual(later);
    expect(after.expiresAt.getTime()).toBeGreaterThan(before.expiresAt.getTime());
    const mails = await mailTo(email);
    expect(mails).toHaveLength(2);
    expect(mails.some((mail) => mail.text.includes(resent.url))).toBe(true);
    const [, resendEntry] = await auditOf(sent.id);
    expect(resendEntry).toMatchObject({
      action: "invitation.resend",
      actorId: inviterId,
      summary: `Sent the invitation to ${email} again with a new link`,
      before: { expiresAt: before.expiresAt.toISOString() },
      after: { expiresAt: after.expiresAt.toISOString() },
    });
  });

  it("revokes: the link then reads as processed, and it cannot be resent", async () => {
    const sent = await invited(uniqueEmail("revoke"));
    expect(await revokeInvitation(sent.id, inviter)).toEqual({ ok: true });
    const row = await rowOf(sent.id);
    expect(row.status).toBe("revoked");
    expect(row.revokedAt).toBeInstanceOf(Date);
    expect(await lookupInvitation(sent.token)).toEqual({ ok: false, reason: "processed" });
    expect(await revokeInvitation(sent.id, inviter)).toMatchObject({ ok: false, status: 409 });
    expect(await resendInvitation(sent.id, inviter)).toMatchObject({ ok: false, status: 409 });
    expect(await revokeInvitation(crypto.randomUUID(), inviter)).toMatchObject({
      ok: false,
      status: 404,
    });
    // Only the change is recorded; the refused attempts leave no entry.
    expect(await auditOf(sent.id)).toMatchObject([
      { action: "invitation.create" },
      { action: "invitation.revoke", before: { status: "pending" }, after: { status: "revoked" } },
    ]);
  });

  it("answers missing, unknown and expired links with their reasons", async () => {
    expect(await lookupInvitation(undefined)).toEqual({ ok: false, reason: "missing" });
    expect(await lookupInvitation("  ")).toEqual({ ok: false, reason: "missing" });
    expect(await lookupInvitation("no-such-token")).toEqual({ ok: false, reason: "notFound" });
    const sent = await invited(uniqueEmail("expired"), { expiresInDays: 1 });
    const twoDaysOn = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    expect(await lookupInvitation(sent.token, { now: twoDaysOn })).toEqual({
      ok: false,
      reason: "expired",
    });
    expect(await acceptInvitation(sent.token, registration, { now: twoDaysOn })).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("answers 'failed' when the database cannot be read", async () => {
    const sent = await invited(uniqueEmail("failed"));
    await database().db.execute(sql`alter table user_invitations rename to user_invitations_away`);
    try {
      expect(await lookupInvitation(sent.token)).toEqual({ ok: false, reason: "failed" });
    } finally {
      await database().db.execute(
        sql`alter table user_invitations_away rename to user_invitations`,
      );
    }
  });

  it("refuses a common or breached password and leaves the invitation pending", async () => {
    const email = uniqueEmail("common");
    const sent = await invited(email);
    const common = { ...registration, password: "qwertyuiop123", confirmPassword: "qwertyuiop123" };
    expect(await acceptInvitation(sent.token, common)).toEqual({
      ok: false,
      reason: "commonPassword",
    });
    expect(await database().db.select().from(user).where(eq(user.email, email))).toEqual([]);
    expect((await lookupInvitation(sent.token)).ok).toBe(true);
  });

  it("accepts once: the account, exactly the invited roles from the inviter, the accepted fields", async () => {
    const email = uniqueEmail("accept");
    const sent = await invited(email);
    const result = await acceptInvitation(sent.token, registration);
    if (!result.ok) throw new Error(result.reason);
    expect(result.email).toBe(email);

    const [created] = await database().db.select().from(user).where(eq(user.id, result.userId));
    expect(created).toMatchObject({ name: "Grace Hopper", email, emailVerified: true });
    const credentials = await database()
      .db.select()
      .from(account)
      .where(eq(account.userId, result.userId));
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({ providerId: "credential", accountId: result.userId });

    const assignments = await database()
      .db.select({
        role: userRoles.name,
        assignedBy: userRoleAssignments.assignedBy,
        isActive: userRoleAssignments.isActive,
      })
      .from(userRoleAssignments)
      .innerJoin(userRoles, eq(userRoles.id, userRoleAssignments.roleId))
      .where(eq(userRoleAssignments.userId, result.userId));
    expect(assignments.sort((a, b) => a.role.localeCompare(b.role))).toEqual([
      { role: "editor", assignedBy: inviterId, isActive: true },
      { role: "recruiter", assignedBy: inviterId, isActive: true },
    ]);

    const row = await rowOf(sent.id);
    expect(row.status).toBe("accepted");
    expect(row.acceptedUserId).toBe(result.userId);
    expect(row.acceptedAt).toBeInstanceOf(Date);

    const [profile] = await database()
      .db.select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, result.userId));
    expect(profile).toMatchObject({ firstName: "Grace", lastName: "Hopper", email });

    // better-auth signs the new account in with the password it hashed.
    const session = await signIn(visitorRequest(), { email, password: "cobol-since-1959" });
    expect(session.ok).toBe(true);

    expect(await acceptInvitation(sent.token, registration)).toEqual({
      ok: false,
      reason: "processed",
    });
    expect(await lookupInvitation(sent.token)).toEqual({ ok: false, reason: "processed" });
  });

  it("creates the account through better-auth's sign-up: its hooks refuse a common password, no verification link is mailed", async () => {
    const email = uniqueEmail("through-auth");
    const sent = await invited(email);
    const signUp = vi.spyOn(getAuth().api, "signUpEmail");
    try {
      const common = { ...registration, password: "password1234", confirmPassword: "password1234" };
      expect(await acceptInvitation(sent.token, common)).toEqual({
        ok: false,
        reason: "commonPassword",
      });
      // The refusal is better-auth's before-hook, with the sign-up page's message.
      await expect(signUp.mock.results[0]?.value).rejects.toMatchObject({
        body: { code: "PASSWORD_TOO_COMMON", message: commonPasswordMessage },
      });

      const result = await acceptInvitation(sent.token, registration);
      if (!result.ok) throw new Error(result.reason);
      expect(signUp).toHaveBeenCalledTimes(2);
      expect(signUp.mock.calls[1]?.[0]).toMatchObject({
        body: { email, name: "Grace Hopper", password: registration.password },
      });
    } finally {
      signUp.mockRestore();
    }
    // Only the invitation itself was mailed: the link already proved the address.
    expect((await mailTo(email)).map((mail) => mail.template)).toEqual(["staff-invitation"]);
    const session = await signIn(visitorRequest(), { email, password: registration.password });
    expect(session.ok).toBe(true);
  });

  it("leaves no account and the invitation pending when granting the roles fails", async () => {
    const email = uniqueEmail("half");
    const sent = await invited(email);
    await database().db.execute(sql`alter table user_role_assignments rename to assignments_away`);
    try {
      expect(await acceptInvitation(sent.token, registration)).toEqual({
        ok: false,
        reason: "registrationFailed",
      });
    } finally {
      await database().db.execute(
        sql`alter table assignments_away rename to user_role_assignments`,
      );
    }
    expect(await database().db.select().from(user).where(eq(user.email, email))).toEqual([]);
    expect(
      await database().db.select().from(userProfiles).where(eq(userProfiles.email, email)),
    ).toEqual([]);
    expect((await rowOf(sent.id)).status).toBe("pending");
    // Nothing was left behind to get in the way of a second try.
    expect((await acceptInvitation(sent.token, registration)).ok).toBe(true);
  });

  it("lets only one of two simultaneous submits through", async () => {
    const email = uniqueEmail("race");
    const sent = await invited(email);
    const results = await Promise.all([
      acceptInvitation(sent.token, registration),
      acceptInvitation(sent.token, { ...registration, firstName: "Other" }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, reason: "processed" }]);
    expect(await database().db.select().from(user).where(eq(user.email, email))).toHaveLength(1);
    // The second submit is no stranger's sign-up: the new member is not told of one.
    expect((await mailTo(email)).map((mail) => mail.template)).toEqual(["staff-invitation"]);
    const winner = results.find((result) => result.ok);
    const assignments = await database()
      .db.select()
      .from(userRoleAssignments)
      .where(
        and(
          eq(userRoleAssignments.userId, winner?.ok ? winner.userId : ""),
          eq(userRoleAssignments.isActive, true),
        ),
      );
    expect(assignments).toHaveLength(2);
  });

  it("creates no second account when the address registered meanwhile", async () => {
    const email = uniqueEmail("exists");
    const sent = await invited(email);
    await getAuth().api.signUpEmail({
      body: { name: "Early Bird", email, password: "a-long-password" },
    });
    expect(await acceptInvitation(sent.token, registration)).toEqual({
      ok: false,
      reason: "accountExists",
    });
    expect(await database().db.select().from(user).where(eq(user.email, email))).toHaveLength(1);
    expect((await rowOf(sent.id)).status).toBe("pending");
  });

  it("lists invitations with their inviter and the status people see", async () => {
    const email = uniqueEmail("listed");
    const sent = await invited(email, { expiresInDays: 1 });
    const twoDaysOn = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    const all = await listInvitations({ now: twoDaysOn });
    const listed = all.find((row) => row.id === sent.id);
    expect(listed).toMatchObject({
      email,
      status: "expired",
      invitedBy: { id: inviterId, name: "Ada Admin", email: "ada.admin@example.org" },
    });
    expect(listed).not.toHaveProperty("tokenHash");
    const expired = await listInvitations({ status: "expired", now: twoDaysOn });
    expect(expired.map((row) => row.id)).toContain(sent.id);
    const pending = await listInvitations({ status: "pending", now: twoDaysOn });
    expect(pending.map((row) => row.id)).not.toContain(sent.id);
    const accepted = await listInvitations({ status: "accepted" });
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.every((row) => row.status === "accepted")).toBe(true);
    // An expired invitation can be sent again, and is pending once more.
    const resent = await resendInvitation(sent.id, inviter, { now: twoDaysOn });
    expect(resent.ok).toBe(true);
    const [again] = (await listInvitations({ now: twoDaysOn })).filter((row) => row.id === sent.id);
    expect(again?.status).toBe("pending");
    const [, resendEntry] = await auditOf(sent.id);
    expect(resendEntry).toMatchObject({
      before: { status: "expired" },
      after: { status: "pending" },
    });
  });

  it("grants an existing account the invited roles when that account accepts signed in", async () => {
    const email = uniqueEmail("existing");
    const signedUp = await getAuth().api.signUpEmail({
      body: { name: "Early Bird", email, password: "early-bird-password" },
      headers: visitorRequest().headers,
    });
    const accountOwner = { id: signedUp.user.id, email };
    const sent = await invited(email);
    // Another account holding the link gets nothing.
    const stranger = { id: inviterId, email: "ada.admin@example.org" };
    expect(await acceptInvitationAsUser(sent.token, stranger, null)).toEqual({
      ok: false,
      reason: "otherAccount",
    });
    expect((await rowOf(sent.id)).status).toBe("pending");

    expect(await acceptInvitationAsUser(sent.token, accountOwner, null)).toEqual({
      ok: true,
      roles: ["recruiter", "editor"],
    });
    const assignments = await database()
      .db.select({ role: userRoles.name, assignedBy: userRoleAssignments.assignedBy })
      .from(userRoleAssignments)
      .innerJoin(userRoles, eq(userRoles.id, userRoleAssignments.roleId))
      .where(eq(userRoleAssignments.userId, accountOwner.id));
    expect(assignments.sort((a, b) => a.role.localeCompare(b.role))).toEqual([
      { role: "editor", assignedBy: inviterId },
      { role: "recruiter", assignedBy: inviterId },
    ]);
    const row = await rowOf(sent.id);
    expect(row).toMatchObject({ status: "accepted", acceptedUserId: accountOwner.id });
    const entries = await auditOf(sent.id);
    expect(entries.at(-1)).toMatchObject({
      actorId: accountOwner.id,
      action: "invitation.accept",
      summary: `${email} accepted the invitation with an existing account as Recruiter, Editor`,
    });
    // Once only.
    expect(await acceptInvitationAsUser(sent.token, accountOwner, null)).toEqual({
      ok: false,
      reason: "processed",
    });
  });
});
