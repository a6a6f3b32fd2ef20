import { handleClientErrorRequest } from "~/features/client-errors/client-errors.server";
import { postOnly } from "~/lib/post-only";
import type { Route } from "./+types/client-errors";

/** POST /api/client-errors: errors visitors' browsers met on our pages. */
export function action({ request }: Route.ActionArgs) {
  return handleClientErrorRequest(request);
}

export const loader = postOnly;
