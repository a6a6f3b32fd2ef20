import { redirect } from "react-router";
import { getAuth } from "~/lib/auth.server";
import type { Route } from "./+types/logout";

/** Signs staff out (POST only) and returns to the staff login page. */
export async function action({ request }: Route.ActionArgs) {
  const response = await getAuth().api.signOut({ headers: request.headers, asResponse: true });
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return redirect("/admin/login", { headers });
}

export function loader() {
  return redirect("/admin/login");
}
