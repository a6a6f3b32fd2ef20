import { redirect } from "react-router";
import { getAuth } from "~/lib/auth.server";
import type { Route } from "./+types/logout";

/** Signs out (POST only, so a link or prefetch can never log anyone out) and returns to the login page. */
export async function action({ request }: Route.ActionArgs) {
  const response = await getAuth().api.signOut({ headers: request.headers, asResponse: true });
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return redirect("/user/login", { headers });
}

export function loader() {
  return redirect("/user/login");
}
