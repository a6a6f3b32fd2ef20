import { handleEventRequest } from "~/features/analytics/events.server";
import type { Route } from "./+types/events";

/** POST /api/events: first-party analytics, only with the visitor's analytics consent. */
export function action({ request }: Route.ActionArgs) {
  return handleEventRequest(request);
}

export function loader() {
  return Response.json(
    { ok: false, error: "Use POST." },
    { status: 405, headers: { Allow: "POST" } },
  );
}
