import type { ClientOnErrorFunction } from "react-router";
import { logRenderError } from "./render-error-boundary";

/**
 * `onError` for <HydratedRouter>: called once per error the router catches in the browser.
 * Render failures (they come with React's errorInfo) are logged with their details; data errors
 * are shown by the route error screen and were already logged on the server.
 */
export const reportClientError: ClientOnErrorFunction = (error, { errorInfo }) => {
  if (errorInfo) logRenderError(error, errorInfo.componentStack);
};
