import { useState } from "react";
import { data, redirect } from "react-router";
import { getSessionUser } from "~/features/access/session.server";
import { signIn } from "~/features/accounts/accounts.server";
import { cookieHeaders } from "~/features/accounts/auth-api.server";
import { AuthPage } from "~/features/accounts/components/auth-layout";
import { readForm } from "~/features/forms/read-form.server";
import { acceptInvitation, lookupInvitation } from "~/features/invitations/accept.server";
import { InvalidInvitation } from "~/features/invitations/components/invalid-invitation";
import {
  InvitationRegistrationForm,
  type RegistrationResult,
} from "~/features/invitations/components/registration-form";
import { type InvalidReason, invitationMessages as m } from "~/features/invitations/messages";
import { validateRegistration } from "~/features/invitations/schemas";
import { pageMeta } from "~/features/seo/meta";
import { redirectWithFlash } from "~/lib/flash.server";
import { logger } from "~/lib/logger.server";
import { checkRateLimit, rateLimitKey } from "~/lib/rate-limit.server";
import type { Route } from "./+types/invite";

// The token stays out of the canonical and Open Graph URLs.
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Accept your invitation",
    description: "Create your staff account from an invitation.",
    canonical: "/",
    noindex: true,
  });

/** Submissions per client address: generous for a person, useless for guessing tokens. */
const acceptLimit = { limit: 10, windowSeconds: 600 } as const;

const statusOf: Record<InvalidReason, number> = {
  missing: 400,
  notFound: 404,
  expired: 410,
  processed: 410,
  failed: 503,
};

const profilePath = "/user/profile";

export async function loader({ request, params }: Route.LoaderArgs) {
  // The spec: a signed-in visitor opening an invitation goes to their profile.
  if (await getSessionUser(request)) throw redirect(profilePath);
  const lookup = await lookupInvitation(params.token);
  if (!lookup.ok) {
    return data({ invitation: null, reason: lookup.reason }, { status: statusOf[lookup.reason] });
  }
  const { email, roles, message, inviterName } = lookup.invitation;
  return { invitation: { email, roles, message, inviterName }, reason: null };
}

export async function action({ request, params }: Route.ActionArgs) {
  if (await getSessionUser(request)) throw redirect(profilePath);
  const limit = await checkRateLimit({ key: rateLimitKey("invite", request), ...acceptLimit });
  if (!limit.allowed) {
    return data<RegistrationResult>(
      { ok: false, error: m.tooManyAttempts, fieldErrors: {} },
      { status: 429, headers: { "Retry-After": String(limit.retryAfter) } },
    );
  }
  const form = await readForm(request);
  const validation = validateRegistration(form);
  const values = {
    firstName: String(form.get("firstName") ?? ""),
    lastName: String(form.get("lastName") ?? ""),
  };
  if (!validation.ok) {
    return data<RegistrationResult>(
      { ok: false, error: null, fieldErrors: validation.fieldErrors, values },
      { status: 400 },
    );
  }
  const result = await acceptInvitation(params.token, validation.data);
  if (!result.ok) {
    if (result.reason === "accountExists") {
      return data<RegistrationResult>(
        { ok: false, error: m.accountExists, fieldErrors: {}, accountExists: true, values },
        { status: 409 },
      );
    }
    if (result.reason === "registrationFailed") {
      return data<RegistrationResult>(
        { ok: false, error: m.registrationFailed, fieldErrors: {}, values },
        { status: 500 },
      );
    }
    return data<RegistrationResult>(
      { ok: false, error: null, fieldErrors: {}, invalid: result.reason },
      { status: statusOf[result.reason] },
    );
  }
  const success = {
    type: "success" as const,
    title: m.successTitle,
    description: m.successDescription,
  };
  const session = await signIn(request, {
    email: result.email,
    password: validation.data.password,
  });
  if (!session.ok) {
    // The account exists with its roles; only the automatic sign-in failed (e.g. rate-limited).
    logger.warn("sign-in after accepting an invitation failed", { status: session.status });
    return redirectWithFlash("/admin/login", success);
  }
  // Invited people are staff: they start in the staff area (ADR 025).
  return redirectWithFlash("/admin", success, { headers: cookieHeaders(session) });
}

export default function InvitePage({ loaderData, actionData }: Route.ComponentProps) {
  const documentResult = actionData as RegistrationResult | undefined;
  const [lateReason, setLateReason] = useState<InvalidReason | null>(null);
  const reason =
    loaderData.reason ??
    lateReason ??
    (documentResult && !documentResult.ok ? documentResult.invalid : undefined);
  if (reason || !loaderData.invitation) {
    return <InvalidInvitation reason={reason ?? "notFound"} />;
  }
  return (
    <AuthPage>
      <InvitationRegistrationForm
        invitation={loaderData.invitation}
        documentResult={documentResult}
        onInvalid={setLateReason}
      />
    </AuthPage>
  );
}
