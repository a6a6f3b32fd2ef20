import { and, eq } from "drizzle-orm";
import { getDb, withDbRetry } from "~/lib/db.server";
import type { FlashToast } from "~/lib/flash";
import { jobPosts, savedJobs } from "../../../db/schema/index.ts";
import { openJobCondition } from "../jobs/jobs.server";
import { takeSaveIntent } from "./save-intent";
import { saveJobMessages } from "./schema";

/**
 * Saved jobs belong to the signed-in user: every command takes the user id from the session
 * (never from the request body), so nobody can save or unsave for someone else.
 */

export type SaveResult = { ok: true; saved: boolean } | { ok: false; reason: "job-not-found" };

/** Saves an open job for the user; saving twice is harmless. Closed or unknown jobs are refused. */
export async function saveJob(userId: string, jobId: string): Promise<SaveResult> {
  return withDbRetry(() =>
    getDb().transaction(async (tx) => {
      const [job] = await tx
        .select({ id: jobPosts.id })
        .from(jobPosts)
        .where(and(eq(jobPosts.id, jobId), openJobCondition()))
        .limit(1);
      if (!job) return { ok: false, reason: "job-not-found" } as const;
      await tx.insert(savedJobs).values({ userId, jobId }).onConflictDoNothing();
      return { ok: true, saved: true } as const;
    }),
  );
}

/** Removes the user's own saved row for the job (whatever the job's state); nothing else. */
export async function unsaveJob(userId: string, jobId: string): Promise<SaveResult> {
  await withDbRetry(() =>
    getDb()
      .delete(savedJobs)
      .where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId))),
  );
  return { ok: true, saved: false };
}

/**
 * Completes the save a visitor asked for before signing in (takeSaveIntent): called by the
 * sign-in's POST with the new session's user. Answers the way back without the intent and the
 * toast for the next page ('Job saved', or why not).
 */
export async function completeSaveIntent(
  userId: string,
  redirectTo: string,
): Promise<{ redirectTo: string; toast: FlashToast | null }> {
  const intent = takeSaveIntent(redirectTo);
  if (!intent.jobId) return { redirectTo: intent.path, toast: null };
  const result = await saveJob(userId, intent.jobId);
  const toast: FlashToast = result.ok
    ? { type: "success", title: saveJobMessages.saved }
    : { type: "error", title: saveJobMessages.notFound };
  return { redirectTo: intent.path, toast };
}
