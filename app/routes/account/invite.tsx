import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { roleLabel } from "~/features/access/permissions";
import { getSessionUser } from "~/features/access/session.server";
import { signIn } from "~/features/accounts/accounts.server";
import { cookieHeaders } from "~/features/accounts/auth-api.server";
import { AuthPage } from "~/features/accounts/components/auth-layout";
import { passwordFields } from "~/features/accounts/form-reply";
import { readForm } from "~/features/forms/read-form.server";
import {
  acceptInvitation,
  acceptInvitationAsUser,
  emailHasAccount,
  lookupInvitation,
} from "~/features/invitations/accept.server";
import { AcceptWithAccount } from "~/features/invitations/components/accept-signed-in";
import { InvalidInvitation } from "~/features/invitations/components/invalid-invitation";
import {
  InvitationRegistrationForm,
  type RegistrationAnswer,
} from "~/features/invitations/components/registration-form";
import { type InvalidReason, invitationMessages as m } from "~/features/invitations/messages";
import { registrationSchema } from "~/features/invitations/registration-schema";
import { commonPasswordMessage } from "~/lib/common-passwords.server";
import { getDb } from "~/lib/db.server";
import { redirectWithFlash } from "~/lib/flash.server";
import { logger } from "~/lib/logger.server";
import { pageMeta } from "~/lib/page-meta";
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

/** The sign-in page that comes back to this invitation. */
const loginHref = (token: string | undefined) =>
  `/user/login?${new URLSearchParams({ redirectTo: `/invite/${token ?? ""}` })}`;

export async function loader({ request, params }: Route.LoaderArgs) {
  const lookup = await lookupInvitation(params.token);
  if (!lookup.ok) {
    return data(
      { invitation: null, reason: lookup.reason, existingAccount: null },
      { status: statusOf[lookup.reason] },
    );
  }
  const { email, roles, message, inviterName } = lookup.invitation;
  // An address with an account accepts signed in as that account (ADR 028).
  const signedIn = await getSessionUser(request);
  const existingAccount =
    signedIn || (await emailHasAccount(getDb(), email))
      ? { signedInAs: signedIn?.email ?? null, loginHref: loginHref(params.token) }
      : null;
  return { invitation: { email, roles, message, inviterName }, reason: null, existingAccount };
}

export async function action({ request, params }: Route.ActionArgs) {
  const limit = await checkRateLimit({ key: rateLimitKey("invite", request), ...acceptLimit });
  if (!limit.allowed) {
    return data(
      { result: refusal(m.tooManyAttempts) },
      { status: 429, headers: { "Retry-After": String(limit.retryAfter) } },
    );
  }
  const signedIn = await getSessionUser(request);
  if (signedIn) return acceptSignedIn(request, params.token, signedIn);
  const submission = parseWithZod(await readForm(request), { schema: registrationSchema });
  const refuse = (status: number, options: Parameters<typeof submission.reply>[0] = {}) =>
    data({ result: submission.reply({ ...options, hideFields: passwordFields }) }, { status });
  if (submission.status !== "success") return refuse(400);
  const result = await acceptInvitation(params.token, submission.value);
  if (!result.ok) {
    if (result.reason === "commonPassword") {
      return refuse(400, { fieldErrors: { password: [commonPasswordMessage] } });
    }
    if (result.reason === "accountExists") {
      return data(
        {
          result: submission.reply({ formErrors: [m.accountExists], hideFields: passwordFields }),
          accountExists: true,
        },
        { status: 409 },
      );
    }
    if (result.reason === "registrationFailed") {
      return refuse(500, { formErrors: [m.registrationFailed] });
    }
    return data({ invalid: result.reason }, { status: statusOf[result.reason] });
  }
  const success = {
    type: "success" as const,
    title: m.successTitle,
    description: m.successDescription,
  };
  const session = await signIn(request, {
    email: result.email,
    password: submission.value.password,
  });
  if (!session.ok) {
    // The account exists with its roles; only the automatic sign-in failed (e.g. rate-limited).
    logger.warn("sign-in after accepting an invitation failed", { status: session.status });
    return redirectWithFlash("/admin/login", success, intoStaffArea());
  }
  // Invited people are staff: they start in the staff area (ADR 025).
  return redirectWithFlash("/admin", success, intoStaffArea(cookieHeaders(session)));
}

/**
 * A redirect into the staff area loads a new document (React Router's redirectDocument): the staff
 * area's frame is the server's, not in this page (ADR 064).
 */
function intoStaffArea(headers?: Headers): ResponseInit {
  const documentHeaders = new Headers(headers);
  documentHeaders.set("X-Remix-Reload-Document", "true");
  return { headers: documentHeaders };
}

/** A refusal that is about no field (a rate limit, another account), as Conform's answer. */
function refusal(error: string): SubmissionResult<string[]> {
  return { status: "error", error: { "": [error] } };
}

/** The signed-in account of the invited address takes the invitation's roles. */
async function acceptSignedIn(
  request: Request,
  token: string | undefined,
  account: { id: string; email: string },
) {
  const result = await acceptInvitationAsUser(token, account, request);
  if (result.ok) {
    return redirectWithFlash(
      "/admin",
      {
        type: "success",
        title: m.acceptedTitle,
        description: m.acceptedDescription(result.roles.map(roleLabel).join(", ")),
      },
      intoStaffArea(),
    );
  }
  if (result.reason === "otherAccount") {
    const lookup = await lookupInvitation(token);
    const invited = lookup.ok ? lookup.invitation.email : "another address";
    return data({ result: refusal(m.otherAccount(invited, account.email)) }, { status: 403 });
  }
  return data({ invalid: result.reason }, { status: statusOf[result.reason] });
}

export default function InvitePage({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as RegistrationAnswer | undefined;
  const reason = loaderData.reason ?? answer?.invalid;
  if (reason || !loaderData.invitation) {
    return <InvalidInvitation reason={reason ?? "notFound"} />;
  }
  if (loaderData.existingAccount) {
    return (
      <AcceptWithAccount
        invitation={loaderData.invitation}
        {...loaderData.existingAccount}
        error={answer?.result?.error?.[""]?.[0] ?? null}
      />
    );
  }
  return (
    <AuthPage>
      <InvitationRegistrationForm invitation={loaderData.invitation} answer={answer} />
    </AuthPage>
  );
}
