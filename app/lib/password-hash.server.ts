import { randomBytes, timingSafeEqual } from "node:crypto";
import { constants } from "node:os";
import { Worker } from "node:worker_threads";
import { concurrencyLimit } from "./concurrency-limit.ts";

/*
 * New hashes are Argon2id with OWASP's first recommendation (19 MiB, two passes, one lane), in
 * the PHC string format, with the parameters in the hash so that raising them later keeps every
 * stored hash verifying (ADR 086). Hashes made before are better-auth's scrypt (`salt:key`: a
 * 16-byte salt as 32 hex characters, used as the salt in that text form, N=16384, r=16, p=1, a
 * 64-byte key, in hex): they verify as they are, and `passwordNeedsRehash` says to replace them.
 * Both hash the NFKC-normalised password, as better-auth does.
 */
const argon2Parameters = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 };
const currentArgon2Prefix = `$argon2id$v=19$m=${argon2Parameters.memory},t=${argon2Parameters.passes},p=${argon2Parameters.parallelism}$`;
const argon2Hash = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([\w+/]+)\$([\w+/]+)$/;
/** Bounds for parameters read from a stored hash: a hash that asks for more is refused. */
const argon2Limits = { memory: 262_144, passes: 10, parallelism: 4 };
const scryptOptions = { N: 16384, r: 16, p: 1, maxmem: 128 * 16384 * 16 * 2 };
const scryptKeyLength = 64;

/**
 * The hashing threads' nice value (Linux, per thread): pages come first. The page thread
 * preempts them at once and they take the CPU pages leave, so a burst of sign-ups no longer
 * delays everyone's pages; each still gets about a tenth of a core when the machine is full (ADR 067).
 */
export const hashingThreadNice = constants.priority.PRIORITY_BELOW_NORMAL;

/*
 * A hashing thread: a worker that lowers its own priority (its thread id read from
 * /proc/thread-self; elsewhere it keeps the normal one) and runs scrypt for each message.
 */
const workerSource = `
const { parentPort, workerData } = require("node:worker_threads");
const { argon2Sync, scryptSync } = require("node:crypto");
try {
  const thread = require("node:fs").readlinkSync("/proc/thread-self").split("/").pop();
  require("node:os").setPriority(Number(thread), workerData.nice);
} catch {}
parentPort.on("message", ({ id, job }) => {
  try {
    const key =
      job.algorithm === "argon2id"
        ? argon2Sync("argon2id", { ...job.parameters, message: job.password, nonce: Buffer.from(job.salt) })
        : scryptSync(job.password, job.salt, workerData.scryptKeyLength, workerData.scryptOptions);
    parentPort.postMessage({ id, key });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.message ?? error) });
  }
});
`;

/** One key to derive on the hashing thread. */
type KeyJob =
  | {
      algorithm: "argon2id";
      password: string;
      salt: Uint8Array;
      parameters: { memory: number; passes: number; parallelism: number; tagLength: number };
    }
  | { algorithm: "scrypt"; password: string; salt: string };

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

/**
 * A hashing thread with nothing to do stops after this long (~10-15 MB of RSS each); the next hash
 * starts another. The first slot's thread serves sign-ups one after another; a second one is only
 * needed while two hashes overlap, so it goes soon after.
 */
const idleThreadMs = (slot: number) => (slot === 0 ? 30_000 : 2_000);
/** The hashing threads by slot; a slot whose thread stopped is empty until its next hash. */
const threads: (HashingThread | undefined)[] = [];
let nextId = 0;

function startThread(slot: number): HashingThread {
  const worker = new Worker(workerSource, {
    eval: true,
    workerData: { nice: hashingThreadNice, scryptKeyLength, scryptOptions },
    // The thread only hashes: a small heap (the hashes' 19-32 MiB are native memory, freed after each).
    resourceLimits: { maxOldGenerationSizeMb: 8, maxYoungGenerationSizeMb: 2 },
  });
  const thread: HashingThread = { worker, pending: new Map() };
  const retire = () => {
    if (threads[slot] === thread) threads[slot] = undefined;
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
      }, idleThreadMs(slot)).unref();
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

