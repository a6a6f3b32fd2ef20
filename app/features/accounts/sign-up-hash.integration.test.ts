// A sign-up's password is hashed before better-auth opens the sign-up's transaction. On PGlite a
// transaction holds the whole database, so with the hash inside it every other query (every
// page's) waited for the hash, which yields to pages and takes long on a busy machine.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hashPassword } from "~/lib/password-hash.server";
import { useAuthTestDatabase, visitorRequest } from "../../../tests/support/auth-test-database.ts";
import { signUp } from "./accounts.server";

describe("while a sign-up waits for its password hash", () => {
  const database = useAuthTestDatabase("site-sign-up-hash-");

  it("the database answers other queries at once", async () => {
    // Hashes asked for first: the sign-up's own waits behind them on the hashing thread.
    const queued = Array.from({ length: 8 }, (_, index) =>
      hashPassword(`queued-password-${index}`),
    );
    const started = performance.now();
    let finished = false;
    const signingUp = signUp(visitorRequest(), {
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace.hopper@example.org",
      password: "compiler-pioneer",
    }).finally(() => {
      finished = true;
    });
    const probeMs: number[] = [];
    while (!finished) {
      const probeStarted = performance.now();
      await database().db.execute(sql`select 1`);
      probeMs.push(performance.now() - probeStarted);
      await new Promise(setImmediate);
    }
    const outcome = await signingUp;
    const signUpMs = performance.now() - started;
    await Promise.all(queued);

    expect(outcome.ok).toBe(true);
    // The sign-up did wait for the hashes ahead of its own...
    expect(signUpMs).toBeGreaterThan(200);
    // ...and no query waited for it.
    expect(Math.max(...probeMs)).toBeLessThan(signUpMs / 4);
  });
});
