import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { session } from "../../../db/schema";
import { useAuthTestDatabase, visitorRequest } from "../../../tests/support/auth-test-database.ts";
import { signedInAccount } from "../../../tests/support/signed-in-account.ts";
import {
  reauthenticationMessages,
  requireRecentAuthentication,
} from "./recent-authentication.server";

describe("re-authentication before handing out power", () => {
  const database = useAuthTestDatabase("site-recent-auth-");

  it("passes within 10 minutes of signing in, then asks for the password again and checks it", async () => {
    const { userId, cookie } = await signedInAccount({
      name: "Grace Hopper",
      email: "grace@example.org",
      password: "compiler-1952",
    });
    const form = (password?: string) => {
      const data = new FormData();
      if (password !== undefined) data.set("currentPassword", password);
      return data;
    };

    expect(await requireRecentAuthentication(visitorRequest(cookie), form())).toBeNull();

    await database()
      .db.update(session)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(session.userId, userId));
    expect(await requireRecentAuthentication(visitorRequest(cookie), form())).toBe(
      reauthenticationMessages.required,
    );
    expect(await requireRecentAuthentication(visitorRequest(cookie), form("a-wrong-guess"))).toBe(
      reauthenticationMessages.wrong,
    );
    expect(
      await requireRecentAuthentication(visitorRequest(cookie), form("compiler-1952")),
    ).toBeNull();
  });
});
