import {
  BookmarkIcon,
  BriefcaseBusinessIcon,
  ClockIcon,
  LoaderCircleIcon,
  MailCheckIcon,
  UserRoundCheckIcon,
} from "lucide-react";
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import {
  data,
  Link,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useFetcher,
  useNavigate,
} from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { safeRedirectPath } from "~/features/access/guards.server";
import { getSessionUser } from "~/features/access/session.server";
import { signIn, signUp } from "~/features/accounts/accounts.server";
import { cookieHeaders } from "~/features/accounts/auth-api.server";
import {
  AuthCard,
  BackLink,
  LegalLinks,
  textLinkClass,
} from "~/features/accounts/components/auth-layout";
import { Field, fieldId } from "~/features/accounts/components/field";
import { NewPasswordFields } from "~/features/accounts/components/new-password-fields";
import { accountMessages } from "~/features/accounts/messages";
import { loginPath, loginRedirectTarget } from "~/features/accounts/redirect";
import {
  type FieldErrors,
  type LoginTab,
  parseLoginTab,
  validateLogin,
  validateSignUp,
} from "~/features/accounts/schemas";
import { secondFactorPath } from "~/features/admin/login";
import { track } from "~/features/analytics/track";
import { readForm } from "~/features/forms/read-form.server";
import { completeSaveIntent } from "~/features/saved-jobs/saved-jobs.server";
import { flashCookie } from "~/lib/flash.server";
import { pageMeta } from "~/lib/page-meta";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/login";

/** The spec's login redirect delay. */
export const loginRedirectDelayMs = 1500;

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

type SignInResult =
  | { intent: "signin"; ok: true; redirectTo: string }
  | {
      intent: "signin";
      ok: false;
      error: string | null;
      fieldErrors: FieldErrors;
      values: { email: string };
    };

type SignUpResult =
  | { intent: "signup"; ok: true; email: string }
  | {
      intent: "signup";
      ok: false;
      error: string | null;
      fieldErrors: FieldErrors;
      values: { firstName: string; lastName: string; email: string };
    };

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const redirectTo = redirectTarget(form.get("redirectTo"));
  if (form.get("intent") === "signup") {
    const values = {
      firstName: text(form.get("firstName")),
      lastName: text(form.get("lastName")),
      email: text(form.get("email")),
    };
    const validation = validateSignUp(form);
    if (!validation.ok) {
      // Passwords that differ never reach better-auth (spec: "no call is made").
      return data<SignUpResult>(
        { intent: "signup", ok: false, error: null, fieldErrors: validation.fieldErrors, values },
        { status: 400 },
      );
    }
    const result = await signUp(
      request,
      validation.data,
      form.get("redirectTo") ? redirectTo : null,
    );
    if (!result.ok) {
      return data<SignUpResult>(
        {
          intent: "signup",
          ok: false,
          error: result.field ? null : result.error,
          fieldErrors: result.field ? { [result.field]: result.error } : {},
          values,
        },
        { status: result.status },
      );
    }
    return data<SignUpResult>({ intent: "signup", ok: true, email: validation.data.email });
  }

  const values = { email: text(form.get("email")) };
  const validation = validateLogin(form);
  if (!validation.ok) {
    return data<SignInResult>(
      { intent: "signin", ok: false, error: null, fieldErrors: validation.fieldErrors, values },
      { status: 400 },
    );
  }
  const result = await signIn(request, validation.data);
  if (!result.ok) {
    return data<SignInResult>(
      { intent: "signin", ok: false, error: result.error, fieldErrors: {}, values },
      { status: result.status },
    );
  }
  const headers = cookieHeaders(result);
  if (result.secondFactor) {
    // A staff account: the password opened only the first step (ADR 027).
    const params = new URLSearchParams({ redirectTo });
    return redirect(`${secondFactorPath}?${params}`, { headers });
  }
  // A job the visitor pressed Save on before signing in is saved now, by this POST.
  const saveIntent = result.userId
    ? await completeSaveIntent(result.userId, redirectTo)
    : { redirectTo, toast: null };
  if (saveIntent.toast) headers.append("Set-Cookie", await flashCookie(saveIntent.toast));
  return data<SignInResult>(
    { intent: "signin", ok: true, redirectTo: saveIntent.redirectTo },
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
  const result = actionResult as { intent?: string; ok?: boolean } | undefined;
  if (result?.intent === "signin" && result.ok) return false;
  return defaultShouldRevalidate;
}

