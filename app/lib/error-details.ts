import { isRouteErrorResponse } from "react-router";

/** The technical details of a failed load: the error's message, or 'Unknown error occurred'. */
export function errorDetails(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const data = error.data as unknown;
    const message =
      typeof data === "string"
        ? data
        : data && typeof data === "object" && "message" in data
          ? String((data as { message: unknown }).message)
          : "";
    return [`${error.status} ${error.statusText}`.trim(), message].filter(Boolean).join(": ");
  }
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === "string" && error) return error;
  return "Unknown error occurred";
}
