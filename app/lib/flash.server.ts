import { createHmac, timingSafeEqual } from "node:crypto";
import { redirect } from "react-router";
import { getEnv } from "./env.server.ts";
import { type FlashToast, parseFlash } from "./flash.ts";

export const flashCookieName = "flash";
/** Seconds a flash survives when the next page is never loaded. */
const flashMaxAge = 60;
/** Browsers keep cookies up to 4096 bytes; stay well below with the name and attributes. */
const maxCookieValue = 3500;

function sign(payload: string, secret: string): string {
  return createHmac("sha256", secret).update(payload).digest("base64url");
}

function isSecureSite(): boolean {
  return getEnv().SITE_URL.startsWith("https:");
}

function cookie(value: string, maxAge: number): string {
  return [
    `${flashCookieName}=${value}`,
    `Max-Age=${maxAge}`,
    "Path=/",
    "SameSite=Lax",
    "HttpOnly",
    ...(isSecureSite() ? ["Secure"] : []),
  ].join("; ");
}

/** Encodes and signs a flash; the form's values are dropped when the cookie would be too big. */
export function encodeFlash(
  flash: FlashToast,
  { secret = getEnv().AUTH_SECRET, now = Date.now() } = {},
): string {
  const encode = (value: FlashToast) => {
    const payload = Buffer.from(
      JSON.stringify({ ...value, exp: now + flashMaxAge * 1000 }),
    ).toString("base64url");
    return `${payload}.${sign(payload, secret)}`;
  };
  let encoded = encode(flash);
  if (encoded.length > maxCookieValue && flash.form) {
    encoded = encode({ ...flash, form: { ...flash.form, values: undefined } });
  }
  if (encoded.length > maxCookieValue) encoded = encode({ ...flash, form: undefined });
  return encoded;
}

/** Verifies and decodes a flash cookie value; null when forged, expired or malformed. */
export function decodeFlash(
  value: string,
  { secret = getEnv().AUTH_SECRET, now = Date.now() } = {},
): FlashToast | null {
  const [payload, signature, extra] = value.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
      exp?: unknown;
    };
    if (typeof data.exp !== "number" || data.exp < now) return null;
    return parseFlash(data);
  } catch {
    return null;
  }
}

/** A Set-Cookie value carrying `flash` to the next page. */
export function flashCookie(flash: FlashToast): string {
  return cookie(encodeFlash(flash), flashMaxAge);
}

function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator !== -1 && part.slice(0, separator).trim() === name) {
      return part.slice(separator + 1).trim();
    }
  }
  return undefined;
}

/**
 * The flash for this page, and the header that clears it (so it shows once). The root loader
 * calls this; React Router adds the loader's Set-Cookie to the document response.
 */
export function readFlash(request: Request): { toast: FlashToast | null; headers?: Headers } {
  const value = readCookie(request, flashCookieName);
  if (value === undefined) return { toast: null };
  return {
    toast: decodeFlash(value),
    headers: new Headers({ "Set-Cookie": cookie("", 0) }),
  };
}

/** A 303 redirect (after a POST) to `to`, showing `flash` there. */
export function redirectWithFlash(to: string, flash: FlashToast, init?: ResponseInit): Response {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", flashCookie(flash));
  return redirect(to, { ...init, status: 303, headers });
}
