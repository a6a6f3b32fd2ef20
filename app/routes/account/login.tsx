import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import { safeRedirectPath } from "~/features/access/guards.server";
import { getSessionUser } from "~/features/access/session.server";
import { signIn } from "~/features/accounts/accounts.server";
import { cookieHeaders } from "~/features/accounts/auth-api.server";
import { AuthCard, BackLink, LegalLinks } from "~/features/accounts/components/auth-layout";
import { CandidatePitch } from "~/features/accounts/components/candidate-pitch";
import { LoginTabs, panelId, tabId } from "~/features/accounts/components/login-tabs";
import { type SignInAnswer, SignInForm } from "~/features/accounts/components/sign-in-form";
import { type SignUpAnswer, SignUpForm } from "~/features/accounts/components/sign-up-form";
import { passwordFields } from "~/features/accounts/form-reply";
import { accountMessages } from "~/features/accounts/messages";
import { loginRedirectTarget } from "~/features/accounts/redirect";
import { loginSchema, parseLoginTab } from "~/features/accounts/schemas";
import { signUpFromForm } from "~/features/accounts/sign-up.server";
import { secondFactorPath } from "~/features/admin/login";
import { readForm } from "~/features/forms/read-form.server";
import { completeSaveIntent } from "~/features/saved-jobs/saved-jobs.server";
import { flashCookie } from "~/lib/flash.server";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

function redirectTarget(value: unknown) {
  return loginRedirectTarget(safeRedirectPath(value));
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectParam = url.searchParams.get("redirectTo");
  // Signed-in visitors have nothing to do here.
  if (await getSessionUser(request)) throw redirect(redirectTarget(redirectParam));
  const notice = url.searchParams.has("deleted") ? ("deleted" as const) : null;
  return {
    tab: parseLoginTab(url.searchParams.get("tab")),
    redirectTo: redirectParam ? redirectTarget(redirectParam) : null,
    notice,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const redirectTo = redirectTarget(form.get("redirectTo"));
  if (form.get("intent") === "signup") {
    return signUpFromForm(request, form, form.get("redirectTo") ? redirectTo : null);
  }
  const submission = parseWithZod(form, { schema: loginSchema });
  if (submission.status !== "success") {
    const result = submission.reply({ hideFields: passwordFields });
    return data({ intent: "signin" as const, result }, { status: 400 });
  }
  const signedIn = await signIn(request, submission.value);
  if (!signedIn.ok) {
    const result = submission.reply({ formErrors: [signedIn.error], hideFields: passwordFields });
    return data({ intent: "signin" as const, result }, { status: signedIn.status });
  }
  const headers = cookieHeaders(signedIn);
  if (signedIn.secondFactor) {
    // A staff account: the password opened only the first step (ADR 027).
    const params = new URLSearchParams({ redirectTo });
    return redirect(`${secondFactorPath}?${params}`, { headers });
  }
  // A job the visitor pressed Save on before signing in is saved now, by this POST.
  const saveIntent = signedIn.userId
    ? await completeSaveIntent(signedIn.userId, redirectTo)
    : { redirectTo, toast: null };
  if (saveIntent.toast) headers.append("Set-Cookie", await flashCookie(saveIntent.toast));
  const result = submission.reply({ hideFields: passwordFields });
  return data(
    { intent: "signin" as const, result, redirectTo: saveIntent.redirectTo },
    { headers },
  );
}

/**
 * After a successful sign-in the page stays for the spec's 1.5 s with its message; its own
 * loader (which sends signed-in visitors away at once) must not run in between. The root still
 * revalidates, so the header shows the account straight away.
 */
export function shouldRevalidate({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const answer = actionResult as Partial<SignInAnswer> | undefined;
  if (answer?.intent === "signin" && answer.redirectTo) return false;
  return defaultShouldRevalidate;
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, redirectTo, notice } = loaderData;
  const answer = actionData as SignInAnswer | SignUpAnswer | undefined;
  return (
    <div className="bg-muted/60">
      <div className="mx-auto grid max-w-6xl items-start gap-12 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[minmax(0,1fr)_28rem] lg:gap-16 lg:py-20">
        <CandidatePitch />
        <div className="mx-auto w-full max-w-md lg:col-start-2 lg:row-start-1">
          <div className="mb-6">
            <BackLink to="/careers">Back to careers</BackLink>
          </div>
          <AuthCard>
            <div className="mb-6">
              <h1 className="text-2xl font-semibold tracking-tight">
                {tab === "signin" ? "Welcome back" : "Create your account"}
              </h1>
              <p className="mt-2 text-sm text-muted-foreground">
                {tab === "signin"
                  ? "Sign in to apply, track your applications and keep your saved jobs."
                  : "One profile for every application. It takes less than a minute."}
              </p>
            </div>
            {notice === "deleted" ? (
              <FormAlert tone="info" className="mb-6">
                {accountMessages.accountDeleted}
              </FormAlert>
            ) : null}
            <LoginTabs active={tab} redirectTo={redirectTo} />
            <div
              role="tabpanel"
              id={panelId}
              aria-labelledby={tabId(tab)}
              className="pt-6 outline-none"
            >
              {tab === "signin" ? (
                <SignInForm
                  redirectTo={redirectTo}
                  answer={answer?.intent === "signin" ? answer : undefined}
                />
              ) : (
                <SignUpForm
                  redirectTo={redirectTo}
                  answer={answer?.intent === "signup" ? answer : undefined}
                />
              )}
            </div>
          </AuthCard>
          <LegalLinks
            lead={
              tab === "signin"
                ? "By signing in you agree to our"
                : "By creating an account you agree to our"
            }
          />
        </div>
      </div>
    </div>
  );
}
