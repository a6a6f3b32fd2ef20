import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getAuth } from "~/lib/auth.server";
import { emailOutbox } from "../../../db/schema";
import { useAuthTestDatabase } from "../../../tests/support/auth-test-database.ts";
import { signedInAccount } from "../../../tests/support/signed-in-account.ts";
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
});
