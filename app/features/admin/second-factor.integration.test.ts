import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hasSecondFactor } from "~/features/access/guards.server";
import { callAuthEndpoint } from "~/features/accounts/auth-api.server";
import { getStaffMember, resetStaffSecondFactor } from "~/features/staff/staff.server";
import { auditLog, emailOutbox, passkey, session, twoFactor, user } from "../../../db/schema";
import { useAuthTestDatabase } from "../../../tests/support/auth-test-database.ts";
import { grantStaffRole, signedInAccount } from "../../../tests/support/signed-in-account.ts";
import { unusedTotpCode } from "../../../tests/support/totp.ts";
import {
  confirmTotpReplacement,
  confirmTotpSetup,
  startTotpReplacement,
  startTotpSetup,
  verifySecondFactor,
} from "./mfa.server";
import { backupCodesLeft, renewBackupCodes } from "./second-factor.server";

const password = "a-long-enough-password";
let counter = 0;

function browserRequest(setCookies: readonly string[]) {
  const cookie = setCookies.map((header) => header.split(";")[0]).join("; ");
  return new Request("http://localhost:3000/admin/security", {
    method: "POST",
    headers: { cookie, "x-client-ip": `203.0.113.${counter}` },
  });
}

describe("managing a second factor", () => {
  const database = useAuthTestDatabase("site-second-factor-");

  const mails = (to: string) =>
    database()
      .db.select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, "second-factor-changed")));

  /** A verified staff account that set up its authenticator app through the set-up page's code. */
  async function enrolledStaff(name: string, role = "recruiter") {
    const email = `second-factor.${++counter}@example.org`;
    const account = await signedInAccount(
      { name, email, password },
      new Headers({ "x-client-ip": `203.0.113.${counter}` }),
    );
    await database()
      .db.update(user)
      .set({ emailVerified: true })
      .where(eq(user.id, account.userId));
    await grantStaffRole(database().db, account.userId, role);
    const started = await startTotpSetup(browserRequest(account.setCookies), password);
    if (!started.ok) throw new Error(started.error);
    const secret = started.setup.secret;
    const code = await createOTP(base32.decode(secret)).totp();
    const confirmed = await confirmTotpSetup(browserRequest(account.setCookies), code);
    if (!confirmed.ok) throw new Error(confirmed.error);
    return {
      id: account.userId,
      email,
      secret,
      setupCode: code,
      backupCodes: confirmed.backupCodes,
      browser: browserRequest(confirmed.call.setCookies),
    };
  }

  /**
   * A password sign-in's second step with `code`: did it sign in? Each from an address of its own,
   * so that the two-step endpoints' rate limit (3 tries in 10 s) does not answer instead.
   */
  async function signsInWith(email: string, code: string) {
    counter++;
    const signIn = await callAuthEndpoint(browserRequest([]), "/sign-in/email", {
      email,
      password,
    });
    return (await verifySecondFactor(browserRequest(signIn.setCookies), code)).ok;
  }

  it("mails the owner when the authenticator app is set up", async () => {
    const member = await enrolledStaff("Grace Hopper");
    const [notice] = await mails(member.email);
    expect(notice?.subject).toBe("Two-step sign-in was set up on your staff account (Quillstack)");
    expect(notice?.text).toContain("Your other devices were signed out.");
    expect(notice?.text).toContain("http://localhost:3000/user/forgot-password");
  });

  it("makes new backup codes with the password: the old ones stop working, the owner is mailed", async () => {
    const member = await enrolledStaff("Alan Turing");
    expect(await backupCodesLeft(member.id)).toBe(10);
    const refused = await renewBackupCodes(member.browser, member.id, "not-the-password");
    expect(refused).toMatchObject({ ok: false, error: "That password is not right." });
    expect(await mails(member.email)).toHaveLength(1);

    const renewed = await renewBackupCodes(member.browser, member.id, password);
    if (!renewed.ok) throw new Error(renewed.error);
    expect(renewed.backupCodes).toHaveLength(10);
    expect(renewed.backupCodes).not.toContain(member.backupCodes[0]);
    const notices = await mails(member.email);
    expect(notices.map((mail) => mail.subject)).toContain(
      "New backup codes were made for your staff account (Quillstack)",
    );

    expect(await signsInWith(member.email, member.backupCodes[0] as string)).toBe(false);
    expect(await signsInWith(member.email, renewed.backupCodes[0] as string)).toBe(true);
    expect(await backupCodesLeft(member.id)).toBe(9);
  });

  /** A code of the app valid now that no earlier check used (that one is refused as used). */
  async function unusedCode(secret: string, used: readonly string[]) {
    const code = await unusedTotpCode(secret, used);
    if (!code) throw new Error("every code valid now was used");
    return code;
  }

  it("replaces the authenticator app: the old one works until the new one is confirmed, then not", async () => {
    const member = await enrolledStaff("Hedy Lamarr");
    const user = { id: member.id, email: member.email };
    expect(await startTotpReplacement(member.browser, user, "not-the-password")).toMatchObject({
      ok: false,
      error: "That password is not right.",
    });
    const started = await startTotpReplacement(member.browser, user, password);
    if (!started.ok) throw new Error(started.error);
    const newSecret = started.setup.secret;
    expect(newSecret).not.toBe(member.secret);
    // Not confirmed yet: the old app still signs in, and a wrong code changes nothing.
    const oldAppCode = await unusedCode(member.secret, [member.setupCode]);
    expect(await signsInWith(member.email, oldAppCode)).toBe(true);
    const wrong = await confirmTotpReplacement(
      member.browser,
      user,
      String((Number(await createOTP(base32.decode(newSecret)).totp()) + 1) % 1_000_000).padStart(
        6,
        "0",
      ),
    );
    expect(wrong).toMatchObject({ ok: false, expired: false });

    const sessionsBefore = await database()
      .db.select()
      .from(session)
      .where(eq(session.userId, member.id));
    expect(sessionsBefore.length).toBeGreaterThan(1);
    // Codes of this 30 s step and the next are both valid: one confirms, the other signs in.
    const step = Math.floor(Date.now() / 30_000);
    const newApp = createOTP(base32.decode(newSecret));
    const confirmed = await confirmTotpReplacement(member.browser, user, await newApp.hotp(step));
    expect(confirmed).toEqual({ ok: true });
    // Every other session ended; this one stays.
    expect(
      await database().db.select().from(session).where(eq(session.userId, member.id)),
    ).toHaveLength(1);
    expect((await mails(member.email)).map((mail) => mail.subject)).toContain(
      "The authenticator app of your staff account was replaced (Quillstack)",
    );
    expect(
      await signsInWith(
        member.email,
        await unusedCode(member.secret, [member.setupCode, oldAppCode]),
      ),
    ).toBe(false);
    expect(await signsInWith(member.email, await newApp.hotp(step + 1))).toBe(true);
    // Confirmed once: the set-up is gone.
    expect(
      await confirmTotpReplacement(member.browser, user, await newApp.hotp(step - 1)),
    ).toMatchObject({ ok: false, expired: true });
  });

  it("a member whose only second factor is a passkey is shown with it, and an admin's reset removes it", async () => {
    const admin = await enrolledStaff("Ada Passkey-Admin", "admin");
    const email = `second-factor.${++counter}@example.org`;
    const { userId } = await signedInAccount({ name: "Kim Key", email, password });
    await grantStaffRole(database().db, userId);
    await database()
      .db.insert(passkey)
      .values({
        id: `passkey-${userId}`,
        publicKey: "public-key",
        userId,
        credentialID: `credential-${userId}`,
        counter: 0,
        deviceType: "singleDevice",
        backedUp: false,
      });
    expect(await getStaffMember(userId)).toMatchObject({ mfaEnabled: true });
    const reset = await resetStaffSecondFactor(null, { id: admin.id, email: admin.email }, userId);
    expect(reset).toMatchObject({ ok: true, member: { mfaEnabled: false } });
    expect(await hasSecondFactor(userId)).toBe(false);
  });

  it("an admin's reset removes the factor and ends every session in one transaction, audited and mailed", async () => {
    const admin = await enrolledStaff("Ada Admin", "admin");
    const member = await enrolledStaff("Lin Lost-Phone");
    // A second device of the member, signed in with the password and a backup code.
    const signIn = await callAuthEndpoint(browserRequest([]), "/sign-in/email", {
      email: member.email,
      password,
    });
    const second = await verifySecondFactor(
      browserRequest(signIn.setCookies),
      member.backupCodes[0] as string,
    );
    expect(second.ok).toBe(true);
    const sessionsOf = () =>
      database().db.select().from(session).where(eq(session.userId, member.id));
    expect(await sessionsOf()).toHaveLength(2);
    // A passkey too (ADR 034): a reset removes every second factor.
    await database()
      .db.insert(passkey)
      .values({
        id: `passkey-${member.id}`,
        publicKey: "public-key",
        userId: member.id,
        credentialID: `credential-${member.id}`,
        counter: 0,
        deviceType: "singleDevice",
        backedUp: false,
      });
    const actor = { id: admin.id, email: admin.email };
    expect(await getStaffMember(member.id)).toMatchObject({ mfaEnabled: true });

    expect(await resetStaffSecondFactor(null, actor, admin.id)).toMatchObject({
      ok: false,
      status: 409,
    });
    const reset = await resetStaffSecondFactor(null, actor, member.id);
    expect(reset).toMatchObject({ ok: true, member: { id: member.id, mfaEnabled: false } });
    expect(await hasSecondFactor(member.id)).toBe(false);
    expect(await backupCodesLeft(member.id)).toBeNull();
    expect(await database().db.select().from(passkey).where(eq(passkey.userId, member.id))).toEqual(
      [],
    );
    expect(
      await database().db.select().from(twoFactor).where(eq(twoFactor.userId, member.id)),
    ).toEqual([]);
    expect(await sessionsOf()).toEqual([]);
    const [entry] = await database()
      .db.select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, member.id), eq(auditLog.action, "staff.second-factor-reset")),
      );
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      summary: `Reset the two-step sign-in of ${member.email} and signed them out everywhere`,
    });
    expect(entry?.createdAt).toBeInstanceOf(Date);
    const notices = await mails(member.email);
    expect(notices.map((mail) => mail.subject)).toContain(
      "An administrator reset two-step sign-in on your staff account (Quillstack)",
    );
    // Nothing left to reset: refused, nothing written.
    expect(await resetStaffSecondFactor(null, actor, member.id)).toMatchObject({
      ok: false,
      status: 409,
      error: "Lin Lost-Phone has no two-step sign-in to reset.",
    });
    // The password alone now opens a session: the staff guard sends it to set up a new factor.
    const again = await callAuthEndpoint(browserRequest([]), "/sign-in/email", {
      email: member.email,
      password,
    });
    expect(again.data).not.toMatchObject({ twoFactorRedirect: true });
    expect(again.ok).toBe(true);
  });
});
