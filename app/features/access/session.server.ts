import { getAuth } from "~/lib/auth.server";
import { withDbRetry } from "~/lib/db.server";
import { sessionStillValid } from "./session-policy.server";

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  /** A generated first admin who has not yet replaced that password. */
  mustChangePassword: boolean;
}

/** better-auth's session cookie, plain or with the __Secure- prefix used over HTTPS. */
const sessionCookie = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/** The signed-in user, or null. Anonymous requests never touch the database. */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  if (!sessionCookie.test(request.headers.get("cookie") ?? "")) return null;
  const result = await withDbRetry(() => getAuth().api.getSession({ headers: request.headers }));
  if (!result) return null;
  if (!(await withDbRetry(() => sessionStillValid(request, result.session)))) return null;
  const { id, name, email, emailVerified, mustChangePassword } = result.user;
  return { id, name, email, emailVerified, mustChangePassword: mustChangePassword === true };
}
