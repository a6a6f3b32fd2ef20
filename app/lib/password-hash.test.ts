import { argon2Sync, randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { hashPassword as betterAuthHash } from "better-auth/crypto";
import { describe, expect, it, vi } from "vitest";
import {
  endIdleHashingThreads,
  hashingThreadNice,
  hashPassword,
  passwordHashingLoad,
  passwordHashingSlots,
  passwordNeedsRehash,
  verifyPassword,
} from "./password-hash.server.ts";

const password = "Ünïcode compiler 1959";

describe("password hashing", () => {
  it("verifies a hash made by better-auth's own default hasher", async () => {
    const hash = await betterAuthHash(password);
    expect(await verifyPassword({ hash, password })).toBe(true);
    expect(await verifyPassword({ hash, password: "wrong password 1959" })).toBe(false);
  });

  it("makes Argon2id hashes at OWASP's first recommendation, each with a salt of its own", async () => {
    const hash = await hashPassword(password);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w+/]{22}\$[\w+/]{43}$/);
    expect(await hashPassword(password)).not.toBe(hash);
    expect(await verifyPassword({ hash, password })).toBe(true);
    // NFKC, as better-auth: the composed and decomposed forms are one password.
    expect(await verifyPassword({ hash, password: password.normalize("NFD") })).toBe(true);
    expect(await verifyPassword({ hash, password: "wrong password 1959" })).toBe(false);
    expect(passwordNeedsRehash(hash)).toBe(false);
  });

  it("verifies an Argon2id hash with other parameters, and says to hash it again", async () => {
    const hash = await hashPassword(password);
    const salt = randomBytes(16);
    const key = argon2Sync("argon2id", {
      message: password.normalize("NFKC"),
      nonce: salt,
      memory: 8192,
      passes: 3,
      parallelism: 1,
      tagLength: 32,
    });
    const older = `$argon2id$v=19$m=8192,t=3,p=1$${salt.toString("base64").replace(/=+$/, "")}$${key.toString("base64").replace(/=+$/, "")}`;
    expect(await verifyPassword({ hash: older, password })).toBe(true);
    expect(passwordNeedsRehash(older)).toBe(true);
    // A stored hash that asks for more memory than any we make is refused, not computed.
    const greedy = hash.replace("m=19456", "m=4194304");
    await expect(verifyPassword({ hash: greedy, password })).rejects.toThrow(
      "Invalid password hash",
    );
  });

  it("says to hash a better-auth scrypt hash again", async () => {
    expect(passwordNeedsRehash(await betterAuthHash(password))).toBe(true);
  });

  it("refuses a key of another length and a hash without a salt", async () => {
    const hash = await betterAuthHash(password);
    expect(await verifyPassword({ hash: hash.slice(0, -2), password })).toBe(false);
    await expect(verifyPassword({ hash: "no-separator", password })).rejects.toThrow(
      "Invalid password hash",
    );
  });

  it("never runs more hashes at once than its slots, however many are asked for", async () => {
    const hash = await hashPassword(password);
    const verifies = Array.from({ length: 6 }, () => verifyPassword({ hash, password }));
    expect(passwordHashingLoad().running).toBe(passwordHashingSlots);
    expect(await Promise.all(verifies)).toEqual(Array(6).fill(true));
    expect(passwordHashingLoad()).toEqual({ running: 0, peak: passwordHashingSlots });
    // Seven hashes on a thread at nice 10: on a busy machine every other process goes first.
  }, 60_000);
});

/** Nice values of this process's threads, from /proc (Linux). */
function threadNiceValues(): number[] {
  return readdirSync("/proc/self/task").map((thread) => {
    const stat = readFileSync(`/proc/self/task/${thread}/stat`, "utf8");
    // The fields after the command name (in parentheses); nice is the 19th field of the line.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[16]);
  });
}

/** How many of this process's threads run at the hashing threads' priority. */
const hashingThreads = () => threadNiceValues().filter((nice) => nice === hashingThreadNice).length;

describe.runIf(process.platform === "linux")("the hashing threads", () => {
  it("run below the priority of the thread that renders pages, one per slot", async () => {
    const hash = await hashPassword(password);
    await Promise.all(Array.from({ length: 4 }, () => verifyPassword({ hash, password })));
    expect(hashingThreads()).toBe(passwordHashingSlots);
    expect(hashingThreadNice).toBeGreaterThan(0);
    // This thread (the one that would render pages) keeps the normal priority.
    expect(threadNiceValues()[0]).toBe(0);
  });

  it("stop when idle for a while (the second sooner), and the next hash starts one again", async () => {
    // A second thread left by an earlier test stops on a real timer that fake ones cannot clear.
    await expect.poll(hashingThreads, { timeout: 10_000 }).toBeLessThan(2);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const hash = await hashPassword(password);
      await Promise.all([verifyPassword({ hash, password }), verifyPassword({ hash, password })]);
      expect(hashingThreads()).toBe(passwordHashingSlots);
      vi.advanceTimersByTime(2_000);
      await expect.poll(hashingThreads, { timeout: 10_000 }).toBe(1);
      vi.advanceTimersByTime(28_000);
      await expect.poll(hashingThreads, { timeout: 10_000 }).toBe(0);
      expect(await verifyPassword({ hash, password })).toBe(true);
      expect(hashingThreads()).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("end at once when the start-up asks, and a hash that is running finishes first", async () => {
    const hash = await hashPassword(password);
    expect(hashingThreads()).toBeGreaterThan(0);
    const running = verifyPassword({ hash, password });
    await endIdleHashingThreads();
    expect(await running).toBe(true);
    await endIdleHashingThreads();
    expect(hashingThreads()).toBe(0);
    expect(await verifyPassword({ hash, password })).toBe(true);
  });
});
