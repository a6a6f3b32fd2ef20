import { handleContactRequest } from "~/features/contact/contact-action.server";
import { postOnly } from "~/lib/post-only";
import type { Route } from "./+types/contact";

/** POST /api/contact: the Contact Us form (form or JSON). */
export function action({ request }: Route.ActionArgs) {
  return handleContactRequest(request);
}

export const loader = postOnly;
