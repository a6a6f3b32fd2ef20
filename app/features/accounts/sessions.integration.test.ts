import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getSessionUser } from "~/features/access/session.server";
import { session } from "../../../db/schema";
import {
  cookieOf,
  useAuthTestDatabase,
  visitorRequest,
} from "../../../tests/support/auth-test-database.ts";
import { signedInAccount } from "../../../tests/support/signed-in-account.ts";
import { signIn } from "./accounts.server";
import { endDeviceSession, endOtherDeviceSessions, listDeviceSessions } from "./sessions.server";

const firefoxOnMac = {
  "user-agent":
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0",
};
const chromeOnAndroid = {
  "user-agent":
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
};

describe("the account's signed-in devices", () => {
  const database = useAuthTestDatabase("site-device-sessions-");

  const password = "many-devices-1";

  /** One more device signed in to the account. */
  async function signedIn(email: string, headers: Record<string, string>) {
    const login = await signIn(visitorRequest(undefined, headers), { email, password });
    if (!login.ok) throw new Error("sign-in failed");
    return cookieOf(login.setCookies);
  }

  it("lists each device with its last use, ends one by id and then all others, never another account's", async () => {
    const email = "mary@example.org";
    const mary = await signedInAccount(
      { name: "Mary Keller", email, password },
      new Headers(firefoxOnMac),
    );
    const laptop = mary.cookie;
    const phone = await signedIn(email, chromeOnAndroid);
    const tablet = await signedIn(email, chromeOnAndroid);
    const me = { id: mary.userId, email };

    const listed = await listDeviceSessions(visitorRequest(laptop), me.id);
    expect(listed).toHaveLength(3);
    expect(listed[0]).toMatchObject({ current: true, device: "Firefox on macOS" });
    expect(listed.slice(1).map((row) => row.device)).toEqual([
      "Chrome on Android",
      "Chrome on Android",
    ]);
    expect(JSON.stringify(listed)).not.toContain(laptop.split("=")[1]?.split(".")[0]);

    // Another account cannot end Mary's sessions by their ids.
    const eve = await signedInAccount({ name: "Eve Other", email: "eve@example.org", password });
    const target = listed[1]?.id as string;
    expect(
      await endDeviceSession(
        visitorRequest(eve.cookie),
        { id: eve.userId, email: "eve@example.org" },
        target,
      ),
    ).toBe(false);
    expect(await database().db.select().from(session).where(eq(session.id, target))).toHaveLength(
      1,
    );

    expect(await endDeviceSession(visitorRequest(laptop), me, target)).toBe(true);
    expect(await listDeviceSessions(visitorRequest(laptop), me.id)).toHaveLength(2);

    expect(await endOtherDeviceSessions(visitorRequest(laptop), me)).toBe(true);
    const left = await listDeviceSessions(visitorRequest(laptop), me.id);
    expect(left.map((row) => row.current)).toEqual([true]);
    expect(await getSessionUser(visitorRequest(phone))).toBeNull();
    expect(await getSessionUser(visitorRequest(tablet))).toBeNull();
    expect(await getSessionUser(visitorRequest(laptop))).toMatchObject({ email });
  });
});
