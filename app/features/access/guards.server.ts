import { and, eq, exists } from "drizzle-orm";
import { data, redirect } from "react-router";
import { getDb, withDbRetry } from "~/lib/db.server";
import { sameSitePath } from "~/lib/same-site-path";
import {
  passkey,
  userRoleAssignments,
  userRoles,
  user as userTable,
} from "../../../db/schema/index.ts";
import { type Permission, permissionsOf } from "./permissions";
import { getSessionLookup, getSessionUser, type SessionUser } from "./session.server";

/** The active role names of a user. */
export async function getUserRoles(userId: string): Promise<string[]> {
  const rows = await withDbRetry(() =>
    getDb()
      .select({ name: userRoles.name })
      .from(userRoleAssignments)
      .innerJoin(userRoles, eq(userRoles.id, userRoleAssignments.roleId))
      .where(and(eq(userRoleAssignments.userId, userId), eq(userRoleAssignments.isActive, true))),
  );
  return rows.map((row) => row.name);
}

/** Does one of the user's roles grant `permission` (whether or not they have a second factor)? */
export async function rolesGrant(userId: string, permission: Permission): Promise<boolean> {
  return permissionsOf(await getUserRoles(userId)).has(permission);
}

/**
 * Has the user a second factor (ADR 027: staff must, before any staff permission counts)? An
 * authenticator app, or a passkey (ADR 034: one with user verification is both factors at once).
 */
export async function hasSecondFactor(userId: string): Promise<boolean> {
  const [row] = await withDbRetry(() =>
    getDb()
      .select({
        twoFactorEnabled: userTable.twoFactorEnabled,
        passkey: exists(
          getDb().select({ id: passkey.id }).from(passkey).where(eq(passkey.userId, userId)),
        ),
      })
      .from(userTable)
      .where(eq(userTable.id, userId)),
  );
  return Boolean(row?.twoFactorEnabled || row?.passkey);
}

/**
 * Every permission is a staff permission, and it counts only once the user has a second factor:
 * a staff member who has not enrolled yet can read no resume or profile and change nothing.
 */
export async function userHasPermission(userId: string, permission: Permission): Promise<boolean> {
  return (await rolesGrant(userId, permission)) && (await hasSecondFactor(userId));
}

/** The signed-in user as the site's header shows it: `staff` when they may enter the staff area. */
export async function getHeaderUser(
  request: Request,
): Promise<(SessionUser & { staff: boolean }) | null> {
  const lookup = await getSessionLookup(request);
  if (!lookup) return null;
  return { ...lookup.user, staff: permissionsOf(lookup.roles).has("access:admin:any") };
}

/** Where a staff member without a second factor sets one up. */
export const staffSecurityPath = "/admin/security";

/** Where to come back to after logging in: the path and query of this request. */
function loginRedirect(request: Request, loginPath: string) {
  const url = new URL(request.url);
  const params = new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` });
  return redirect(`${loginPath}?${params}`);
}

/** The signed-in user, or a redirect to the login page that comes back here afterwards. */
export async function requireUser(
  request: Request,
  loginPath = "/user/login",
): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw loginRedirect(request, loginPath);
  return user;
}

/** Where a generated first admin replaces that password before anything else. */
export const staffPasswordChangePath = "/admin/change-password";

/**
 * The signed-in user holding `permission`; anonymous visitors go to login, others get 403, a user
 * who must change a generated password goes to do that first, and staff without a second factor
 * to its set-up page. */
export async function requirePermission(
  request: Request,
  permission: Permission,
  loginPath = "/admin/login",
): Promise<SessionUser> {
  const user = await requireUser(request, loginPath);
  if (user.mustChangePassword) throw redirect(staffPasswordChangePath);
  if (!(await rolesGrant(user.id, permission))) {
    throw data({ message: "You do not have access to this page." }, { status: 403 });
  }
  if (!(await hasSecondFactor(user.id))) throw redirect(staffSecurityPath);
  return user;
}

/** A safe same-site path to return to after login; anything else becomes the fallback. */
export function safeRedirectPath(value: unknown, fallback = "/user/profile"): string {
  return sameSitePath(value, fallback);
}