const tabs: ReadonlyArray<{ id: LoginTab; label: string }> = [
  { id: "signin", label: "Sign In" },
  { id: "signup", label: "Sign Up" },
];

const tabId = (tab: LoginTab) => `login-tab-${tab}`;
const panelId = "login-panel";

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, redirectTo, notice } = loaderData;
  const result = actionData as SignInResult | SignUpResult | undefined;
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
                  documentResult={result?.intent === "signin" ? result : undefined}
                />
              ) : (
                <SignUpForm
                  redirectTo={redirectTo}
                  documentResult={result?.intent === "signup" ? result : undefined}
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

/**
 * Sign In / Sign Up as WAI-ARIA tabs whose tabs are links (?tab=signup), so each tab has a URL
 * and works before JavaScript loads. With JavaScript, arrow keys, Home and End switch tabs.
 */
function LoginTabs({ active, redirectTo }: { active: LoginTab; redirectTo: string | null }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const refs = useRef<Partial<Record<LoginTab, HTMLAnchorElement | null>>>({});
  const focusAfterSwitch = useRef(false);

  useEffect(() => {
    if (!focusAfterSwitch.current) return;
    focusAfterSwitch.current = false;
    refs.current[active]?.focus();
  }, [active]);

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    const index = tabs.findIndex((tab) => tab.id === active);
    let next: number | undefined;
    if (event.key === "ArrowRight") next = (index + 1) % tabs.length;
    else if (event.key === "ArrowLeft") next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = tabs.length - 1;
    const target = next === undefined ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    focusAfterSwitch.current = true;
    navigate(loginPath({ tab: target.id, redirectTo }), {
      replace: true,
      preventScrollReset: true,
    });
  }

  return (
    <div
      role="tablist"
      aria-label="Sign in or create an account"
      className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1 ring-1 ring-border"
    >
      {tabs.map((tab) => {
        const selected = tab.id === active;
        return (
          <Link
            key={tab.id}
            ref={(element) => {
              refs.current[tab.id] = element;
            }}
            id={tabId(tab.id)}
            role="tab"
            to={loginPath({ tab: tab.id, redirectTo })}
            replace
            preventScrollReset
            aria-selected={selected}
            aria-controls={selected ? panelId : undefined}
            // Roving focus once scripts run; before that both tabs stay reachable with Tab.
            tabIndex={hydrated && !selected ? -1 : undefined}
            onKeyDown={hydrated ? onKeyDown : undefined}
            className={cn(
              "rounded-md px-3 py-2 text-center text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
              selected
                ? "bg-card text-foreground shadow-sm ring-1 ring-border"
                : "text-muted-foreground hover:text-foreground",
            )}
          >
            {tab.label}
          </Link>
        );
      })}
    </div>
  );
}

/** Focuses the first field with an error, in the order the form shows them. */
function focusFirstError(idPrefix: string, order: readonly string[], errors: FieldErrors) {
  const first = order.find((field) => errors[field]);
  if (first) document.getElementById(fieldId(idPrefix, first))?.focus();
}

/**
 * The browser-side check before a form posts: a failed check shows the errors, focuses the
 * first and sends nothing; editing a field clears its error.
 */
function useClientChecks(
  idPrefix: string,
  order: readonly string[],
  validate: (data: FormData) => { ok: true } | { ok: false; fieldErrors: FieldErrors },
  onValid: () => void,
) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const validation = validate(new FormData(event.currentTarget));
    if (!validation.ok) {
      event.preventDefault();
      setClientErrors(validation.fieldErrors);
      focusFirstError(idPrefix, order, validation.fieldErrors);
      return;
    }
    setClientErrors(null);
    onValid();
  }
  function clearError(field: string) {
    if (clientErrors?.[field as keyof FieldErrors]) {
      setClientErrors({ ...clientErrors, [field]: undefined });
    }
  }
  return { clientErrors, onSubmit, clearError };
}

