import { getSessionUser } from "~/features/access/session.server";
import {
  isBrowserEndpoint,
  screenCallbacks,
  withoutSessionTokens,
} from "~/features/accounts/auth-route.server";
import { handleAuthRequest } from "~/lib/auth.server";
import { isDatabaseOutage, outageJsonResponse } from "~/lib/service-unavailable.server";
import type { Route } from "./+types/auth";

/**
 * better-auth's endpoints as the browser reaches them: only those on the allow-list, return addresses checked, session tokens
 * kept out of every answer. When the database is unreachable or its pool stays exhausted, the
 * answer is 503 with Retry-After and a JSON body the forms can show, as for the pages; any other
 * unexpected error is rethrown (500).
 */
async function handle(request: Request): Promise<Response> {
  if (!isBrowserEndpoint(request)) {
    return Response.json(
      { code: "NOT_FOUND", message: "Not found." },
      { status: 404, headers: { "cache-control": "no-store" } },
    );
  }
  const screened = await screenCallbacks(request);
  if (screened instanceof Response) return screened;
  try {
    // Ends a staff session past its limits (ADR 029) before better-auth answers for it, as the
    // pages do: get-session then answers null, like for a signed-out visitor.
    await getSessionUser(screened);
    return await withoutSessionTokens(await handleAuthRequest(screened));
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
