import { handleLeadRequest } from "~/features/leads/lead-action.server";
import { postOnly } from "~/lib/post-only";
import type { Route } from "./+types/leads";

/** POST /api/leads: the hero email capture (form or JSON `{ email, source }`). */
export function action({ request }: Route.ActionArgs) {
  return handleLeadRequest(request, { bucket: "lead", defaultSource: "landing-page" });
}

export const loader = postOnly;
