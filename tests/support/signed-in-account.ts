// An account for integration tests, made through better-auth and then signed in as a returning
// visitor would (sign-up opens no session: ADR 030).
import { eq } from "drizzle-orm";
import { getAuth } from "../../app/lib/auth.server.ts";
import type { Queryable } from "../../app/lib/db.server.ts";
import { userRoleAssignments, userRoles } from "../../db/schema/index.ts";

export async function signedInAccount(
  body: { name: string; email: string; password: string },
  headers = new Headers(),
) {
  const { user } = await getAuth().api.signUpEmail({ body, headers });
  const signIn = await getAuth().api.signInEmail({
    body: { email: body.email, password: body.password },
    headers,
    asResponse: true,
  });
  const setCookies = signIn.headers.getSetCookie();
  const cookie = setCookies.map((header) => header.split(";")[0]).join("; ");
  return { userId: user.id, cookie, setCookies };
}

/** Makes the account staff: an active assignment of `role` (created if the database has none). */
export async function grantStaffRole(db: Queryable, userId: string, role = "recruiter") {
  await db.insert(userRoles).values({ name: role }).onConflictDoNothing();
  const [row] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(eq(userRoles.name, role));
  if (!row) throw new Error(`no role ${role}`);
  await db.insert(userRoleAssignments).values({ userId, roleId: row.id });
}
