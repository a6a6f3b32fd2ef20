/** Pages a login must never return to: they would loop or undo the login. */
const excluded = ["/user/login", "/user/logout", "/user/forgot-password", "/user/reset-password"];

/**
 * Where to go after logging in: a same-site path from `redirectTo` (never another origin, a
 * protocol-relative URL or a backslash trick), else the profile. Same rule as safeRedirectPath in
 * features/access, kept here so browser code can use it too.
 */
export function loginRedirectTarget(value: unknown, fallback = "/user/profile"): string {
  if (
    typeof value !== "string" ||
    !value.startsWith("/") ||
    value.startsWith("//") ||
    value.includes("\\") ||
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
    /[\u0000-\u001f\u007f]/.test(value)
  ) {
    return fallback;
  }
  const path = value.split(/[?#]/)[0] ?? value;
  if (excluded.some((page) => path === page || path.startsWith(`${page}/`))) return fallback;
  return value;
}

/** The login page, optionally on a tab and with a page to come back to. */
export function loginPath({
  tab,
  redirectTo,
}: {
  tab?: "signin" | "signup";
  redirectTo?: string | null;
}): string {
  const params = new URLSearchParams();
  if (tab === "signup") params.set("tab", "signup");
  if (redirectTo) params.set("redirectTo", redirectTo);
  const query = params.toString();
  return query ? `/user/login?${query}` : "/user/login";
}
