import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signIn, signUp } from "~/features/accounts/accounts.server";
import { signInFailures } from "../../db/schema";
import { useAuthTestDatabase } from "../../tests/support/auth-test-database.ts";
import { maxDelaySeconds, recordSignInFailure, signInLockedFor } from "./sign-in-lockout.server";

let visitor = 0;
/** Each attempt from another client address, as a botnet would spread its guesses. */
function fromNewAddress() {
  visitor++;
  return new Request("http://localhost:3000/user/login", {
    method: "POST",
    headers: { "x-client-ip": `198.18.${Math.floor(visitor / 250)}.${visitor % 250}` },
  });
}

const from = (address: string) =>
  new Request("http://localhost:3000/user/login", {
    method: "POST",
    headers: { "x-client-ip": address },
  });

describe("sign-in limits", () => {
  const database = useAuthTestDatabase("site-sign-in-lockout-");

  it("locks an account's sign-in after five failures from any addresses, even for the right password, until the delay passes", async () => {
    const email = "katherine@example.org";
    const password = "trajectory-1962";
    await signUp(fromNewAddress(), {
      firstName: "Katherine",
      lastName: "Johnson",
      email,
      password,
    });

    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await signIn(fromNewAddress(), { email, password: `guess-${attempt}-wrong` });
      expect(wrong).toMatchObject({ ok: false, status: 401 });
    }
    expect(await signInLockedFor(email)).toBeGreaterThan(0);
    // Held for five minutes (as later failures would), so this check does not race the clock.
    await database()
      .db.update(signInFailures)
      .set({ lockedUntil: sql`now() + interval '5 minutes'` });
    const locked = await signIn(fromNewAddress(), { email: " Katherine@Example.org ", password });
    expect(locked).toMatchObject({
      ok: false,
      status: 429,
      error: "Too many attempts. Please try again in 5 minutes.",
    });

    // Another account is not affected.
    await signUp(fromNewAddress(), {
      firstName: "Dorothy",
      lastName: "Vaughan",
      email: "dorothy@example.org",
      password: "fortran-for-all",
    });
    expect(
      (
        await signIn(fromNewAddress(), {
          email: "dorothy@example.org",
          password: "fortran-for-all",
        })
      ).ok,
    ).toBe(true);

    // The delay passes (moved in the database, not waited for): the right password works and
    // the count starts afresh.
    await database()
      .db.update(signInFailures)
      .set({ lockedUntil: sql`now() - interval '1 second'` });
    expect((await signIn(fromNewAddress(), { email, password })).ok).toBe(true);
    expect(await database().db.select().from(signInFailures)).toEqual([]);
  });

  it("doubles the delay with each further failure, up to 15 minutes", async () => {
    const email = "guessed@example.org";
    const delays: number[] = [];
    for (let failure = 1; failure <= 16; failure++) {
      await recordSignInFailure(email);
      delays.push(await signInLockedFor(email));
    }
    expect(delays).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    expect(maxDelaySeconds).toBe(900);
    const [row] = await database()
      .db.select()
      .from(signInFailures)
      .where(eq(signInFailures.failures, 16));
    expect(row?.key).not.toContain("guessed");
  });

  it("keys the per-address limit of an IPv6 client by its /64", async () => {
    // Six addresses of one /64, six different accounts: the sixth sign-in is over the limit.
    const answers = [];
    for (let host = 1; host <= 6; host++) {
      const call = await signIn(from(`2001:db8:aa:bb::${host.toString(16)}`), {
        email: `nobody-${host}@example.org`,
        password: "not-a-real-password",
      });
      answers.push(call.ok ? 200 : call.status);
    }
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
    // The next /64 is another client.
    const neighbour = await signIn(from("2001:db8:aa:bc::1"), {
      email: "nobody-7@example.org",
      password: "not-a-real-password",
    });
    expect(neighbour).toMatchObject({ ok: false, status: 401 });
  });
});
