import { handleAuthRequest } from "~/lib/auth.server";
import { isDatabaseOutage, outageJsonResponse } from "~/lib/service-unavailable.server";
import type { Route } from "./+types/auth";

/**
 * better-auth's endpoints. When the database is unreachable or its pool stays exhausted, the
 * answer is 503 with Retry-After and a JSON body the forms can show, as for the pages; any
 * other unexpected error is rethrown (500).
 */
async function handle(request: Request): Promise<Response> {
  try {
    return await handleAuthRequest(request);
  } catch (error) {
    if (isDatabaseOutage(error)) return outageJsonResponse();
    throw error;
  }
}

export function loader({ request }: Route.LoaderArgs) {
  return handle(request);
}

export function action({ request }: Route.ActionArgs) {
  return handle(request);
}
