import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getAuth } from "~/lib/auth.server";
import { passkey, user, userRoleAssignments, userRoles } from "../../../db/schema";
import { seedDemoContent } from "../../../db/seed";
import { useAuthTestDatabase } from "../../../tests/support/auth-test-database.ts";
import { signedInAccount } from "../../../tests/support/signed-in-account.ts";
import { getStaffMember, resetStaffSecondFactor } from "../staff/staff.server";
import {
  hasSecondFactor,
  requirePermission,
  requireUser,
  safeRedirectPath,
  userHasPermission,
} from "./guards.server";

async function signUp(email: string) {
  const { cookie, userId } = await signedInAccount({
    name: email.split("@")[0] as string,
    email,
    password: "a-long-enough-password",
  });
  return { cookie, userId };
}

async function caught(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    const { init } = thrown as { init?: ResponseInit };
    return new Response(null, { status: init?.status ?? 500 });
  }
  throw new Error("expected the guard to throw");
}

describe("guards", () => {
  const database = useAuthTestDatabase("site-guards-");
  beforeAll(async () => {
    await seedDemoContent(database().db);
  });

  it("sends anonymous visitors to login with the way back", async () => {
    const response = await caught(
      requireUser(new Request("http://localhost:3000/careers/job/x/apply?ref=1")),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      "/user/login?redirectTo=%2Fcareers%2Fjob%2Fx%2Fapply%3Fref%3D1",
    );
  });

  it("refuses a candidate with 403 and admits a recruiter with a second factor, only while the assignment is active", async () => {
    const candidate = await signUp("candidate@example.org");
    const request = (cookie: string) =>
      new Request("http://localhost:3000/admin", { headers: { cookie } });
    expect(
      (await caught(requirePermission(request(candidate.cookie), "read:resume:any"))).status,
    ).toBe(403);

    const recruiter = await signUp("recruiter@example.org");
    const [role] = await database()
      .db.select()
      .from(userRoles)
      .where(eq(userRoles.name, "recruiter"));
    await database()
      .db.insert(userRoleAssignments)
      .values({ userId: recruiter.userId, roleId: role?.id as string });
    // Staff without a second factor are sent to set one up, and their role grants nothing yet.
    const unenrolled = await caught(
      requirePermission(request(recruiter.cookie), "read:resume:any"),
    );
    expect(unenrolled.status).toBe(302);
    expect(unenrolled.headers.get("location")).toBe("/admin/security");
    expect(await userHasPermission(recruiter.userId, "read:resume:any")).toBe(false);
    await database()
      .db.update(user)
      .set({ twoFactorEnabled: true })
      .where(eq(user.id, recruiter.userId));
    expect(await userHasPermission(recruiter.userId, "read:resume:any")).toBe(true);
    const admitted = await requirePermission(request(recruiter.cookie), "read:resume:any");
    expect(admitted.email).toBe("recruiter@example.org");
    expect(
      (await caught(requirePermission(request(recruiter.cookie), "update:post:any"))).status,
    ).toBe(403);

    await database().db.update(userRoleAssignments).set({ isActive: false });
    expect(
      (await caught(requirePermission(request(recruiter.cookie), "read:resume:any"))).status,
    ).toBe(403);
  });

  it("counts a passkey as a second factor, and then refuses the password alone", async () => {
    const staff = await signUp("passkey-holder@example.org");
    const [role] = await database().db.select().from(userRoles).where(eq(userRoles.name, "editor"));
    await database()
      .db.insert(userRoleAssignments)
      .values({ userId: staff.userId, roleId: role?.id as string });
    expect(await hasSecondFactor(staff.userId)).toBe(false);
    await database().db.insert(passkey).values({
      id: "passkey-of-holder",
      name: "Work laptop",
      publicKey: "cHVibGljLWtleQ",
      userId: staff.userId,
      credentialID: "credential-of-holder",
      counter: 0,
      deviceType: "multiDevice",
      backedUp: true,
    });
    expect(await hasSecondFactor(staff.userId)).toBe(true);
    expect(await hasSecondFactor("no-such-user")).toBe(false);
    const admitted = await requirePermission(
      new Request("http://localhost:3000/admin", { headers: { cookie: staff.cookie } }),
      "update:post:any",
    );
    expect(admitted.id).toBe(staff.userId);
    // The password alone no longer opens a session for this account (ADR 034).
    const refused = await getAuth()
      .api.signInEmail({
        body: { email: "passkey-holder@example.org", password: "a-long-enough-password" },
        headers: new Headers(),
      })
      .then(
        () => null,
        (error: { body?: { code?: string } }) => error.body?.code,
      );
    expect(refused).toBe("PASSKEY_REQUIRED");

    // The staff list counts it as MFA, and an administrator's reset removes it (a lost laptop).
    expect(await getStaffMember(staff.userId)).toMatchObject({ mfaEnabled: true });
    const admin = await signUp("passkey-resetter@example.org");
    const reset = await resetStaffSecondFactor(
      null,
      { id: admin.userId, email: "passkey-resetter@example.org" },
      staff.userId,
    );
    expect(reset).toMatchObject({ ok: true, member: { mfaEnabled: false } });
    expect(
      await database().db.select().from(passkey).where(eq(passkey.userId, staff.userId)),
    ).toEqual([]);
    expect(await hasSecondFactor(staff.userId)).toBe(false);
  });

  it("only returns to same-site paths after login", () => {
    expect(safeRedirectPath("/careers/job/a/apply")).toBe("/careers/job/a/apply");
    for (const value of ["//evil.example", "https://evil.example", "/\\evil.example", undefined]) {
      expect(safeRedirectPath(value)).toBe("/user/profile");
    }
  });
});
