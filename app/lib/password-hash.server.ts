import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { concurrencyLimit } from "./concurrency-limit.ts";

/*
 * better-auth's own scrypt format and parameters (@better-auth/utils/password): a 16-byte salt
 * as 32 hex characters (used as the scrypt salt in that text form), the NFKC-normalised password,
 * N=16384, r=16, p=1, a 64-byte key, stored as `salt:key` in hex. Every stored hash verifies.
 */
const scryptOptions = { N: 16384, r: 16, p: 1, maxmem: 128 * 16384 * 16 * 2 };
const keyLength = 64;

/*
 * Hashes at a time. Each scrypt takes a core for ~75 ms on libuv's pool; on a 2-core machine
 * one at a time leaves the other core to the thread that renders pages (ADR 036).
 */
export const passwordHashingSlots = 1;

const inHashingSlot = concurrencyLimit(passwordHashingSlots);

/** How many hashes run now and the most that ever ran at once (for tests). */
export const passwordHashingLoad = inHashingSlot.load;

function deriveKey(password: string, salt: string): Promise<Buffer> {
  return inHashingSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize("NFKC"), salt, keyLength, scryptOptions, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** A new `salt:key` hash of `password`, computed off the main thread. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString("hex");
  const key = await deriveKey(password, salt);
  return `${salt}:${key.toString("hex")}`;
}

/** Whether `password` matches a `salt:key` hash, compared in constant time. */
export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const [salt, storedKey] = hash.split(":");
  if (!salt || !storedKey) throw new Error("Invalid password hash");
  const expected = Buffer.from(storedKey, "hex");
  const actual = await deriveKey(password, salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
