import { sameSitePath } from "~/lib/same-site-path";

/** Pages a login must never return to: they would loop or undo the login. */
const excluded = ["/user/login", "/user/logout", "/user/forgot-password", "/user/reset-password"];

/**
 * Where to go after logging in: a same-site path from `redirectTo` (see sameSitePath), else the
 * profile; never back to a page that would undo the login.
 */
export function loginRedirectTarget(value: unknown, fallback = "/user/profile"): string {
  const target = sameSitePath(value, fallback);
  const path = target.split(/[?#]/)[0] ?? target;
  if (excluded.some((page) => path === page || path.startsWith(`${page}/`))) return fallback;
  return target;
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
