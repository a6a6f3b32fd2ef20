import { handleEmailEvents } from "~/lib/email/email-events.server";
import { postOnly } from "~/lib/post-only";
import type { Route } from "./+types/email-events";

/** POST /api/email-events: bounces and complaints from the mail provider. */
export function action({ request }: Route.ActionArgs) {
  return handleEmailEvents(request);
}

export const loader = postOnly;
