import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { signInFailures } from "../../db/schema/index.ts";
import { getDb, type Queryable } from "./db.server.ts";
import { getEnv } from "./env.server.ts";

/** Failures allowed before the first delay; each further one doubles it, up to the cap. */
export const freeFailures = 5;
const firstDelaySeconds = 1;
export const maxDelaySeconds = 15 * 60;
/** A day without failures forgets the earlier ones. */
const forgetAfter = sql`interval '1 day'`;

/** A keyed hash of the address as typed into the sign-in form, trimmed and in lower case. */
function lockoutKey(email: string): string {
  return createHash("sha256")
    .update(`sign-in\n${email.trim().toLowerCase()}\n${getEnv().AUTH_SECRET}`)
    .digest("hex");
}

/** Seconds until the account's sign-in opens again; 0 when it is open. */
export async function signInLockedFor(email: string, db: Queryable = getDb()): Promise<number> {
  const [row] = await db
    .select({
      seconds: sql<number>`ceil(extract(epoch from (${signInFailures.lockedUntil} - now())))::int`,
    })
    .from(signInFailures)
    .where(eq(signInFailures.key, lockoutKey(email)));
  return Math.max(0, Number(row?.seconds ?? 0));
}

/**
 * Counts a failed sign-in for the address. From the fifth failure on the sign-in stays locked
 * for 1 s, then 2 s, 4 s ... up to 15 minutes, whatever client address the next attempt uses.
 */
export async function recordSignInFailure(email: string, db: Queryable = getDb()): Promise<void> {
  const failures = sql`case when ${signInFailures.lastFailureAt} < now() - ${forgetAfter} then 1 else ${signInFailures.failures} + 1 end`;
  const lockFor = (count: ReturnType<typeof sql>) =>
    sql`case when ${count} >= ${freeFailures} then now() + least(${firstDelaySeconds} * power(2, ${count} - ${freeFailures}), ${maxDelaySeconds}) * interval '1 second' end`;
  await db
    .insert(signInFailures)
    .values({
      key: lockoutKey(email),
      failures: 1,
      lastFailureAt: sql`now()`,
      lockedUntil: null,
    })
    .onConflictDoUpdate({
      target: signInFailures.key,
      set: { failures, lastFailureAt: sql`now()`, lockedUntil: lockFor(failures) },
    });
}

/** A successful sign-in starts the count afresh. */
export async function clearSignInFailures(email: string, db: Queryable = getDb()): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.key, lockoutKey(email)));
}
