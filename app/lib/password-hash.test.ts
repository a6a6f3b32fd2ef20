import { readdirSync, readFileSync } from "node:fs";
import {
  hashPassword as betterAuthHash,
  verifyPassword as betterAuthVerify,
} from "better-auth/crypto";
import { describe, expect, it, vi } from "vitest";
import {
  hashingThreadNice,
  hashPassword,
  passwordHashingLoad,
  passwordHashingSlots,
  verifyPassword,
} from "./password-hash.server.ts";

const password = "Ünïcode compiler 1959";

describe("password hashing", () => {
  it("verifies a hash made by better-auth's own default hasher", async () => {
    const hash = await betterAuthHash(password);
    expect(await verifyPassword({ hash, password })).toBe(true);
    expect(await verifyPassword({ hash, password: "wrong password 1959" })).toBe(false);
  });

  it("makes hashes better-auth's own default verifier accepts, in its salt:key format", async () => {
    const hash = await hashPassword(password);
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await betterAuthVerify({ hash, password })).toBe(true);
    // NFKC, as better-auth: the composed and decomposed forms are one password.
    expect(await betterAuthVerify({ hash, password: password.normalize("NFD") })).toBe(true);
    expect(await betterAuthVerify({ hash, password: "wrong password 1959" })).toBe(false);
  });

  it("refuses a key of another length and a hash without a salt", async () => {
    const hash = await hashPassword(password);
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

describe.runIf(process.platform === "linux")("the hashing thread", () => {
  it("runs below the priority of the thread that renders pages", async () => {
    await hashPassword(password);
    expect(threadNiceValues()).toContain(hashingThreadNice);
    expect(hashingThreadNice).toBeGreaterThan(0);
    // This thread (the one that would render pages) keeps the normal priority.
    expect(threadNiceValues()[0]).toBe(0);
  });

  it("stops when idle for a while, and the next hash starts it again", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const hash = await hashPassword(password);
      expect(threadNiceValues()).toContain(hashingThreadNice);
      vi.advanceTimersByTime(30_000);
      await expect.poll(threadNiceValues, { timeout: 10_000 }).not.toContain(hashingThreadNice);
      expect(await verifyPassword({ hash, password })).toBe(true);
      expect(threadNiceValues()).toContain(hashingThreadNice);
    } finally {
      vi.useRealTimers();
    }
  });
});
