import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { handleAuthRequest } from "~/lib/auth.server";
import { commonPasswordMessage } from "~/lib/common-passwords.server";
import { emailOutbox, user } from "../../../db/schema";
import {
  resetTokenOf,
  useAuthTestDatabase,
  visitorRequest,
} from "../../../tests/support/auth-test-database.ts";
import { grantStaffRole, signedInAccount } from "../../../tests/support/signed-in-account.ts";
import {
  changePassword,
  requestPasswordReset,
  resetPassword,
  signIn,
  signUp,
} from "./accounts.server";

// "Password123" is on the list as "password123": letter case does not help.
const listed = "Password123";

describe("common and breached passwords", () => {
  const database = useAuthTestDatabase("site-common-passwords-");

  /** Asks for a reset link for `email` and returns the token its mail carries. */
  async function mailedResetToken(email: string) {
    await requestPasswordReset(visitorRequest(), email);
    const [mail] = await database()
      .db.select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, "password-reset")));
    return resetTokenOf(mail?.text);
  }

  it("refuses a listed password at sign-up, next to the password field, and creates nothing", async () => {
    const refused = await signUp(visitorRequest(), {
      firstName: "Lin",
      lastName: "Common",
      email: "lin@example.org",
      password: listed,
    });
    expect(refused).toMatchObject({
      ok: false,
      status: 400,
      field: "password",
      error: commonPasswordMessage,
    });
    const rows = await database().db.select().from(user).where(eq(user.email, "lin@example.org"));
    expect(rows).toEqual([]);
  });

  it("refuses one at /api/auth directly too (no way around the forms)", async () => {
    const response = await handleAuthRequest(
      new Request("http://localhost:3000/api/auth/sign-up/email", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: "http://localhost:3000",
          "x-client-ip": "203.0.113.200",
        },
        body: JSON.stringify({ name: "Lin", email: "lin2@example.org", password: "qwertyuiop123" }),
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "PASSWORD_TOO_COMMON" });
  });

  it("refuses a listed password on reset and on change, each next to its field", async () => {
    const email = "mae@example.org";
    const { cookie } = await signedInAccount({
      name: "Mae Jemison",
      email,
      password: "endeavour-1992",
    });
    const token = await mailedResetToken(email);
    expect(await resetPassword(visitorRequest(), token, listed)).toMatchObject({
      ok: false,
      field: "password",
      error: commonPasswordMessage,
    });

    const changed = await changePassword(visitorRequest(cookie), {
      currentPassword: "endeavour-1992",
      newPassword: listed,
    });
    expect(changed).toMatchObject({
      ok: false,
      field: "newPassword",
      error: commonPasswordMessage,
    });
    expect((await signIn(visitorRequest(), { email, password: "endeavour-1992" })).ok).toBe(true);
  });

  it("holds staff to 12 characters on reset and change, /api/auth included", async () => {
    const email = "staff-length@example.org";
    const member = await signedInAccount({
      name: "Rear Admiral",
      email,
      password: "a-long-staff-password",
    });
    await grantStaffRole(database().db, member.userId);
    const tooShort = "only-11-chr";
    const message = "Password must be at least 12 characters long.";

    const token = await mailedResetToken(email);
    expect(await resetPassword(visitorRequest(), token, tooShort)).toMatchObject({
      ok: false,
      field: "password",
      error: message,
    });
    expect(
      await changePassword(visitorRequest(member.cookie), {
        currentPassword: "a-long-staff-password",
        newPassword: tooShort,
      }),
    ).toMatchObject({ ok: false, field: "newPassword", error: message });
    // Twelve characters or more are accepted.
    expect((await resetPassword(visitorRequest(), token, "twelve-chars-ok")).ok).toBe(true);
  });
});
