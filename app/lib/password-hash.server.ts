import { randomBytes, timingSafeEqual } from "node:crypto";
import { constants } from "node:os";
import { Worker } from "node:worker_threads";
import { concurrencyLimit } from "./concurrency-limit.ts";

/*
 * better-auth's own scrypt format and parameters (@better-auth/utils/password): a 16-byte salt
 * as 32 hex characters (used as the scrypt salt in that text form), the NFKC-normalised password,
 * N=16384, r=16, p=1, a 64-byte key, stored as `salt:key` in hex. Every stored hash verifies.
 */
const scryptOptions = { N: 16384, r: 16, p: 1, maxmem: 128 * 16384 * 16 * 2 };
const keyLength = 64;

/**
 * The hashing thread's nice value (Linux, per thread): pages come first. The page thread
 * preempts it at once and it takes the CPU pages leave, so a burst of sign-ups no longer
 * delays everyone's pages; it still gets about a tenth of a core when the machine is full (ADR 067).
 */
export const hashingThreadNice = constants.priority.PRIORITY_BELOW_NORMAL;

/*
 * The hashing thread: a worker that lowers its own priority (its thread id read from
 * /proc/thread-self; elsewhere it keeps the normal one) and runs scrypt for each message.
 */
const workerSource = `
const { parentPort, workerData } = require("node:worker_threads");
const { scryptSync } = require("node:crypto");
try {
  const thread = require("node:fs").readlinkSync("/proc/thread-self").split("/").pop();
  require("node:os").setPriority(Number(thread), workerData.nice);
} catch {}
parentPort.on("message", ({ id, password, salt }) => {
  try {
    const key = scryptSync(password, salt, workerData.keyLength, workerData.options);
    parentPort.postMessage({ id, key });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.message ?? error) });
  }
});
`;

interface Reply {
  id: number;
  key?: Uint8Array;
  error?: string;
}

interface HashingThread {
  worker: Worker;
  /** Hashes sent to the thread and not answered yet, by id. */
  pending: Map<number, { resolve(key: Buffer): void; reject(error: Error): void }>;
  idleTimer?: NodeJS.Timeout;
}

/** A hashing thread with nothing to do stops after this long (its ~15 MB); the next hash starts another. */
const idleThreadMs = 30_000;
let current: HashingThread | undefined;
let nextId = 0;

function startThread(): HashingThread {
  const worker = new Worker(workerSource, {
    eval: true,
    workerData: { nice: hashingThreadNice, keyLength, options: scryptOptions },
    // The thread only hashes: a small heap (scrypt's 32 MiB is native memory, freed after each).
    resourceLimits: { maxOldGenerationSizeMb: 8, maxYoungGenerationSizeMb: 2 },
  });
  const thread: HashingThread = { worker, pending: new Map() };
  const retire = () => {
    if (current === thread) current = undefined;
  };
  worker.on("message", (reply: Reply) => {
    const request = thread.pending.get(reply.id);
    thread.pending.delete(reply.id);
    if (thread.pending.size === 0) {
      // An idle thread does not keep the process alive.
      worker.unref();
      thread.idleTimer = setTimeout(() => {
        retire();
        void worker.terminate();
      }, idleThreadMs).unref();
    }
    if (reply.key) request?.resolve(Buffer.from(reply.key));
    else request?.reject(new Error(`Password hashing failed: ${reply.error}`));
  });
  // A thread that died fails what it held; the next hash starts a new one.
  const fail = (error: Error) => {
    retire();
    for (const request of thread.pending.values()) request.reject(error);
    thread.pending.clear();
  };
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`Password hashing thread exited (${code})`)));
  return thread;
}

function hashOnThread(password: string, salt: string): Promise<Buffer> {
  current ??= startThread();
  const thread = current;
  clearTimeout(thread.idleTimer);
  thread.worker.ref();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    thread.pending.set(id, { resolve, reject });
    thread.worker.postMessage({ id, password, salt });
  });
}

/*
 * Hashes at a time: one, on the one hashing thread. Each scrypt takes ~75 ms of a core; on a
 * 2-core machine one at a time leaves the other core to pages (ADR 036), and its low priority
 * keeps it from taking theirs (ADR 067).
 */
export const passwordHashingSlots = 1;

const inHashingSlot = concurrencyLimit(passwordHashingSlots);

/** How many hashes run now and the most that ever ran at once (for tests). */
export const passwordHashingLoad = inHashingSlot.load;

function deriveKey(password: string, salt: string): Promise<Buffer> {
  return inHashingSlot(() => hashOnThread(password.normalize("NFKC"), salt));
}

/** A new `salt:key` hash of `password`, computed on the hashing thread. */
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
