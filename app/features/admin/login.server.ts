import { userHasPermission } from "~/features/access/guards.server";
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
  | { ok: true; headers: Headers }
  | { ok: false; status: number; error: string };

/**
 * Signs in through better-auth (with its sign-in rate limit, as the candidate login) and lets only
 * staff in: for anyone else the new session is ended at once and the answer is 403.
 */
export async function staffSignIn(
  request: Request,
  credentials: { email: string; password: string },
): Promise<StaffSignIn> {
  const result = await signIn(request, credentials);
  if (!result.ok) return { ok: false, status: result.status, error: result.error };
  const session = cookieRequest(result.setCookies);
  const user = await getSessionUser(session);
  if (user && (await userHasPermission(user.id, "access:admin:any"))) {
    return { ok: true, headers: cookieHeaders(result) };
  }
  await getAuth().api.signOut({ headers: session.headers });
  return { ok: false, status: 403, error: noStaffAccessMessage };
}