function SubmitButton({ busy, idle, pending }: { busy: boolean; idle: string; pending: string }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={busy} aria-disabled={busy}>
      {busy ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
      {busy ? pending : idle}
    </Button>
  );
}

const signInFields = ["email", "password"] as const;

function SignInForm({
  redirectTo,
  documentResult,
}: {
  redirectTo: string | null;
  documentResult?: SignInResult;
}) {
  const fetcher = useFetcher<SignInResult>();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const alertRef = useRef<HTMLDivElement>(null);
  const { clientErrors, onSubmit, clearError } = useClientChecks(
    "signin",
    signInFields,
    validateLogin,
    () => track("login_attempt", { method: "email" }),
  );
  const busy = fetcher.state !== "idle";
  const result = fetcher.data ?? documentResult;
  const succeeded = result?.ok === true;
  const serverFailure = !busy && result && !result.ok ? result : undefined;
  const errors = clientErrors ?? serverFailure?.fieldErrors ?? {};
  const formError = clientErrors ? null : (serverFailure?.error ?? null);

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer) return;
    if (answer.ok) {
      track("login", { method: "email", success: true });
      const timer = window.setTimeout(
        () => navigate(answer.redirectTo, { replace: true }),
        loginRedirectDelayMs,
      );
      return () => window.clearTimeout(timer);
    }
    track("login", { method: "email", success: false, error: answer.error ?? "invalid_input" });
    if (answer.error) alertRef.current?.focus();
    else focusFirstError("signin", signInFields, answer.fieldErrors);
  }, [fetcher.state, fetcher.data, navigate]);

  return (
    <fetcher.Form method="post" noValidate={hydrated} onSubmit={onSubmit} aria-label="Sign in">
      {/* Without JavaScript the success page itself moves on after the spec's delay. */}
      {succeeded && documentResult?.ok ? (
        <meta
          httpEquiv="refresh"
          content={`${loginRedirectDelayMs / 1000};url=${documentResult.redirectTo}`}
        />
      ) : null}
      <input type="hidden" name="intent" value="signin" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <div className="space-y-5">
        {succeeded ? <FormAlert tone="success">{accountMessages.loginSuccess}</FormAlert> : null}
        {formError ? (
          <FormAlert tone="error" alertRef={alertRef}>
            {formError}
          </FormAlert>
        ) : null}
        <Field
          idPrefix="signin"
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={254}
          defaultValue={documentResult && !documentResult.ok ? documentResult.values.email : ""}
          error={errors.email}
          onChange={() => clearError("email")}
          readOnly={succeeded}
        />
        <Field
          idPrefix="signin"
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
          onChange={() => clearError("password")}
          readOnly={succeeded}
          labelAside={
            <Link to="/user/forgot-password" className={cn(textLinkClass, "text-sm")}>
              Forgot password?
            </Link>
          }
        />
        <SubmitButton busy={busy || succeeded} idle="Sign In" pending="Signing in..." />
      </div>
    </fetcher.Form>
  );
}

const signUpFields = ["firstName", "lastName", "email", "password", "confirmPassword"] as const;

