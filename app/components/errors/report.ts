import { type ClientOnErrorFunction, isRouteErrorResponse } from "react-router";
import { type ClientErrorKind, clientErrorLimits, scrubReportText } from "~/lib/client-errors";

export interface RenderErrorDetails {
  message: string;
  stack?: string;
  componentStack?: string;
  url: string;
  userAgent: string;
  timestamp: string;
}

const sent = new Set<string>();

/**
 * Sends an error the browser met to the server (POST /api/client-errors), which logs it and shows
 * it to admins on the dashboard. At most a few per page load, each once; without query strings.
 */
function sendReport(kind: ClientErrorKind, details: RenderErrorDetails) {
  const key = `${kind}:${details.message}`;
  if (sent.has(key) || sent.size >= clientErrorLimits.perPageLoad) return;
  sent.add(key);
  const body = JSON.stringify({
    kind,
    message: scrubReportText(details.message, clientErrorLimits.maxMessage),
    stack: details.stack && scrubReportText(details.stack, clientErrorLimits.maxStack),
    componentStack:
      details.componentStack && scrubReportText(details.componentStack, clientErrorLimits.maxStack),
    path: window.location.pathname.slice(0, clientErrorLimits.maxPath),
  });
  // keepalive: the report still goes when the visitor leaves the page at once.
  fetch(clientErrorLimits.endpoint, {
    method: "POST",
    keepalive: true,
    headers: { "content-type": "application/json" },
    body,
  }).catch(() => {
    // Reporting must never add an error of its own.
  });
}

function errorDetails(error: unknown, componentStack?: string | null): RenderErrorDetails {
  return {
    message: error instanceof Error ? error.message : String(error),
    stack: error instanceof Error ? error.stack : undefined,
    componentStack: componentStack ?? undefined,
    url: window.location.href,
    userAgent: navigator.userAgent,
    timestamp: new Date().toISOString(),
  };
}

/** A render failure: its details in the browser console, and a report to the server. */
export function reportRenderError(error: unknown, componentStack?: string | null) {
  const details = errorDetails(error, componentStack);
  console.error("Render error:", details);
  sendReport("render", details);
}

/**
 * `onError` for <HydratedRouter>: called once per error the router catches in the browser.
 * Render failures come with React's errorInfo. Error responses from loaders and actions were
 * logged by the server; any other error was raised in the browser and is reported.
 */
export const reportClientError: ClientOnErrorFunction = (error, { errorInfo }) => {
  if (errorInfo) reportRenderError(error, errorInfo.componentStack);
  else if (!isRouteErrorResponse(error)) sendReport("route", errorDetails(error));
};
