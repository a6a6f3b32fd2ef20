import { jsonError, readSubmission } from "~/features/forms/submission.server";
import { getDb, type Queryable, withDbRetry } from "~/lib/db.server";
import { limitRequest, tooManyRequests } from "~/lib/rate-limit.server";
import { analyticsEvents } from "../../../db/schema/index.ts";
import { eventLimits } from "./limits";
import { type EventInput, validateEvent } from "./validation";

export async function recordEvent(db: Queryable, event: EventInput): Promise<void> {
  await db.insert(analyticsEvents).values(event);
}

/**
 * POST /api/events: stores one analytics event sent with the visitor's analytics consent.
 * 204 when stored; 403 without consent; 400/413/415 for bad bodies; 429 over the rate limit.
 */
export async function handleEventRequest(request: Request): Promise<Response> {
  const submission = await readSubmission(request, {
    maxBytes: eventLimits.maxBodyBytes,
    jsonOnly: true,
  });
  if (submission instanceof Response) return submission;
  const validation = validateEvent(submission.fields);
  if (!validation.ok) return jsonError(validation.status, validation.error);
  const limit = await withDbRetry(() => limitRequest("events", request));
  if (!limit.allowed) return tooManyRequests(limit.retryAfter);
  await withDbRetry(() => recordEvent(getDb(), validation.value));
  return new Response(null, { status: 204 });
}
