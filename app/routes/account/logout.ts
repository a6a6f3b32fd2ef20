import { redirect } from "react-router";
import { safeRedirectPath } from "~/features/access/guards.server";
import { getAuth } from "~/lib/auth.server";
import type { Route } from "./+types/logout";

/**
 * Signs out (POST only, so a link or prefetch can never log anyone out) and goes to the login
 * page, or to `redirectTo` when the form names a same-site path (the 403 screen's "Sign in as
 * someone else" sends the sign-in page that returns to the refused page).
 */
export async function action({ request }: Route.ActionArgs) {
  // The account menu posts no body at all.
  const form = await request.formData().catch(() => null);
  const response = await getAuth().api.signOut({ headers: request.headers, asResponse: true });
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return redirect(safeRedirectPath(form?.get("redirectTo"), "/user/login"), { headers });
}

export function loader() {
  return redirect("/user/login");
}