/**
 * Ends the hashing threads that have nothing to do now rather than after their idle time: the
 * process's start hashes the first admin's password, and no visitor's hash is near (ADR 093).
 */
export async function endIdleHashingThreads(): Promise<void> {
  const idle = threads.filter(
    (thread): thread is HashingThread => thread !== undefined && thread.pending.size === 0,
  );
  for (const thread of idle) {
    clearTimeout(thread.idleTimer);
    threads[threads.indexOf(thread)] = undefined;
  }
  await Promise.all(idle.map((thread) => thread.worker.terminate()));
}

function hashOnThread(job: KeyJob): Promise<Buffer> {
  // At most `passwordHashingSlots` hashes get here at once, so some slot is free: the first one.
  let slot = 0;
  while (slot < passwordHashingSlots - 1 && threads[slot]?.pending.size) slot++;
  const thread = threads[slot] ?? startThread(slot);
  threads[slot] = thread;
  clearTimeout(thread.idleTimer);
  thread.worker.ref();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    thread.pending.set(id, { resolve, reject });
    thread.worker.postMessage({ id, job });
  });
}

/*
 * Hashes at a time: two, each on a hashing thread of its own. Each takes 12-27 ms of a core, by
 * machine (a legacy scrypt ~75 ms); the threads' low priority keeps them from taking the page
 * thread's CPU (ADR 067), and two of them finish a burst of sign-ups sooner with what CPU pages
 * leave (ADR 090).
 */
export const passwordHashingSlots = 2;

const inHashingSlot = concurrencyLimit(passwordHashingSlots);

/** How many hashes run now and the most that ever ran at once (for tests). */
export const passwordHashingLoad = inHashingSlot.load;

function deriveKey(job: KeyJob): Promise<Buffer> {
  return inHashingSlot(() => hashOnThread({ ...job, password: job.password.normalize("NFKC") }));
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64").replace(/=+$/, "");

/** A new Argon2id hash of `password` in the PHC string format, computed on the hashing thread. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await deriveKey({
    algorithm: "argon2id",
    password,
    salt,
    parameters: argon2Parameters,
  });
  return `${currentArgon2Prefix}${base64(salt)}$${base64(key)}`;
}

/** Whether a stored hash was made otherwise than `hashPassword` makes one now. */
export function passwordNeedsRehash(hash: string): boolean {
  return !hash.startsWith(currentArgon2Prefix);
}

/** The key a stored hash holds and the job that derives it again from a password. */
function parseHash(hash: string, password: string): { expected: Buffer; job: KeyJob } {
  const argon2 = argon2Hash.exec(hash);
  if (argon2) {
    const [, memory, passes, parallelism, salt, key] = argon2;
    const parameters = {
      memory: Number(memory),
      passes: Number(passes),
      parallelism: Number(parallelism),
    };
    const withinLimits = (Object.keys(argon2Limits) as (keyof typeof argon2Limits)[]).every(
      (name) => parameters[name] <= argon2Limits[name],
    );
    const expected = Buffer.from(key ?? "", "base64");
    if (!withinLimits || expected.length < 16) throw new Error("Invalid password hash");
    return {
      expected,
      job: {
        algorithm: "argon2id",
        password,
        salt: Buffer.from(salt ?? "", "base64"),
        parameters: { ...parameters, tagLength: expected.length },
      },
    };
  }
  const [salt, storedKey] = hash.split(":");
  if (!salt || !storedKey) throw new Error("Invalid password hash");
  return { expected: Buffer.from(storedKey, "hex"), job: { algorithm: "scrypt", password, salt } };
}

/** Whether `password` matches a stored hash (Argon2id or legacy scrypt), compared in constant time. */
export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const { expected, job } = parseHash(hash, password);
  const actual = await deriveKey(job);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
