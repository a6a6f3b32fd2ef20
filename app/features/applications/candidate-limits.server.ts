import { checkRateLimit, type RateLimitResult } from "~/lib/rate-limit.server";

/**
 * Budgets per signed-in candidate (not per address: the user is known). Generous for people,
 * tight enough that a script cannot flood the hiring inbox or the file storage.
 */
export const candidateLimits = {
  apply: { limit: 20, windowSeconds: 60 * 60 },
  resumeUpload: { limit: 20, windowSeconds: 60 * 60 },
} as const;

export const candidateLimitMessage = "Too many attempts. Please try again in a little while.";

export function limitCandidate(
  kind: keyof typeof candidateLimits,
  userId: string,
): Promise<RateLimitResult> {
  return checkRateLimit({ key: `candidate-${kind}:${userId}`, ...candidateLimits[kind] });
}
