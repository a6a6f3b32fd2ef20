import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callAuthEndpoint } from "~/features/accounts/auth-api.server";
import { getAuth } from "~/lib/auth.server";
import { twoFactor, user } from "../../../db/schema";
import { useAuthTestDatabase } from "../../../tests/support/auth-test-database.ts";
import { signedInAccount } from "../../../tests/support/signed-in-account.ts";
import { mfaMessages } from "./mfa";
import {
  confirmTotpSetup,
  sealBackupCodes,
  startTotpSetup,
  takeBackupCodes,
  verifySecondFactor,
} from "./mfa.server";

const password = "a-long-enough-password";

/** A request from this browser: its cookies, as the Set-Cookie headers left them. */
function browserRequest(setCookies: readonly string[]) {
  const cookie = setCookies.map((header) => header.split(";")[0]).join("; ");
  return new Request("http://localhost:3000/admin/security", {
    method: "POST",
    headers: { cookie, "x-request-id": "mfa-test" },
  });
}

/** The auth events logged while `work` ran. */
async function authEvents(work: () => Promise<unknown>) {
  const lines: string[] = [];
  const spy = vi.spyOn(console, "log").mockImplementation((line: string) => lines.push(line));
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return lines
    .map((line) => JSON.parse(line) as { message?: string; event?: string; userId?: string })
    .filter((entry) => entry.message === "auth event");
}

const code = (secret: string) => createOTP(base32.decode(secret)).totp();

describe("two-step sign-in", () => {
  const database = useAuthTestDatabase("site-mfa-");
  afterEach(() => vi.restoreAllMocks());

  it("sets up TOTP with a code, then a sign-in needs a code; each attempt is logged", async () => {
    const email = "mira@example.org";
    const { userId, setCookies } = await signedInAccount({ name: "Mira", email, password });
    let browser = browserRequest(setCookies);
    // Signed in elsewhere with the password alone, before the set-up.
    const elsewhere = await callAuthEndpoint(browserRequest([]), "/sign-in/email", {
      email,
      password,
    });
    const elsewhereSession = browserRequest(elsewhere.setCookies);
    expect(await getAuth().api.getSession({ headers: elsewhereSession.headers })).not.toBeNull();

    expect(await startTotpSetup(browser, "wrong-password")).toMatchObject({ ok: false });
    const started = await startTotpSetup(browser, password);
    if (!started.ok) throw new Error(started.error);
    const { secret, qr } = started.setup;
    expect(qr.path).toMatch(/^M\d+ \d+h1v1h-1z/);

    const refused = await authEvents(() => confirmTotpSetup(browser, "000000x"));
    expect(refused).toMatchObject([{ event: "mfa.failed", userId }]);
    const [row] = await database().db.select().from(user).where(eq(user.id, userId));
    expect(row?.twoFactorEnabled).toBe(false);

    let backupCodes: string[] = [];
    const enrolmentCode = await code(secret);
    const enrolled = await authEvents(async () => {
      const confirmed = await confirmTotpSetup(browser, enrolmentCode);
      if (!confirmed.ok) throw new Error(confirmed.error);
      backupCodes = confirmed.backupCodes;
    });
    expect(enrolled).toMatchObject([
      { event: "mfa.enrolled", userId },
      { event: "sessions.revoked", userId },
    ]);
    expect(await getAuth().api.getSession({ headers: elsewhereSession.headers })).toBeNull();
    expect(backupCodes).toHaveLength(10);
    const [stored] = await database()
      .db.select()
      .from(twoFactor)
      .where(eq(twoFactor.userId, userId));
    // Encrypted at rest: neither the secret nor a backup code is stored as is.
    expect(stored?.secret).not.toContain(secret);
    expect(stored?.backupCodes).not.toContain(backupCodes[0]);

    // The password alone gives no session, only the pending second step.
    const signIn = await callAuthEndpoint(browserRequest([]), "/sign-in/email", {
      email,
      password,
    });
    expect(signIn.data).toMatchObject({ twoFactorRedirect: true });
    expect(signIn.setCookies.join("\n")).toContain("two_factor=");
    browser = browserRequest(signIn.setCookies);
    // A code accepted once is refused for as long as it is valid (better-auth alone takes it again).
    const replayed = await authEvents(async () => {
      expect(await verifySecondFactor(browser, enrolmentCode)).toMatchObject({
        ok: false,
        error: mfaMessages.usedCode,
      });
    });
    expect(replayed).toMatchObject([{ event: "mfa.failed", userId }]);
    const failed = await authEvents(async () => {
      expect(await verifySecondFactor(browser, "not-a-backup-code")).toMatchObject({
        ok: false,
        expired: false,
      });
    });
    expect(failed).toMatchObject([{ event: "mfa.failed", userId }]);
    const used = await authEvents(async () => {
      expect(await verifySecondFactor(browser, backupCodes[0] as string)).toMatchObject({
        ok: true,
        userId,
      });
    });
    expect(used).toMatchObject([{ event: "mfa.used", userId }]);
  });

  it("hands the backup codes to the next page of the same account only, encrypted", async () => {
    const setCookie = await sealBackupCodes("user-a", ["abcde-fghij"]);
    expect(setCookie).not.toContain("abcde");
    expect(setCookie).toMatch(/HttpOnly/);
    const next = browserRequest([setCookie]);
    expect(await takeBackupCodes(next, "user-b")).toMatchObject({ codes: null });
    const taken = await takeBackupCodes(next, "user-a");
    expect(taken.codes).toEqual(["abcde-fghij"]);
    expect(taken.clear).toMatch(/Max-Age=0/);
  });
});
