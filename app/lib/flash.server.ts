import { createCookie, redirect } from "react-router";
import { getEnv } from "./env.server.ts";
import { type FlashToast, parseFlash } from "./flash.ts";

export const flashCookieName = "flash";
/** Seconds a flash survives when the next page is never loaded. */
const flashMaxAge = 60;
/** Browsers keep cookies up to 4096 bytes; stay well below with the name and attributes. */
const maxSetCookieLength = 3600;

interface FlashOptions {
  /** Signing secrets, newest first: the first signs, every one still verifies (rotation). */
  secrets?: string[];
  now?: number;
}

function cookieSecrets(): string[] {
  const env = getEnv();
  return [env.AUTH_SECRET, ...env.PREVIOUS_AUTH_SECRETS];
}

function flashCookieWith(secrets: string[]) {
  return createCookie(flashCookieName, {
    secrets,
    maxAge: flashMaxAge,
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure: getEnv().SITE_URL.startsWith("https:"),
  });
}

/** A signed Set-Cookie value for `flash`; the form's values are dropped when it would be too big. */
export async function flashCookie(
  flash: FlashToast,
  { secrets = cookieSecrets(), now = Date.now() }: FlashOptions = {},
): Promise<string> {
  const cookie = flashCookieWith(secrets);
  // The expiry travels signed too, so a copied cookie stops reading after a minute.
  const serialize = (value: FlashToast) =>
    cookie.serialize({ ...value, exp: now + flashMaxAge * 1000 });
  let header = await serialize(flash);
  if (header.length > maxSetCookieLength && flash.form) {
    header = await serialize({ ...flash, form: { ...flash.form, values: undefined } });
  }
  if (header.length > maxSetCookieLength) header = await serialize({ ...flash, form: undefined });
  return header;
}

/** The flash in a Cookie (or Set-Cookie) header; null when absent, forged, expired or malformed. */
export async function decodeFlash(
  cookieHeader: string | null,
  { secrets = cookieSecrets(), now = Date.now() }: FlashOptions = {},
): Promise<FlashToast | null> {
  const data: unknown = await flashCookieWith(secrets).parse(cookieHeader);
  if (!data || typeof data !== "object") return null;
  const { exp } = data as { exp?: unknown };
  if (typeof exp !== "number" || exp < now) return null;
  return parseFlash(data);
}

/**
 * The flash for this page, and the header that clears it (so it shows once). The root loader
 * calls this; React Router adds the loader's Set-Cookie to the document response.
 */
export async function readFlash(
  request: Request,
): Promise<{ toast: FlashToast | null; headers?: Headers }> {
  const cookieHeader = request.headers.get("cookie");
  if (!cookieHeader || !new RegExp(`(?:^|;\\s*)${flashCookieName}=`).test(cookieHeader)) {
    return { toast: null };
  }
  const cookie = flashCookieWith(cookieSecrets());
  return {
    toast: await decodeFlash(cookieHeader),
    headers: new Headers({ "Set-Cookie": await cookie.serialize("", { maxAge: 0 }) }),
  };
}

/** A 303 redirect (after a POST) to `to`, showing `flash` there. */
export async function redirectWithFlash(
  to: string,
  flash: FlashToast,
  init?: ResponseInit,
): Promise<Response> {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await flashCookie(flash));
  return redirect(to, { ...init, status: 303, headers });
}
