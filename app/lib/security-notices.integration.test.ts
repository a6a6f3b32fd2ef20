import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  changePassword,
  requestPasswordReset,
  resetPassword,
  signIn,
  signUp,
} from "~/features/accounts/accounts.server";
import { emailOutbox, user, userRoleAssignments, userRoles } from "../../db/schema";
import {
  cookieOf,
  resetTokenOf,
  useAuthTestDatabase,
  visitorRequest,
} from "../../tests/support/auth-test-database.ts";

const windowsChrome = {
  "user-agent":
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
};

describe("security notices by mail", () => {
  const database = useAuthTestDatabase("site-security-notices-");

  const mails = (to: string, template: string) =>
    database()
      .db.select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, template)));

  async function verifiedAccount(email: string, password: string) {
    await signUp(visitorRequest(), { firstName: "Frances", lastName: "Allen", email, password });
    await database().db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  }

  it("mails the owner when the password is changed and when it is reset", async () => {
    const email = "frances@example.org";
    await verifiedAccount(email, "ptran-compiler-1");
    const login = await signIn(visitorRequest(), { email, password: "ptran-compiler-1" });
    if (!login.ok) throw new Error("sign-in failed");
    const changed = await changePassword(visitorRequest(cookieOf(login.setCookies)), {
      currentPassword: "ptran-compiler-1",
      newPassword: "ptran-compiler-2",
    });
    expect(changed.ok).toBe(true);
    const [notice] = await mails(email, "password-changed");
    expect(notice?.subject).toBe("Your Quillstack password was changed");
    expect(notice?.text).toContain("changed from the account page");
    expect(notice?.text).toContain("http://localhost:3000/user/forgot-password");

    await requestPasswordReset(visitorRequest(), email);
    const [resetMail] = await mails(email, "password-reset");
    const token = await resetTokenOf(resetMail?.text);
    expect((await resetPassword(visitorRequest(), token, "ptran-compiler-3")).ok).toBe(true);
    const notices = await mails(email, "password-changed");
    expect(notices.map((mail) => mail.subject).sort()).toEqual([
      "Your Quillstack password was changed",
      "Your Quillstack password was reset",
    ]);
  });

  it("mails every new sign-in to a staff account, naming the device, and none for candidates", async () => {
    await verifiedAccount("candidate@example.org", "a-candidate-password");
    expect(
      (
        await signIn(visitorRequest(), {
          email: "candidate@example.org",
          password: "a-candidate-password",
        })
      ).ok,
    ).toBe(true);
    expect(await mails("candidate@example.org", "new-sign-in")).toEqual([]);

    const email = "recruiter@example.org";
    await verifiedAccount(email, "a-recruiter-password");
    await database().db.insert(userRoles).values({ name: "recruiter" }).onConflictDoNothing();
    const [role] = await database()
      .db.select()
      .from(userRoles)
      .where(eq(userRoles.name, "recruiter"));
    const [member] = await database().db.select().from(user).where(eq(user.email, email));
    await database()
      .db.insert(userRoleAssignments)
      .values({ userId: member?.id as string, roleId: role?.id as string });
    expect(
      (
        await signIn(visitorRequest(undefined, windowsChrome), {
          email,
          password: "a-recruiter-password",
        })
      ).ok,
    ).toBe(true);
    const [notice] = await mails(email, "new-sign-in");
    expect(notice?.subject).toBe("New sign-in to your Quillstack staff account");
    expect(notice?.text).toContain("Chrome on Windows");
  });
});
