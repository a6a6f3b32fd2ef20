import { data } from "react-router";
import { requireUser } from "~/features/access/guards.server";
import { exportUserData } from "~/features/accounts/data-rights.server";
import { withDbRetry } from "~/lib/db.server";
import type { Route } from "./+types/data-export";

/**
 * GET /user/data-export: everything we hold about the signed-in user as a JSON download. Only
 * ever the requester's own data: there is no parameter to name another user.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const exported = await withDbRetry(() => exportUserData(user.id));
  if (!exported) throw data({ message: "Account not found" }, { status: 404 });
  const date = exported.exportedAt.slice(0, 10);
  return new Response(`${JSON.stringify(exported, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="quillstack-my-data-${date}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
