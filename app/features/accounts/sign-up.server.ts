import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { signUp } from "./accounts.server";
import { passwordFields, refusedReply } from "./form-reply";
import { signUpSchema } from "./schemas";

/**
 * The login page's Sign Up form. Passwords that differ never reach better-auth (spec: "no call
 * is made"). On success the page names the address the verification link went to.
 */
export async function signUpFromForm(request: Request, form: FormData, redirectTo: string | null) {
  const submission = parseWithZod(form, { schema: signUpSchema });
  if (submission.status !== "success") {
    return data(
      { intent: "signup" as const, result: submission.reply({ hideFields: passwordFields }) },
      { status: 400 },
    );
  }
  const outcome = await signUp(request, submission.value, redirectTo);
  if (!outcome.ok) {
    return data(
      { intent: "signup" as const, result: submission.reply(refusedReply(outcome)) },
      { status: outcome.status },
    );
  }
  return data({
    intent: "signup" as const,
    result: submission.reply({ hideFields: passwordFields }),
    email: submission.value.email,
  });
}
