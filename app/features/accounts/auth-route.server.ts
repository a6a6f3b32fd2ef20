import { logger } from "~/lib/logger.server";
import { sameSitePath } from "~/lib/same-site-path";

/**
 * The better-auth endpoints a browser may reach at /api/auth/* (ADR 030): the links our emails
 * carry, and the JSON endpoints of email and password accounts. Our pages call better-auth on the
 * server (callAuthEndpoint), which this list does not limit. Everything else answers 404. A
 * feature whose browser code calls better-auth (the passkey ceremony) adds its endpoints here.
 */
const browserEndpoints: ReadonlyArray<{ method: "GET" | "POST"; path: RegExp }> = [
  // Emailed links: address verification and password reset.
  { method: "GET", path: /^\/verify-email$/ },
  { method: "GET", path: /^\/reset-password\/[^/]+$/ },
  // Email and password accounts; get-session answers without the session token.
  { method: "POST", path: /^\/sign-up\/email$/ },
  { method: "POST", path: /^\/sign-in\/email$/ },
  { method: "POST", path: /^\/sign-out$/ },
  { method: "POST", path: /^\/request-password-reset$/ },
  { method: "POST", path: /^\/reset-password$/ },
  { method: "GET", path: /^\/get-session$/ },
  // Passkeys (ADR 034): the challenges of the browser's ceremony. Its answer goes to our pages
  // (/admin/security/passkeys, /admin/login), which call better-auth's verify steps themselves.
  { method: "GET", path: /^\/passkey\/generate-register-options$/ },
  { method: "GET", path: /^\/passkey\/generate-authenticate-options$/ },
];

/** Whether the browser may reach this better-auth endpoint (path after /api/auth). */
export function isBrowserEndpoint(request: Request): boolean {
  const path = new URL(request.url).pathname.replace(/^\/api\/auth/, "");
  const method = request.method === "HEAD" ? "GET" : request.method;
  return browserEndpoints.some(
    (endpoint) => endpoint.method === method && endpoint.path.test(path),
  );
}

/** Parameters of better-auth's endpoints that name a page to send the browser to. */
const callbackParameters = ["callbackURL", "errorCallbackURL", "newUserCallbackURL", "redirectTo"];

/** The pages our emailed links return to (app/features/accounts/accounts.server.ts). */
const callbackPages = ["/user/verify-email", "/user/reset-password"];

/**
 * A return address exactly as the site writes one: a normalised same-site path to one of the
 * pages above (its own query, e.g. the verification page's redirectTo, is checked by that page).
 */
export function isSiteCallback(value: string): boolean {
  if (sameSitePath(value, "") !== value) return false;
  return callbackPages.includes(value.split(/[?#]/)[0] ?? "");
}

function refusedCallback(name: string) {
  return Response.json(
    { code: "INVALID_CALLBACK_URL", message: `The ${name} is not a page of this site.` },
    { status: 400, headers: { "cache-control": "no-store" } },
  );
}

/**
 * Checks every return address a request to /api/auth/* carries. An emailed link (GET) whose
 * address was altered still works: the address becomes the page the site would have written.
 * Anything else with a foreign or malformed address is refused (400). Either way a warning is
 * logged: someone changed a link.
 */
export async function screenCallbacks(request: Request): Promise<Request | Response> {
  const url = new URL(request.url);
  const fallback = url.pathname.includes("/reset-password")
    ? "/user/reset-password"
    : "/user/verify-email";
  let rewritten = false;
  for (const name of callbackParameters) {
    const value = url.searchParams.get(name);
    if (value === null || isSiteCallback(value)) continue;
    logger.warn("auth: return address refused", { parameter: name, path: url.pathname });
    if (request.method !== "GET") return refusedCallback(name);
    url.searchParams.set(name, fallback);
    rewritten = true;
  }
  if (request.method !== "GET" && request.headers.get("content-type")?.includes("json")) {
    const body: unknown = await request
      .clone()
      .json()
      .catch(() => null);
    if (body && typeof body === "object") {
      for (const name of callbackParameters) {
        const value = (body as Record<string, unknown>)[name];
        if (value === undefined || (typeof value === "string" && isSiteCallback(value))) continue;
        logger.warn("auth: return address refused", { parameter: name, path: url.pathname });
        return refusedCallback(name);
      }
    }
  }
  return rewritten ? new Request(url, request) : request;
}

/** Removes every `token` from a JSON answer: session tokens live only in HttpOnly cookies. */
function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "token")
      .map(([key, entry]) => [key, withoutTokens(entry)]),
  );
}

/** better-auth's answer as the browser gets it: without session tokens in its JSON. */
export async function withoutSessionTokens(response: Response): Promise<Response> {
  if (!response.headers.get("content-type")?.includes("application/json")) return response;
  const text = await response.text();
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  const body = text ? JSON.stringify(withoutTokens(JSON.parse(text))) : null;
  return new Response(body, { status: response.status, headers });
}
