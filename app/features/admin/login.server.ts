import { rolesGrant } from "~/features/access/guards.server";
import { getSessionUser } from "~/features/access/session.server";
import { signIn } from "~/features/accounts/accounts.server";
import { cookieHeaders } from "~/features/accounts/auth-api.server";
import { getAuth } from "~/lib/auth.server";
import { noStaffAccessMessage } from "./login";

/** The session cookies of a sign-in, as a request would send them back. */
function cookieRequest(setCookies: readonly string[]) {
  const cookie = setCookies.map((header) => header.split(";")[0]).join("; ");
  return new Request("http://localhost/", { headers: { cookie } });
}

export type StaffSignIn =
  | { ok: true; headers: Headers; secondFactor: boolean }
  | { ok: false; status: number; error: string };

/**
 * Lets only staff keep the session of a finished sign-in: for anyone else it is ended at once and
 * the answer is 403.
 */
export async function admitStaff(setCookies: readonly string[]): Promise<StaffSignIn> {
  const session = cookieRequest(setCookies);
  const user = await getSessionUser(session);
  if (user && (await rolesGrant(user.id, "access:admin:any"))) {
    return {
      ok: true,
      headers: cookieHeaders({ setCookies: [...setCookies] }),
      secondFactor: false,
    };
  }
  await getAuth().api.signOut({ headers: session.headers });
  return { ok: false, status: 403, error: noStaffAccessMessage };
}

/**
 * Signs in through better-auth (with its sign-in rate limit, as the candidate login). An account
 * with a second factor gets no session yet (`secondFactor`: the code step follows, and checks the
 * staff role once it is done); any other must be staff (admitStaff).
 */
export async function staffSignIn(
  request: Request,
  credentials: { email: string; password: string },
): Promise<StaffSignIn> {
  const result = await signIn(request, credentials);
  if (!result.ok) return { ok: false, status: result.status, error: result.error };
  if (result.secondFactor) return { ok: true, headers: cookieHeaders(result), secondFactor: true };
  return admitStaff(result.setCookies);
}
