import { sql } from "drizzle-orm";
import { logAuthEvent } from "~/lib/auth-events.server";
import { getDb, type Queryable } from "~/lib/db.server";

/**
 * Staff sessions end 12 hours after sign-in or after 30 minutes without a request (ADR 029);
 * candidates keep better-auth's 30 days. better-auth has one lifetime for all, so staff limits
 * are enforced here, on every lookup of a signed-in request.
 */
export const staffSessionLimits = { absoluteSeconds: 12 * 60 * 60, idleSeconds: 30 * 60 };

/** `last_seen_at` is written at most this often, not on every signed-in request. */
const lastSeenEverySeconds = 60;

/**
 * Whether the session may still be used: the user's active role names if so (empty for a
 * candidate), null if not. A staff session past its limits is deleted (the `sessions.revoked`
 * event says why); an active session's last-seen time is refreshed when it is more than a minute
 * old. The roles come with the same query, so a signed-in page needs no second one for them.
 */
export async function sessionStillValid(
  request: Request,
  session: { id: string; userId: string },
  db: Queryable = getDb(),
): Promise<string[] | null> {
  const result = await db.execute(sql`
    select extract(epoch from now() - s.created_at)::int as age,
      extract(epoch from now() - s.last_seen_at)::int as idle,
      array(
        select r.name from user_role_assignments a join user_roles r on r.id = a.role_id
        where a.user_id = s.user_id and a.is_active order by r.name
      ) as roles
    from session s where s.id = ${session.id}
  `);
  const row = (result as unknown as { rows: Array<{ age: number; idle: number; roles: string[] }> })
    .rows[0];
  if (!row) return null;
  const age = Number(row.age);
  const idle = Number(row.idle);
  if (row.roles.length > 0) {
    const reason =
      age > staffSessionLimits.absoluteSeconds
        ? "staff session older than 12 hours"
        : idle > staffSessionLimits.idleSeconds
          ? "staff session idle for 30 minutes"
          : null;
    if (reason) {
      await db.execute(sql`delete from session where id = ${session.id}`);
      logAuthEvent(request, "sessions.revoked", { userId: session.userId, detail: reason });
      return null;
    }
  }
  if (idle >= lastSeenEverySeconds) {
    await db.execute(sql`update session set last_seen_at = now() where id = ${session.id}`);
  }
  return row.roles;
}
