import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loader as authApi } from "~/routes/api/auth";
import { session } from "../../../db/schema";
import { useAuthTestDatabase } from "../../../tests/support/auth-test-database.ts";
import { grantStaffRole, signedInAccount } from "../../../tests/support/signed-in-account.ts";
import type { Route } from "../../routes/api/+types/auth";
import { getSessionUser } from "./session.server";

/** A new account, signed in. */
const signUp = (email: string) =>
  signedInAccount({ name: "Test Member", email, password: "a-long-enough-password" });

const pageLoad = (cookie: string) =>
  new Request("http://localhost:3000/admin", { headers: { cookie } });

/** better-auth's own session endpoint, as a browser reaches it. */
async function apiSession(cookie: string) {
  const request = new Request("http://localhost:3000/api/auth/get-session", {
    headers: { cookie },
  });
  const response = await authApi({ request, params: {}, context: {} } as Route.LoaderArgs);
  expect(response.status).toBe(200);
  return (await response.json()) as { user: { id: string } } | null;
}

describe("session lifetimes", () => {
  const database = useAuthTestDatabase("site-session-policy-");

  async function staff(email: string) {
    const member = await signUp(email);
    await grantStaffRole(database().db, member.userId);
    return member;
  }

  /** Moves the session's timestamps back instead of waiting. */
  const age = (userId: string, set: { createdAt?: string; lastSeenAt?: string }) =>
    database()
      .db.update(session)
      .set({
        ...(set.createdAt ? { createdAt: sql`now() - ${set.createdAt}::interval` } : {}),
        ...(set.lastSeenAt ? { lastSeenAt: sql`now() - ${set.lastSeenAt}::interval` } : {}),
      })
      .where(eq(session.userId, userId));

  const sessionsOf = (userId: string) =>
    database().db.select().from(session).where(eq(session.userId, userId));

  it("ends a staff session after 30 minutes without a request, and deletes it", async () => {
    const member = await staff("idle@example.org");
    await age(member.userId, { lastSeenAt: "29 minutes" });
    expect(await getSessionUser(pageLoad(member.cookie))).toMatchObject({ id: member.userId });
    await age(member.userId, { lastSeenAt: "31 minutes" });
    expect(await getSessionUser(pageLoad(member.cookie))).toBeNull();
    expect(await sessionsOf(member.userId)).toEqual([]);
  });

  it("ends a staff session 12 hours after sign-in, however active", async () => {
    const member = await staff("long-day@example.org");
    await age(member.userId, { createdAt: "11 hours 59 minutes" });
    expect(await getSessionUser(pageLoad(member.cookie))).toMatchObject({ id: member.userId });
    await age(member.userId, { createdAt: "12 hours 1 minute" });
    expect(await getSessionUser(pageLoad(member.cookie))).toBeNull();
    expect(await sessionsOf(member.userId)).toEqual([]);
  });

  it("applies the same limits to better-auth's /api/auth/get-session", async () => {
    const member = await staff("api-session@example.org");
    expect(await apiSession(member.cookie)).toMatchObject({ user: { id: member.userId } });
    await age(member.userId, { lastSeenAt: "31 minutes" });
    expect(await apiSession(member.cookie)).toBeNull();
    expect(await sessionsOf(member.userId)).toEqual([]);

    const longDay = await staff("api-long-day@example.org");
    await age(longDay.userId, { createdAt: "12 hours 1 minute" });
    expect(await apiSession(longDay.cookie)).toBeNull();

    const candidate = await signUp("api-candidate@example.org");
    await age(candidate.userId, { createdAt: "20 days", lastSeenAt: "3 days" });
    expect(await apiSession(candidate.cookie)).toMatchObject({ user: { id: candidate.userId } });
  });

  it("keeps a candidate's session for days, idle or not", async () => {
    const candidate = await signUp("candidate@example.org");
    await age(candidate.userId, { createdAt: "20 days", lastSeenAt: "3 days" });
    expect(await getSessionUser(pageLoad(candidate.cookie))).toMatchObject({
      id: candidate.userId,
    });
  });

  it("notes the last request at most once a minute", async () => {
    const member = await staff("seen@example.org");
    const lastSeen = async () => (await sessionsOf(member.userId))[0]?.lastSeenAt.getTime() ?? 0;
    await age(member.userId, { lastSeenAt: "30 seconds" });
    const before = await lastSeen();
    await getSessionUser(pageLoad(member.cookie));
    expect(await lastSeen()).toBe(before);
    await age(member.userId, { lastSeenAt: "2 minutes" });
    const stale = await lastSeen();
    await getSessionUser(pageLoad(member.cookie));
    expect(await lastSeen()).toBeGreaterThan(stale + 60_000);
  });
});
