import { handleEventRequest } from "~/features/analytics/events.server";
import { postOnly } from "~/lib/post-only";
import type { Route } from "./+types/events";

/** POST /api/events: first-party analytics, only with the visitor's analytics consent. */
export function action({ request }: Route.ActionArgs) {
  return handleEventRequest(request);
}

export const loader = postOnly;
