import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { requestScope } from "~/lib/logger.server";

export const requestIdHeader = "x-request-id";

/**
 * Gives every request an id of our own (a visitor's X-Request-Id is replaced, so log lines cannot
 * be forged or joined across visitors): pages, better-auth and logs read it from the request, and
 * the response carries it so a report of a failure can be matched to its log lines. The id is the
 * one the server's access log gave the request (server/access-log.ts), when it runs behind it.
 */
export function requestId(): MiddlewareHandler {
  return async (c, next) => {
    const id = requestScope.getStore()?.requestId ?? randomUUID();
    c.req.raw.headers.set(requestIdHeader, id);
    await next();
    c.res.headers.set(requestIdHeader, id);
  };
}
