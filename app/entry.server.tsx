import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { RootErrorBoundary } from "~/components/errors/root-error-boundary";
import { serializeJsonLd, siteJsonLd } from "~/components/json-ld";
import { type ServerOnly, ServerOnlyContext } from "~/components/shell/server-parts";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { StaffHeader } from "~/features/admin/components/staff-header";
import { PostPreview } from "~/features/admin-posts/components/post-preview";
import { CookieConsent } from "~/features/consent/cookie-consent";
import { staticPageKind } from "~/islands/static-routes";
import { errorFields, logger } from "~/lib/logger.server";
import { NonceProvider } from "~/lib/nonce";
import { nonceContext } from "~/lib/request-context";
import { recordDatabaseOutage } from "~/lib/service-unavailable.server";
import { trustedTypesPolicyScript } from "~/lib/trusted-types";

export const streamTimeout = 5_000;

/** What only the server renders (ADR 064): the browser's bundle carries none of it. */
const serverOnly: ServerOnly = {
  parts: {
    "site-header": SiteHeader,
    "staff-header": StaffHeader,
    footer: SiteFooter,
    "cookie-consent": CookieConsent,
  },
  trustedTypesPolicyScript,
  siteJsonLd: (siteUrl) => serializeJsonLd(siteJsonLd(siteUrl)),
  staticPageKind,
  RootErrorBoundary,
  deferred: { "post-preview": PostPreview },
};

/**
 * Every loader, action, middleware and render error on the server passes here. A database
 * outage is noted on the request's context, so the server answers 503 (see withOutageStatus),
 * and logged as one line instead of a stack trace per request.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const { pathname } = new URL(request.url);
  if (recordDatabaseOutage(error, context)) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    logger.warn("database unavailable", {
      path: pathname,
      error: cause instanceof Error ? cause.message : String(cause),
    });
    return;
  }
  // React Router's own error responses (405 and the like) carry the underlying error.
  const wrapped = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  const original = wrapped ?? error;
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.warn("request rejected", {
      method: request.method,
      path: pathname,
      status: error.status,
      error: original instanceof Error ? original.message : String(original),
    });
    return;
  }
  logger.error("request failed", {
    method: request.method,
    path: pathname,
    ...errorFields(original),
  });
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(nonceContext);
  // Crawlers and no-JS clients get the complete document; browsers get it streamed.
  const readyEvent =
    isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode
      ? "onAllReady"
      : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Past the timeout, sections still waiting are left out and the document ends without them
    // (a crawler's complete document included): that is not a server error.
    let timedOut = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerOnlyContext value={serverOnly}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ServerOnlyContext>
      </NonceProvider>,
      {
        nonce,
        // Completed Suspense boundaries stay in place in the HTML. With React's default (12.8 kB)
        // the landing page's sections after the first 12.8 kB came hidden, to be moved in by a
        // script throttled to 300 ms after the first paint: a later largest paint and layout
        // shifts (the hero's stat strip moved when the orbit widget came in).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          if (timedOut) return;
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(() => {
      timedOut = true;
      abort();
    }, streamTimeout + 1000);
  });
}
