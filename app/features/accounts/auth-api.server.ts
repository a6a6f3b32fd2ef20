import { handleAuthRequest } from "~/lib/auth.server";
import { withDbRetry } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { accountMessages, rateLimitedMessage } from "./messages";

export interface AuthCall<Data> {
  ok: boolean;
  status: number;
  /** The endpoint's JSON answer on success. */
  data: Data | null;
  /** better-auth's error code on failure, e.g. INVALID_EMAIL_OR_PASSWORD. */
  code: string | null;
  /** better-auth's error message on failure. */
  message: string | null;
  /** Seconds to wait when rate-limited (429). */
  retryAfter: number | null;
  /** Set-Cookie headers to pass on to the browser (session cookies). */
  setCookies: string[];
}

/** Headers of the visitor's request that better-auth needs: the session, the client address. */
const forwardedHeaders = ["cookie", "user-agent", "x-client-ip", "x-request-id", "accept-language"];

/**
 * Calls a better-auth endpoint through its HTTP handler rather than `auth.api.*`, so the request
 * passes the same pipeline as `/api/auth/*`: the rate limits configured in auth.server.ts (which
 * `auth.api.*` skips) and the origin check. React Router has already refused cross-origin posts,
 * so the call states the site's own origin.
 */
export async function callAuthEndpoint<Data = Record<string, unknown>>(
  request: Request,
  path: `/${string}`,
  body: Record<string, unknown>,
): Promise<AuthCall<Data>> {
  const { SITE_URL } = getEnv();
  const headers = new Headers({
    "content-type": "application/json",
    accept: "application/json",
    origin: SITE_URL,
  });
  for (const name of forwardedHeaders) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const response = await withDbRetry(() =>
    handleAuthRequest(
      new Request(`${SITE_URL}/api/auth${path}`, {
        method: "POST",
        headers,
        body: JSON.stringify(body),
      }),
    ),
  );
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    payload = null;
  }
  const record = (payload && typeof payload === "object" ? payload : {}) as Record<string, unknown>;
  const retryAfter = Number(response.headers.get("x-retry-after"));
  return {
    ok: response.ok,
    status: response.status,
    data: response.ok ? (payload as Data) : null,
    code: !response.ok && typeof record.code === "string" ? record.code : null,
    message: !response.ok && typeof record.message === "string" ? record.message : null,
    retryAfter: response.status === 429 && Number.isFinite(retryAfter) ? retryAfter : null,
    setCookies: response.headers.getSetCookie(),
  };
}

/** The Set-Cookie headers of an auth call, ready for a redirect or a data response. */
export function cookieHeaders(call: Pick<AuthCall<unknown>, "setCookies">): Headers {
  const headers = new Headers();
  for (const cookie of call.setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/**
 * What to tell the visitor when an auth call failed: the rate-limit wait, our wording for wrong
 * credentials, otherwise better-auth's message (the spec: "the provider's message") or `fallback`.
 * Server errors never leak their message.
 */
export function authErrorMessage(call: AuthCall<unknown>, fallback: string): string {
  if (call.status === 429) return rateLimitedMessage(call.retryAfter);
  if (call.code === "INVALID_EMAIL_OR_PASSWORD") return accountMessages.invalidCredentials;
  if (call.status >= 500) return accountMessages.unexpected;
  return call.message ?? fallback;
}
