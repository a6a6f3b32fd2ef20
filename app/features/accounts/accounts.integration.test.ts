import { hashPassword as betterAuthHash } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getSessionUser } from "~/features/access/session.server";
import { getAuth } from "~/lib/auth.server";
import { account, emailOutbox, session, user, userProfiles } from "../../../db/schema";
import {
  cookieOf,
  useAuthTestDatabase,
  visitorRequest,
} from "../../../tests/support/auth-test-database.ts";
import {
  changePassword,
  requestPasswordReset,
  resetPassword,
  resetTokenOwner,
  signIn,
  signUp,
  verifyPassword,
} from "./accounts.server";
import { accountMessages } from "./messages";
import { passwordRules } from "./schemas";

describe("account commands through better-auth", () => {
  const database = useAuthTestDatabase("site-accounts-");

  const mailTo = (address: string) =>
    database().db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));

  it("uses the password rules of auth.server.ts", () => {
    const options = getAuth().options.emailAndPassword;
    expect(options?.minPasswordLength).toBe(passwordRules.min);
    expect(options?.maxPasswordLength).toBe(passwordRules.max);
  });

  it("signs up without signing in, creates the profile and sends a verification link to our page", async () => {
    const result = await signUp(
      visitorRequest(),
      {
        firstName: "Ada",
        lastName: "King Lovelace",
        email: "ada@example.org",
        password: "analytical-engine",
      },
      "/careers/job/react-engineer/apply",
    );
    expect(result).toEqual({ ok: true, setCookies: [] });
    const [created] = await database()
      .db.select()
      .from(user)
      .where(eq(user.email, "ada@example.org"));
    expect(created).toMatchObject({ name: "Ada King Lovelace", emailVerified: false });
    expect(
      await database()
        .db.select()
        .from(session)
        .where(eq(session.userId, created?.id ?? "")),
    ).toEqual([]);
    const [profile] = await database()
      .db.select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, created?.id ?? ""));
    expect(profile).toMatchObject({
      firstName: "Ada",
      lastName: "King Lovelace",
      email: "ada@example.org",
    });

    const [mail] = await mailTo("ada@example.org");
    expect(mail?.template).toBe("verify-email");
    // The address is not confirmed: nothing typed at sign-up goes to it.
    expect(`${mail?.subject} ${mail?.text}`).not.toMatch(/Ada|Lovelace/);
    const link = mail?.text.match(/https?:\/\/\S+verify-email\S+/)?.[0] ?? "";
    const callback = new URL(link).searchParams.get("callbackURL");
    expect(callback).toBe(
      `/user/verify-email?redirectTo=${encodeURIComponent("/careers/job/react-engineer/apply")}`,
    );

    // Following the link verifies the address, signs in and lands on our confirmation page.
    const verified = await getAuth().handler(new Request(link));
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toBe(callback);
    const cookie = cookieOf(verified.headers.getSetCookie());
    const signedIn = await getSessionUser(
      new Request("http://localhost:3000/", { headers: { cookie } }),
    );
    expect(signedIn).toMatchObject({ email: "ada@example.org", emailVerified: true });
  });

  it("answers a sign-up for an existing address like a new one, and tells the owner once an hour", async () => {
    const data = {
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@example.org",
      password: "compiler-1952",
    };
    expect((await signUp(visitorRequest(), data)).ok).toBe(true);
    const again = await signUp(visitorRequest(), { ...data, firstName: "Mallory" });
    expect(again).toEqual({ ok: true, setCookies: [] });
    await signUp(visitorRequest(), { ...data, firstName: "Mallory" });
    const users = await database()
      .db.select()
      .from(user)
      .where(eq(user.email, "grace@example.org"));
    expect(users.map((row) => row.name)).toEqual(["Grace Hopper"]);
    const mails = await mailTo("grace@example.org");
    expect(mails.map((mail) => mail.template).sort()).toEqual(["account-exists", "verify-email"]);
    const notice = mails.find((mail) => mail.template === "account-exists");
    expect(notice?.text).toContain("http://localhost:3000/user/forgot-password");
    // Nor to an address nobody confirmed, in any of the mails.
    for (const mail of mails) expect(mail.text).not.toMatch(/Grace|Hopper|Mallory/);
  });

  it("signs in with the right password only, with our message for wrong credentials", async () => {
    const wrong = await signIn(visitorRequest(), {
      email: "grace@example.org",
      password: "not-her-password",
    });
    expect(wrong).toMatchObject({
      ok: false,
      status: 401,
      error: accountMessages.invalidCredentials,
    });
    const unknown = await signIn(visitorRequest(), {
      email: "nobody@example.org",
      password: "whatever-it-is",
    });
    expect(unknown).toMatchObject({ ok: false, error: accountMessages.invalidCredentials });

    // An unverified address may sign in (the pages ask to verify).
    const right = await signIn(visitorRequest(), {
      email: "grace@example.org",
      password: "compiler-1952",
    });
    expect(right.ok).toBe(true);
    if (!right.ok) return;
    const signedIn = await getSessionUser(
      new Request("http://localhost:3000/", { headers: { cookie: cookieOf(right.setCookies) } }),
    );
    expect(signedIn).toMatchObject({ email: "grace@example.org", emailVerified: false });
  });

  it("replaces a password hash of the older kind (scrypt) with Argon2id at the first sign-in", async () => {
    const email = "hedy@example.org";
    const password = "frequency-hopping-1942";
    await signUp(visitorRequest(), { firstName: "Hedy", lastName: "Lamarr", email, password }, "/");
    const [created] = await database().db.select().from(user).where(eq(user.email, email));
    const credential = eq(account.userId, created?.id ?? "");
    const storedHash = async () =>
      (
        await database().db.select({ password: account.password }).from(account).where(credential)
      )[0]?.password;
    expect(await storedHash()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const legacy = await betterAuthHash(password);
    await database().db.update(account).set({ password: legacy }).where(credential);

    expect((await signIn(visitorRequest(), { email, password: "not-her-password" })).ok).toBe(
      false,
    );
    expect(await storedHash()).toBe(legacy);
    expect((await signIn(visitorRequest(), { email, password })).ok).toBe(true);
    const upgraded = await storedHash();
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await signIn(visitorRequest(), { email, password })).ok).toBe(true);
    expect(await storedHash()).toBe(upgraded);
  });

  it("applies better-auth's sign-in rate limit to our form calls", async () => {
    const request = visitorRequest();
    const attempt = () =>
      // Not Grace's address: five failures would also lock her account (sign-in-lockout.server.ts).
      signIn(new Request(request.url, { method: "POST", headers: request.headers }), {
        email: "guessed@example.org",
        password: "guessing-passwords",
      });
    const results = [];
    for (let index = 0; index < 6; index++) results.push(await attempt());
    expect(results.slice(0, 5).every((result) => !result.ok && result.status === 401)).toBe(true);
    expect(results[5]).toMatchObject({ ok: false, status: 429 });
    expect(results[5]?.ok === false && results[5].error).toMatch(
      /^Too many attempts\. Please try again in (\d+ seconds?|1 minute)\.$/,
    );
  });

  it("resets a password with a single-use emailed token, never revealing unknown addresses", async () => {
    expect(await requestPasswordReset(visitorRequest(), "nobody@example.org")).toEqual({
      ok: true,
      setCookies: [],
    });
    expect(await mailTo("nobody@example.org")).toEqual([]);

    expect((await requestPasswordReset(visitorRequest(), "grace@example.org")).ok).toBe(true);
    const [mail] = await database()
      .db.select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.toAddress, "grace@example.org"),
          eq(emailOutbox.template, "password-reset"),
        ),
      );
    // Grace never confirmed her address: the mail does not carry the name typed at sign-up.
    expect(mail?.text).not.toContain("Grace");
    const link = mail?.text.match(/https?:\/\/\S+reset-password\S+/)?.[0] ?? "";
    const landing = await getAuth().handler(new Request(link));
    expect(landing.status).toBe(302);
    const location = new URL(landing.headers.get("location") ?? "", "http://localhost:3000");
    expect(location.pathname).toBe("/user/reset-password");
    const token = location.searchParams.get("token") ?? "";
    expect(await resetTokenOwner(token)).toEqual(expect.any(String));

    expect((await resetPassword(visitorRequest(), token, "new-compiler-1959")).ok).toBe(true);
    const reused = await resetPassword(visitorRequest(), token, "another-password-1");
    expect(reused).toMatchObject({
      ok: false,
      invalidToken: true,
      error: accountMessages.resetLinkInvalid,
    });
    expect(await resetTokenOwner(token)).toBeNull();
    // The used link now lands on the page with an error.
    const second = await getAuth().handler(new Request(link));
    expect(second.headers.get("location")).toContain("error=INVALID_TOKEN");

    expect(
      (await signIn(visitorRequest(), { email: "grace@example.org", password: "compiler-1952" }))
        .ok,
    ).toBe(false);
    expect(
      (
        await signIn(visitorRequest(), {
          email: "grace@example.org",
          password: "new-compiler-1959",
        })
      ).ok,
    ).toBe(true);
  });

  it("changes the password only with the current one, and checks a password before deletion", async () => {
    const login = await signIn(visitorRequest(), {
      email: "grace@example.org",
      password: "new-compiler-1959",
    });
    if (!login.ok) throw new Error("login failed");
    const cookie = cookieOf(login.setCookies);

    const wrong = await changePassword(visitorRequest(cookie), {
      currentPassword: "not-the-password",
      newPassword: "third-password-1",
    });
    expect(wrong).toMatchObject({
      ok: false,
      field: "currentPassword",
      error: accountMessages.currentPasswordWrong,
    });
    expect(await verifyPassword(visitorRequest(cookie), "not-the-password")).toBe(false);
    expect(await verifyPassword(visitorRequest(cookie), "new-compiler-1959")).toBe(true);

    const changed = await changePassword(visitorRequest(cookie), {
      currentPassword: "new-compiler-1959",
      newPassword: "third-password-1",
    });
    expect(changed.ok).toBe(true);
    expect(changed.ok && changed.setCookies.length).toBeGreaterThan(0);
    expect(
      (await signIn(visitorRequest(), { email: "grace@example.org", password: "third-password-1" }))
        .ok,
    ).toBe(true);
  });
});
