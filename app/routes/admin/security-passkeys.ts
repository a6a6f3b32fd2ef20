import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { requireUser, rolesGrant } from "~/features/access/guards.server";
import {
  confirmPasswordField,
  requireRecentAuthentication,
} from "~/features/access/recent-authentication.server";
import { type PasskeyActionData, passkeyIntents } from "~/features/admin/passkeys";
import { addPasskey, removePasskey } from "~/features/admin/passkeys.server";
import { addPasskeySchema } from "~/features/admin/security-forms";
import { readForm } from "~/features/forms/read-form.server";
import { replyWithErrors } from "~/lib/form-reply.server";
import type { Route } from "./+types/security-passkeys";

const answer = (body: PasskeyActionData, status = 200) => data(body, { status });
const hideFields = [confirmPasswordField];

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
    const submission = parseWithZod(form, { schema: addPasskeySchema });
    if (submission.status !== "success") {
      return answer({ ok: false, result: submission.reply() }, 400);
    }
    const { name, response = "" } = submission.value;
    const result = await addPasskey(request, user, name, response.trim());
    if (!result.ok) {
      return answer(
        { ok: false, result: submission.reply({ formErrors: [result.error] }) },
        result.status,
      );
    }
    return answer({ ok: true, result: submission.reply({ resetForm: true }) });
  }
  if (intent === passkeyIntents.remove) {
    const refuse = (status: number, reply: Parameters<typeof replyWithErrors>[1]) =>
      answer({ ok: false, result: replyWithErrors(form, { ...reply, hideFields }) }, status);
    const problem = await requireRecentAuthentication(request, form);
    if (problem) return refuse(400, { fieldErrors: { [confirmPasswordField]: problem } });
    const result = await removePasskey(request, user, String(form.get("id") ?? "").trim());
    if (!result.ok) return refuse(result.status, { formError: result.error });
    return answer({ ok: true, result: replyWithErrors(form, { hideFields }) });
  }
  return answer(
    { ok: false, result: replyWithErrors(form, { formError: "Unknown request." }) },
    400,
  );
}
