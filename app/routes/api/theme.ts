import { data, redirect } from "react-router";
import { getEnv } from "~/lib/env.server";
import { isTheme } from "~/lib/theme";
import { safeRedirectPath, themeCookie } from "~/lib/theme.server";
import type { Route } from "./+types/theme";

/**
 * Saves the theme preference in a cookie. A plain form post (no JavaScript) sends `redirectTo`
 * and is redirected back to the page it came from; a fetcher gets the saved value back.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  if (!form) throw data({ error: "Send the theme as a form." }, { status: 415 });
  const theme = form.get("theme");
  if (!isTheme(theme))
    throw data({ error: "theme must be system, light or dark" }, { status: 400 });
  const secure = getEnv().SITE_URL.startsWith("https:");
  const headers = { "Set-Cookie": themeCookie(theme, { secure }) };
  const redirectTo = form.get("redirectTo");
  if (redirectTo !== null) return redirect(safeRedirectPath(redirectTo), { headers });
  return data({ theme }, { headers });
}

export function loader() {
  return redirect("/");
}
