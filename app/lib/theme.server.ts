import { sameSitePath } from "./same-site-path";
import { defaultTheme, parseTheme, type Theme, themeCookieName } from "./theme";

const oneYear = 60 * 60 * 24 * 365;

/** The theme preference in the request's `theme` cookie, or the default. */
export function readTheme(request: Request): Theme {
  const header = request.headers.get("cookie");
  if (!header) return defaultTheme;
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === themeCookieName) {
      return parseTheme(part.slice(separator + 1).trim());
    }
  }
  return defaultTheme;
}

/** A Set-Cookie value that keeps the preference for a year. */
export function themeCookie(theme: Theme, { secure }: { secure: boolean }): string {
  return [
    `${themeCookieName}=${theme}`,
    `Max-Age=${oneYear}`,
    "Path=/",
    "SameSite=Lax",
    "HttpOnly",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** A same-site path to return to after the preference is saved; anything else becomes "/". */
export function safeRedirectPath(value: unknown): string {
  return sameSitePath(value, "/");
}
