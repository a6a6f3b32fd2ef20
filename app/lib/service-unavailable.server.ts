import { createContext, isRouteErrorResponse, type RouterContextProvider } from "react-router";
import { DatabaseUnavailableError, isTransientDbError } from "./db.server";

/** How long clients (and load balancers) are asked to wait before retrying a 503. */
export const retryAfterSeconds = 30;

/** Set while handling a request when an error showed that the database is unreachable. */
const databaseOutageContext = createContext<boolean>(false);

/** True for errors that mean "the database is unreachable", wherever in the cause chain. */
export function isDatabaseOutage(error: unknown): boolean {
  // React Router wraps some errors in an error response; its `error` holds the original.
  const original =
    isRouteErrorResponse(error) && (error as { error?: unknown }).error !== undefined
      ? (error as { error?: unknown }).error
      : error;
  return (
    original instanceof DatabaseUnavailableError ||
    (original instanceof Error && original.name === "DatabaseUnavailableError") ||
    isTransientDbError(original)
  );
}

/**
 * Records a database outage on the request's context (called by `handleError` in
 * app/entry.server.tsx for every loader, action, middleware and render error).
 * Returns true when the error was an outage.
 */
export function recordDatabaseOutage(
  error: unknown,
  context: Readonly<RouterContextProvider> | undefined,
): boolean {
  if (!isDatabaseOutage(error)) return false;
  (context as RouterContextProvider | undefined)?.set(databaseOutageContext, true);
  return true;
}

/**
 * Turns React Router's error response (500, the error screen already rendered) into
 * 503 Service Unavailable with Retry-After when the failure was a database outage.
 * The process keeps serving; the next request after the database returns answers normally.
 */
export function withOutageStatus(response: Response, context: RouterContextProvider): Response {
  if (response.status < 500 || !context.get(databaseOutageContext)) return response;
  const headers = new Headers(response.headers);
  headers.set("Retry-After", String(retryAfterSeconds));
  headers.set("Cache-Control", "no-store");
  return new Response(response.body, {
    status: 503,
    statusText: "Service Unavailable",
    headers,
  });
}

/** What a JSON endpoint (better-auth's `/api/auth/*`) answers while the database is unreachable. */
export const outageMessage = "The service is briefly unavailable. Please try again in a moment.";

/**
 * 503 with Retry-After and a JSON body in better-auth's error shape (`code`, `message`), so the
 * client forms show the message like any other refusal.
 */
export function outageJsonResponse(): Response {
  return Response.json(
    { code: "SERVICE_UNAVAILABLE", message: outageMessage },
    {
      status: 503,
      statusText: "Service Unavailable",
      headers: { "Retry-After": String(retryAfterSeconds), "Cache-Control": "no-store" },
    },
  );
}