function SignUpForm({
  redirectTo,
  documentResult,
}: {
  redirectTo: string | null;
  documentResult?: SignUpResult;
}) {
  const fetcher = useFetcher<SignUpResult>();
  const hydrated = useHydrated();
  const alertRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const { clientErrors, onSubmit, clearError } = useClientChecks(
    "signup",
    signUpFields,
    // Includes 'Passwords do not match': nothing is sent.
    validateSignUp,
    () => track("registration_attempt", { method: "email" }),
  );
  const busy = fetcher.state !== "idle";
  const result = fetcher.data ?? documentResult;
  const serverFailure = !busy && result && !result.ok ? result : undefined;
  const errors = clientErrors ?? serverFailure?.fieldErrors ?? {};
  const formError = clientErrors ? null : (serverFailure?.error ?? null);
  const values = documentResult && !documentResult.ok ? documentResult.values : undefined;

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer) return;
    if (answer.ok) {
      track("registration", { method: "email", success: true });
      successRef.current?.focus();
      return;
    }
    track("registration", {
      method: "email",
      success: false,
      error: answer.error ?? "invalid_input",
    });
    if (answer.error) alertRef.current?.focus();
    else focusFirstError("signup", signUpFields, answer.fieldErrors);
  }, [fetcher.state, fetcher.data]);

  if (result?.ok) {
    return (
      <div className="space-y-6 text-center">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-success-subtle text-success">
          <MailCheckIcon className="size-6" aria-hidden="true" />
        </div>
        <FormAlert tone="success" alertRef={successRef} className="text-left">
          {accountMessages.registrationSuccess}
        </FormAlert>
        <p className="text-sm text-muted-foreground">
          We sent it to{" "}
          <span className="font-medium break-all text-foreground">{result.email}</span>. The link in
          it confirms your address and signs you in. Nothing there? Check your spam folder, or{" "}
          <Link
            to={loginPath({ tab: "signup", redirectTo })}
            reloadDocument
            className={textLinkClass}
          >
            try again
          </Link>
          .
        </p>
        <Button asChild variant="outline" className="w-full">
          <Link to={loginPath({ tab: "signin", redirectTo })}>Go to Sign In</Link>
        </Button>
      </div>
    );
  }

  return (
    <fetcher.Form
      method="post"
      noValidate={hydrated}
      onSubmit={onSubmit}
      aria-label="Create an account"
    >
      <input type="hidden" name="intent" value="signup" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <div className="space-y-5">
        {formError ? (
          <FormAlert tone="error" alertRef={alertRef}>
            {formError}
          </FormAlert>
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            idPrefix="signup"
            name="firstName"
            label="First name"
            autoComplete="given-name"
            required
            maxLength={100}
            defaultValue={values?.firstName}
            error={errors.firstName}
            onChange={() => clearError("firstName")}
          />
          <Field
            idPrefix="signup"
            name="lastName"
            label="Last name"
            autoComplete="family-name"
            required
            maxLength={100}
            defaultValue={values?.lastName}
            error={errors.lastName}
            onChange={() => clearError("lastName")}
          />
        </div>
        <Field
          idPrefix="signup"
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={254}
          defaultValue={values?.email}
          error={errors.email}
          onChange={() => clearError("email")}
        />
        <NewPasswordFields
          idPrefix="signup"
          name="password"
          label="Password"
          confirmLabel="Confirm password"
          errors={errors}
          onEdit={clearError}
        />
        <SubmitButton busy={busy} idle="Create Account" pending="Creating account..." />
      </div>
    </fetcher.Form>
  );
}

const pitchPoints = [
  {
    icon: UserRoundCheckIcon,
    title: "One profile, every application",
    text: "Fill in your experience once and apply to any opening in a minute.",
  },
  {
    icon: BriefcaseBusinessIcon,
    title: "Track where you stand",
    text: "See every application and its status in one place.",
  },
  {
    icon: BookmarkIcon,
    title: "Save jobs for later",
    text: "Keep a shortlist of roles and come back when you are ready.",
  },
  {
    icon: ClockIcon,
    title: "Answers within 48 hours",
    text: "A real person reviews your application and replies within 48 hours.",
  },
] as const;

/** The side panel on wide screens: what a candidate account is for. */
function CandidatePitch() {
  return (
    <section aria-labelledby="candidate-pitch" className="hidden lg:block lg:pt-14">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">
        Quillstack Careers
      </p>
      <h2
        id="candidate-pitch"
        className="mt-3 text-4xl font-bold tracking-tight text-balance text-foreground"
      >
        Your next remote role starts here.
      </h2>
      <p className="mt-4 max-w-lg text-lg text-pretty text-muted-foreground">
        Work with product teams around the world on projects that matter, from wherever you do your
        best work.
      </p>
      <ul className="mt-10 space-y-6">
        {pitchPoints.map(({ icon: Icon, title, text: description }) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-card text-primary shadow-sm ring-1 ring-border">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span>
              <span className="block font-semibold text-foreground">{title}</span>
              <span className="mt-1 block text-sm text-muted-foreground">{description}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
