import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getAuth } from "~/lib/auth.server";
import { emailOutbox, session } from "../../../db/schema";
import { useAuthTestDatabase } from "../../../tests/support/auth-test-database.ts";
import { grantStaffRole, signedInAccount } from "../../../tests/support/signed-in-account.ts";
import { getHeaderUser } from "./guards.server";
import { getSessionUser } from "./session.server";

describe("session lookup", () => {
  const database = useAuthTestDatabase("site-auth-");

  it("answers null for an anonymous request", async () => {
    expect(await getSessionUser(new Request("http://localhost:3000/"))).toBeNull();
  });

  it("finds the user of a real session cookie, verifies the email by its link, rejects a forged cookie", async () => {
    const { cookie } = await signedInAccount({
      name: "Ada Lovelace",
      email: "ada@example.org",
      password: "analytical-engine",
    });
    const user = await getSessionUser(
      new Request("http://localhost:3000/", { headers: { cookie } }),
    );
    expect(user).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.org",
      emailVerified: false,
    });

    const [mail] = await database()
      .db.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "ada@example.org"));
    expect(mail?.template).toBe("verify-email");
    const link = mail?.text.match(/https?:\/\/\S+verify-email\S+/)?.[0];
    expect(link).toBeDefined();
    const verified = await getAuth().handler(new Request(link as string));
    expect(verified.status).toBeLessThan(400);
    const after = await getSessionUser(
      new Request("http://localhost:3000/", { headers: { cookie } }),
    );
    expect(after?.emailVerified).toBe(true);

    const forged = "better-auth.session_token=forged.value";
    expect(
      await getSessionUser(new Request("http://localhost:3000/", { headers: { cookie: forged } })),
    ).toBeNull();
  });

  it("queues a password-reset email with a link that expires", async () => {
    await getAuth().api.requestPasswordReset({
      body: { email: "ada@example.org", redirectTo: "/user/reset-password" },
    });
    const mails = await database()
      .db.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "password-reset"));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.toAddress).toBe("ada@example.org");
    expect(mails[0]?.text).toMatch(/\/api\/auth\/reset-password\/\S+/);
    expect(mails[0]?.text).toContain("60 minutes");
  });

  it("looks a request's session up once, however many loaders ask; the next request looks again", async () => {
    const { userId, cookie } = await signedInAccount({
      name: "Grace Hopper",
      email: "grace@example.org",
      password: "compiler-pioneer",
    });
    const pageRequest = new Request("http://localhost:3000/careers", { headers: { cookie } });
    expect(await getHeaderUser(pageRequest)).toMatchObject({ id: userId, staff: false });
    // The session ends (signed out elsewhere) while this request's loaders run: they all see the
    // answer of its first lookup, and the next request sees the session gone.
    await database().db.delete(session).where(eq(session.userId, userId));
    expect(await getSessionUser(pageRequest)).toMatchObject({ id: userId });
    const nextRequest = new Request("http://localhost:3000/careers", { headers: { cookie } });
    expect(await getSessionUser(nextRequest)).toBeNull();
  });

  it("marks staff in the header from the roles read with the session", async () => {
    const { userId, cookie } = await signedInAccount({
      name: "Katherine Johnson",
      email: "katherine@example.org",
      password: "orbital-mechanics",
    });
    const headers = { cookie };
    expect(await getHeaderUser(new Request("http://localhost:3000/", { headers }))).toMatchObject({
      staff: false,
    });
    await grantStaffRole(database().db, userId);
    expect(await getHeaderUser(new Request("http://localhost:3000/", { headers }))).toMatchObject({
      id: userId,
      staff: true,
    });
  });
});
