import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getUserRoles, requirePermission } from "~/features/access/guards.server";
import type { RoleName } from "~/features/access/permissions";
import { getAuth } from "~/lib/auth.server";
import { auditLog, session, user, userRoleAssignments, userRoles } from "../../../db/schema";
import { seedRoles } from "../../../db/seed/roles";
import { useAuthTestDatabase } from "../../../tests/support/auth-test-database.ts";
import { signedInAccount } from "../../../tests/support/signed-in-account.ts";
import { truncate } from "../../../tests/support/test-database";
import {
  changeStaffRoles,
  deactivateStaff,
  getStaffMember,
  listStaff,
  parseRoles,
  reactivateStaff,
} from "./staff.server";

let counter = 0;

describe("staff management", () => {
  const database = useAuthTestDatabase("site-staff-");

  beforeAll(async () => {
    await seedRoles(database().db);
  });
  beforeEach(async () => {
    await truncate(database(), "user", "audit_log");
  });

  /** A signed-in account (one session) holding `roles`, granted by `grantedBy`. */
  async function member(name: string, roles: RoleName[], grantedBy: string | null = null) {
    const email = `staff.${++counter}@example.org`;
    const { userId: id } = await signedInAccount(
      { name, email, password: "a-long-staff-password" },
      new Headers({ "x-client-ip": `198.51.100.${counter}` }),
    );
    for (const role of roles) {
      const [row] = await database().db.select().from(userRoles).where(eq(userRoles.name, role));
      await database()
        .db.insert(userRoleAssignments)
        .values({ userId: id, roleId: row?.id as string, assignedBy: grantedBy });
    }
    return { id, email };
  }

  const sessionsOf = async (userId: string) =>
    database().db.select().from(session).where(eq(session.userId, userId));
  const auditOf = async (userId: string) =>
    database().db.select().from(auditLog).where(eq(auditLog.entityId, userId));

  it("lists staff with roles, who granted them, last sign-in and MFA state; candidates are not staff", async () => {
    const admin = await member("Ada Admin", ["admin"]);
    const recruiter = await member("Rita Recruiter", ["editor", "recruiter"], admin.id);
    const candidate = await member("Carl Candidate", []);
    const staff = await listStaff();
    const rita = staff.find((row) => row.id === recruiter.id);
    expect(rita).toMatchObject({
      name: "Rita Recruiter",
      roles: ["recruiter", "editor"],
      active: true,
      grantedBy: ["Ada Admin"],
      mfaEnabled: false,
    });
    expect(rita?.lastSignInAt).toBeInstanceOf(Date);
    expect(staff.find((row) => row.id === admin.id)?.grantedBy).toEqual([]);
    expect(staff.some((row) => row.id === candidate.id)).toBe(false);
  });

  it("changes roles with the audit entry, and keeps the last administrator", async () => {
    const admin = await member("Solo Admin", ["admin"]);
    const target = await member("Eve Editor", ["editor"]);
    const actor = { id: admin.id, email: admin.email };

    const changed = await changeStaffRoles(null, actor, target.id, ["recruiter", "editor"]);
    expect(changed.ok).toBe(true);
    expect((await getUserRoles(target.id)).sort()).toEqual(["editor", "recruiter"]);
    const [granted] = await database()
      .db.select({ assignedBy: userRoleAssignments.assignedBy })
      .from(userRoleAssignments)
      .innerJoin(userRoles, eq(userRoles.id, userRoleAssignments.roleId))
      .where(eq(userRoles.name, "recruiter"));
    expect(granted?.assignedBy).toBe(admin.id);
    const [entry] = await auditOf(target.id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: "staff.roles",
      summary: `Changed the roles of ${target.email} from Editor to Recruiter, Editor`,
    });

    const demoted = await changeStaffRoles(null, actor, admin.id, ["editor"]);
    expect(demoted).toEqual({
      ok: false,
      status: 409,
      error: "Solo Admin is the only administrator. Make someone else an administrator first.",
    });
    expect(await getUserRoles(admin.id)).toEqual(["admin"]);
    // With a second admin, the first may step down.
    await changeStaffRoles(null, actor, target.id, ["admin"]);
    expect((await changeStaffRoles(null, actor, admin.id, ["editor"])).ok).toBe(true);
  });

  it("deactivates: every role off and every session gone at once; reactivates with the same roles", async () => {
    const admin = await member("Ann Admin", ["admin"]);
    const target = await member("Rob Recruiter", ["recruiter", "editor"], admin.id);
    const actor = { id: admin.id, email: admin.email };
    expect(await sessionsOf(target.id)).toHaveLength(1);

    const deactivated = await deactivateStaff(null, actor, target.id);
    expect(deactivated.ok && deactivated.member.active).toBe(false);
    expect(await getUserRoles(target.id)).toEqual([]);
    expect(await sessionsOf(target.id)).toHaveLength(0);
    expect((await getStaffMember(target.id))?.roles).toEqual(["recruiter", "editor"]);
    // Roles of a deactivated member cannot be changed behind the admin's back.
    expect(await changeStaffRoles(null, actor, target.id, ["admin"])).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await deactivateStaff(null, actor, target.id)).toMatchObject({ ok: false, status: 409 });

    const reactivated = await reactivateStaff(null, actor, target.id);
    expect(reactivated.ok && reactivated.member.active).toBe(true);
    expect((await getUserRoles(target.id)).sort()).toEqual(["editor", "recruiter"]);
    expect((await auditOf(target.id)).map((entry) => entry.action).sort()).toEqual([
      "staff.deactivate",
      "staff.reactivate",
    ]);
  });

  it("a deactivated member's new or surviving session passes no staff guard: roles are read on every request", async () => {
    const admin = await member("Gia Admin", ["admin"]);
    const target = await member("Sid Signin", ["admin"], admin.id);
    await deactivateStaff(null, { id: admin.id, email: admin.email }, target.id);
    // The account itself still signs in (as anyone without a role would).
    const signedIn = await getAuth().api.signInEmail({
      body: { email: target.email, password: "a-long-staff-password" },
      headers: new Headers({ "x-client-ip": "198.51.100.250" }),
      asResponse: true,
    });
    const cookie = signedIn.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    const request = new Request("http://localhost:3000/admin/staff", { headers: { cookie } });
    const refused = await requirePermission(request, "access:admin:any").catch((error) => error);
    expect(refused).toMatchObject({ init: { status: 403 } });
  });

  it("refuses deactivating oneself, and unknown or non-staff accounts", async () => {
    const admin = await member("Self Admin", ["admin"]);
    const candidate = await member("Cody Candidate", []);
    const actor = { id: admin.id, email: admin.email };
    expect(await deactivateStaff(null, actor, admin.id)).toEqual({
      ok: false,
      status: 409,
      error: "You cannot deactivate your own account. Ask another administrator.",
    });
    expect(await sessionsOf(admin.id)).toHaveLength(1);
    expect(await deactivateStaff(null, actor, candidate.id)).toMatchObject({ status: 404 });
    expect(await reactivateStaff(null, actor, "no-such-user")).toMatchObject({ status: 404 });
    const [still] = await database().db.select().from(user).where(eq(user.id, candidate.id));
    expect(still).toBeDefined();
  });

  it("reads roles from a form: known roles only, at least one", () => {
    expect(parseRoles(["editor", "admin", "editor"])).toEqual(["admin", "editor"]);
    expect(parseRoles([])).toBeNull();
    expect(parseRoles(["owner"])).toBeNull();
  });
});
