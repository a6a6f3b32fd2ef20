import { handleLeadRequest } from "~/features/leads/lead-action.server";
import { postOnly } from "~/lib/post-only";
import type { Route } from "./+types/subscribe";

/**
 * POST /api/subscribe: JSON `{ email, source }` in, `{ ok: true }` (200) or `{ ok: false, error }`
 * (4xx) out. Stored like a lead, with the same business-email rule.
 */
export function action({ request }: Route.ActionArgs) {
  return handleLeadRequest(request, { bucket: "subscribe", jsonOnly: true });
}

export const loader = postOnly;
