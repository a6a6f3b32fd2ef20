import { data } from "react-router";
import { requireUser, rolesGrant } from "~/features/access/guards.server";
import {
  confirmPasswordField,
  requireRecentAuthentication,
} from "~/features/access/recent-authentication.server";
import { type PasskeyActionData, passkeyIntents } from "~/features/admin/passkeys";
import { addPasskey, passkeyNameProblem, removePasskey } from "~/features/admin/passkeys.server";
import { readForm } from "~/features/forms/read-form.server";
import type { Route } from "./+types/security-passkeys";

const answer = (body: PasskeyActionData, status = 200) => data(body, { status });
const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value.trim() : "");

/**
 * The security page's passkey forms (ADR 034), for signed-in staff with or without a second factor:
 * add the passkey the browser just created, or remove one (password again unless the sign-in is
 * less than 10 minutes old).
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request, "/admin/login");
  if (!(await rolesGrant(user.id, "access:admin:any"))) {
    throw data({ message: "You do not have access to this page." }, { status: 403 });
  }
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === passkeyIntents.add) {
    const name = text(form.get("name"));
    const problem = passkeyNameProblem(name);
    if (problem) return answer({ ok: false, error: null, fieldErrors: { name: problem } }, 400);
    const result = await addPasskey(request, user, name, text(form.get("response")));
    if (!result.ok)
      return answer({ ok: false, error: result.error, fieldErrors: {} }, result.status);
    return answer({ ok: true, error: null, fieldErrors: {} });
  }
  if (intent === passkeyIntents.remove) {
    const problem = await requireRecentAuthentication(request, form);
    if (problem) {
      return answer(
        { ok: false, error: null, fieldErrors: { [confirmPasswordField]: problem } },
        400,
      );
    }
    const result = await removePasskey(request, user, text(form.get("id")));
    if (!result.ok)
      return answer({ ok: false, error: result.error, fieldErrors: {} }, result.status);
    return answer({ ok: true, error: null, fieldErrors: {} });
  }
  return answer({ ok: false, error: "Unknown request.", fieldErrors: {} }, 400);
}
