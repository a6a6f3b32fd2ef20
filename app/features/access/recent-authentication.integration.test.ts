import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signIn, signUp } from "~/features/accounts/accounts.server";
import {
  cookieOf,
  useAuthTestDatabase,
  visitorRequest,
} from "~/features/accounts/auth-test-database";
import { session, user } from "../../../db/schema";
import {
  reauthenticationMessages,
  requireRecentAuthentication,
} from "./recent-authentication.server";

describe("re-authentication before handing out power", () => {
  const database = useAuthTestDatabase("site-recent-auth-");

  it("passes within 10 minutes of signing in, then asks for the password again and checks it", async () => {
    const email = "grace@example.org";
    await signUp(visitorRequest(), {
      firstName: "Grace",
      lastName: "Hopper",
      email,
      password: "compiler-1952",
    });
    const login = await signIn(visitorRequest(), { email, password: "compiler-1952" });
    if (!login.ok) throw new Error("sign-in failed");
    const cookie = cookieOf(login.setCookies);
    const form = (password?: string) => {
      const data = new FormData();
      if (password !== undefined) data.set("currentPassword", password);
      return data;
    };

    expect(await requireRecentAuthentication(visitorRequest(cookie), form())).toBeNull();

    const [account] = await database().db.select().from(user).where(eq(user.email, email));
    await database()
      .db.update(session)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(session.userId, account?.id as string));
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
