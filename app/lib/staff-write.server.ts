import { clearContentCaches } from "~/lib/content-caches.server";
import { getDb, type Tx, withDbRetry } from "~/lib/db.server";
import { isUniqueViolation } from "~/lib/sql";
import type { Refusal, WriteResult } from "./write-result";

/** Carries a refusal out of the transaction, which rolls back. */
class RefusedWrite extends Error {
  readonly refusal: Refusal;
  constructor(refusal: Refusal) {
    super(refusal.error);
    this.refusal = refusal;
  }
}

/** Refuses the write under way: nothing of it stays and the caller gets `refusal`. */
export function refuse(refusal: Refusal): never {
  throw new RefusedWrite(refusal);
}

/**
 * Runs one staff write (a job, a category) in a transaction, then forgets the cached content (tag counts,
 * related jobs, the board's figures) so the change shows at once.
 * A refusal comes back as the result, and so does `duplicate` when a unique index refused a
 * value taken meanwhile.
 */
export async function runWrite<Success extends object, Field extends string>(
  run: (tx: Tx) => Promise<Success>,
  duplicate: () => Refusal<Field>,
): Promise<WriteResult<Success, Field>> {
  try {
    const success = await withDbRetry(() => getDb().transaction(run));
    clearContentCaches();
    return { ok: true, ...success };
  } catch (error) {
    if (error instanceof RefusedWrite) return error.refusal as Refusal<Field>;
    if (isUniqueViolation(error)) return duplicate();
    throw error;
  }
}
