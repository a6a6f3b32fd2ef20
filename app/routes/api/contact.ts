import { handleContactRequest } from "~/features/contact/contact-action.server";
import type { Route } from "./+types/contact";

/** POST /api/contact: the Contact Us form (form or JSON). */
export function action({ request }: Route.ActionArgs) {
  return handleContactRequest(request);
}

export function loader() {
  return Response.json(
    { ok: false, error: "Use POST." },
    { status: 405, headers: { Allow: "POST" } },
  );
}
