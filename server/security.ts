import { randomBytes } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { getEnv } from "~/lib/env.server";
import { trustedScriptOrigins } from "~/lib/trusted-types";

export interface SecurityOptions {
  /** Vite's dev server needs eval and a websocket; Trusted Types stay off there. */
  dev: boolean;
  /** The public URL; an https URL turns HSTS on for every response. */
  siteUrl?: string;
  /** Google Analytics is configured (GA_MEASUREMENT_ID): let gtag.js send its hits. */
  analytics?: boolean;
}

export type ResolvedSecurityOptions = Required<Omit<SecurityOptions, "siteUrl">> &
  Pick<SecurityOptions, "siteUrl">;

/** Where gtag.js sends measurements; allowed in connect-src only when analytics is configured. */
export const analyticsConnectOrigins = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.googletagmanager.com",
] as const;

/** What a request's handlers tell the security headers: the nonce, or a cached page's hashes. */
export type SecurityVariables = { nonce: string; scriptHashes?: readonly string[] };

/** A fresh, unguessable nonce (128 bits) for one response. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The enforced Content-Security-Policy for one response. Scripts run only from this site, the
 * trusted origins, or inline with the response's nonce (or, for a page from the page cache, whose
 * nonce is no longer fresh, with one of its scripts' hashes); DOM sinks take Trusted Types only,
 * and the only policy allowed is the default one installed by the root layout.
 */
export function contentSecurityPolicy({
  nonce,
  scriptHashes,
  dev,
  https,
  analytics = false,
}: {
  nonce: string;
  scriptHashes?: readonly string[];
  dev: boolean;
  https: boolean;
  analytics?: boolean;
}): string {
  const inline = scriptHashes ?? [`'nonce-${nonce}'`];
  const scriptSrc = ["'self'", ...inline, ...trustedScriptOrigins(analytics)];
  if (dev) scriptSrc.push("'unsafe-eval'");
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSrc.join(" ")}`,
    "script-src-attr 'none'",
    // React and Radix set style attributes; toasts inject a style element.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? " ws: wss:" : ""}${analytics ? ` ${analyticsConnectOrigins.join(" ")}` : ""}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (!dev) directives.push("require-trusted-types-for 'script'", "trusted-types default");
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** Powerful browser features the site never uses, switched off for it and anything it embeds. */
export const permissionsPolicy = [
  "accelerometer=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "serial=()",
  "usb=()",
].join(", ");

export const strictTransportSecurity = "max-age=63072000; includeSubDomains";

/**
 * HTTPS as the visitor sees it: directly, behind a TLS-terminating proxy (the first
 * X-Forwarded-Proto), or by configuration (an https SITE_URL).
 */
export function isHttps({
  forwardedProto,
  protocol,
  siteUrl,
}: {
  forwardedProto: string | undefined;
  /** The request URL's protocol, "https:" or "http:". */
  protocol: string;
  siteUrl?: string;
}): boolean {
  return (
    forwardedProto?.split(",")[0]?.trim().toLowerCase() === "https" ||
    protocol === "https:" ||
    Boolean(siteUrl?.startsWith("https://"))
  );
}

/** HTTPS as the visitor sees it, for a request in a Hono context. */
export function isHttpsRequest(c: Context, siteUrl?: string): boolean {
  return isHttps({
    forwardedProto: c.req.header("x-forwarded-proto"),
    protocol: new URL(c.req.url).protocol,
    siteUrl,
  });
}

/** The security options with the analytics default filled in (GA_MEASUREMENT_ID is set). */
export function resolveSecurityOptions({
  dev,
  siteUrl,
  analytics = Boolean(getEnv().GA_MEASUREMENT_ID),
}: SecurityOptions): ResolvedSecurityOptions {
  return { dev, siteUrl, analytics };
}

/**
 * Every security header of one response, in the order they are set: the CSP (with the nonce, or
 * a cached page's script hashes), the fixed ones, and HSTS over HTTPS.
 */
export function securityHeaderList({
  nonce,
  scriptHashes,
  https,
  options,
}: {
  nonce: string;
  scriptHashes?: readonly string[];
  https: boolean;
  options: ResolvedSecurityOptions;
}): Array<[string, string]> {
  const { dev, analytics } = options;
  const headers: Array<[string, string]> = [
    [
      "Content-Security-Policy",
      contentSecurityPolicy({ nonce, scriptHashes, dev, https, analytics }),
    ],
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "DENY"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", permissionsPolicy],
    ["Cross-Origin-Opener-Policy", "same-origin"],
  ];
  if (https) headers.push(["Strict-Transport-Security", strictTransportSecurity]);
  return headers;
}

/**
 * Sets a fresh CSP nonce per request and the security headers on every response. A response from
 * the page cache names its scripts' hashes in the `scriptHashes` variable instead; one that sets its
 * own Content-Security-Policy keeps it.
 */
export function securityHeaders(
  securityOptions: SecurityOptions,
): MiddlewareHandler<{ Variables: SecurityVariables }> {
  const options = resolveSecurityOptions(securityOptions);
  return async (c, next) => {
    const nonce = createNonce();
    c.set("nonce", nonce);
    await next();
    const https = isHttpsRequest(c, options.siteUrl);
    const headers = securityHeaderList({
      nonce,
      scriptHashes: c.get("scriptHashes"),
      https,
      options,
    });
    // A response with a policy of its own (a resume download's sandbox) keeps it.
    const ownPolicy = c.res.headers.has("Content-Security-Policy");
    setResponseHeaders(
      c,
      ownPolicy ? headers.filter(([name]) => name !== "Content-Security-Policy") : headers,
    );
  };
}

/**
 * Sets headers on the finished response in place. Hono's `c.header()` copies the response first,
 * which turns a body held in memory (the page cache's) into a stream; only a response with
 * immutable headers (a fetched one) needs that copy.
 */
export function setResponseHeaders(c: Context, headers: Array<[string, string]>) {
  try {
    for (const [name, value] of headers) c.res.headers.set(name, value);
  } catch {
    for (const [name, value] of headers) c.header(name, value);
  }
}
