import { and, desc, eq, gt } from "drizzle-orm";
import { getAuth } from "~/lib/auth.server";
import { logAuthEvent } from "~/lib/auth-events.server";
import { getDb, withDbRetry } from "~/lib/db.server";
import { describeDevice } from "~/lib/device";
import { session } from "../../../db/schema/index.ts";
import { callAuthEndpoint } from "./auth-api.server";

/** One signed-in device as the account page lists it: never its token. */
export interface DeviceSession {
  id: string;
  device: string;
  /** ISO time of the last request (noted at most once a minute). */
  lastSeenAt: string;
  signedInAt: string;
  current: boolean;
}

/** The user's unexpired sessions, the current one first, then the most recently used. */
export async function listDeviceSessions(
  request: Request,
  userId: string,
): Promise<DeviceSession[]> {
  const current = await withDbRetry(() => getAuth().api.getSession({ headers: request.headers }));
  const rows = await withDbRetry(() =>
    getDb()
      .select({
        id: session.id,
        userAgent: session.userAgent,
        lastSeenAt: session.lastSeenAt,
        createdAt: session.createdAt,
      })
      .from(session)
      .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())))
      .orderBy(desc(session.lastSeenAt)),
  );
  return rows
    .map((row) => ({
      id: row.id,
      device: describeDevice(row.userAgent),
      lastSeenAt: row.lastSeenAt.toISOString(),
      signedInAt: row.createdAt.toISOString(),
      current: row.id === current?.session.id,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

type Owner = { id: string; email: string };

/** Calls a better-auth revoke endpoint for the signed-in user and logs what it ended. */
async function revoke(
  request: Request,
  user: Owner,
  path: "/revoke-session" | "/revoke-other-sessions",
  body: Record<string, string>,
  detail: string,
): Promise<boolean> {
  const call = await callAuthEndpoint(request, path, body);
  if (!call.ok) return false;
  logAuthEvent(request, "sessions.revoked", { userId: user.id, email: user.email, detail });
  return true;
}

/**
 * Signs one of the user's other devices out. The session is found by its id among the user's
 * own (another account's id is refused as unknown) and revoked through better-auth.
 */
export async function endDeviceSession(
  request: Request,
  user: Owner,
  sessionId: string,
): Promise<boolean> {
  const [row] = await withDbRetry(() =>
    getDb()
      .select({ token: session.token })
      .from(session)
      .where(and(eq(session.id, sessionId), eq(session.userId, user.id))),
  );
  if (!row) return false;
  return revoke(request, user, "/revoke-session", { token: row.token }, "one device");
}

/** Signs every device but this one out, through better-auth. */
export function endOtherDeviceSessions(request: Request, user: Owner): Promise<boolean> {
  return revoke(request, user, "/revoke-other-sessions", {}, "all other devices");
}
