import type { MiddlewareHandler } from "hono";
import { hasPersonalCookie } from "./page-cache-middleware.ts";
import { setResponseHeaders } from "./security.ts";

/** The staff area and the account pages, with their `.data` for client navigations. */
const accountPaths = /^\/(?:admin|user)(?:[/.]|$)/;

const privateCacheControl = "private, no-store";

/**
 * `Cache-Control: private, no-store` on every response rendered for someone: one to a request with
 * a session (or another personal) cookie, one that sets a cookie, and every staff and account page,
 * so no browser or shared cache keeps a copy of what a signed-in person saw. Static files are
 * served before this runs and keep their own caching.
 */
export function privateResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (
      accountPaths.test(c.req.path) ||
      hasPersonalCookie(c.req.header("cookie") ?? "") ||
      c.res.headers.has("set-cookie")
    ) {
      setResponseHeaders(c, [["Cache-Control", privateCacheControl]]);
    }
  };
}
