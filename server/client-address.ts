import type { IncomingMessage } from "node:http";
import type { MiddlewareHandler } from "hono";

/** The header rate limits read the visitor's address from; always set by this server. */
export const clientAddressHeader = "x-client-ip";

/**
 * Only our own server decides the client address. Behind a trusted proxy it is the last
 * X-Forwarded-For hop (the one the proxy appended); otherwise the socket's peer. A visitor's own
 * X-Client-IP or X-Forwarded-For can therefore never pick another rate-limit bucket.
 */
export function clientAddress({ trustProxy }: { trustProxy: boolean }): MiddlewareHandler {
  return async (c, next) => {
    const forwarded = c.req.header("x-forwarded-for");
    const fromProxy = trustProxy ? forwarded?.split(",").at(-1)?.trim() : undefined;
    // @hono/node-server passes the Node request as `incoming`; in-process test requests have none.
    const peer = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket
      ?.remoteAddress;
    const address = fromProxy || peer || "unknown";
    c.req.raw.headers.set(clientAddressHeader, address);
    await next();
  };
}
