import { useContext } from "react";
import { isRouteErrorResponse, UNSAFE_DataRouterDataContext, useRevalidator } from "react-router";
import { ForbiddenScreen } from "./forbidden-screen";
import { RenderErrorFallback } from "./render-error-boundary";
import { RouteErrorScreen } from "./route-error-screen";

/**
 * The root route's ErrorBoundary.
 * - An error response (a thrown `data(..., { status })`, React Router's 404/405): the route error
 *   screen, 'Page Not Found' for 404, 'Access Denied' for 403 (ForbiddenScreen) and
 *   'Something Went Wrong' otherwise.
 * - Any other error from a loader, action or middleware (including a database outage, answered
 *   503 by the server) and errors of the server render: 'Something Went Wrong'. These are in the
 *   router's state, so the server and the hydrating browser render the same screen.
 * - A component that failed to render in the browser: the render-failure fallback; Try Again
 *   revalidates, which makes React Router render the routes again.
 * Details of render failures are logged by `reportClientError` (app/entry.client.tsx).
 */
export function RootErrorBoundary({ error }: { error: unknown }) {
  const routerData = useContext(UNSAFE_DataRouterDataContext);
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error)) {
    if (error.status === 403) return <ForbiddenScreen />;
    return <RouteErrorScreen status={error.status} />;
  }
  const routeError = routerData === null || Object.values(routerData.errors ?? {}).includes(error);
  if (routeError) return <RouteErrorScreen status={500} />;
  return <RenderErrorFallback heading="h1" onTryAgain={() => revalidator.revalidate()} />;
}
