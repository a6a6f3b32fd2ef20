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

/** The signed-in user and their active role names (empty for a candidate). */
export interface SessionLookup {
  user: SessionUser;
  roles: string[];
}

/** better-auth's session cookie, plain or with the __Secure- prefix used over HTTPS. */
const sessionCookie = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/**
 * Each request's lookup, made once: the root loader (the header's account menu) and the page's
 * loader both ask, and a second lookup cost as much as the first (ADR 078).
 */
const lookups = new WeakMap<Request, Promise<SessionLookup | null>>();

async function lookUp(request: Request): Promise<SessionLookup | null> {
  const result = await withDbRetry(() => getAuth().api.getSession({ headers: request.headers }));
  if (!result) return null;
  const roles = await withDbRetry(() => sessionStillValid(request, result.session));
  if (!roles) return null;
  const { id, name, email, emailVerified, mustChangePassword } = result.user;
  return {
    user: { id, name, email, emailVerified, mustChangePassword: mustChangePassword === true },
    roles,
  };
}

/** The signed-in user and their roles, or null. Anonymous requests never touch the database. */
export function getSessionLookup(request: Request): Promise<SessionLookup | null> {
  if (!sessionCookie.test(request.headers.get("cookie") ?? "")) return Promise.resolve(null);
  let lookup = lookups.get(request);
  if (!lookup) {
    lookup = lookUp(request);
    lookups.set(request, lookup);
  }
  return lookup;
}

/** The signed-in user, or null. Anonymous requests never touch the database. */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  return (await getSessionLookup(request))?.user ?? null;
}
