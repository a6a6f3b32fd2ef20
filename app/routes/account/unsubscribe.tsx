import { MailXIcon } from "lucide-react";
import { data, Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton, useIsSubmitting } from "~/components/ui/submit-button";
import { site } from "~/content/site";
import {
  AuthCard,
  AuthHeading,
  AuthPage,
  textLinkClass,
} from "~/features/accounts/components/auth-layout";
import { getDb, withDbRetry } from "~/lib/db.server";
import {
  addressOfUnsubscribeToken,
  isSuppressed,
  suppressAddress,
} from "~/lib/email/suppressions.server";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/unsubscribe";

export const meta: Route.MetaFunction = (args) => pageMeta(args, { noindex: true });

/** The page names one person's address and whether they unsubscribed: no shared cache keeps it. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

const addressOf = (request: Request) =>
  addressOfUnsubscribeToken(new URL(request.url).searchParams.get("t") ?? "");

/** Opening the link changes nothing (mail scanners open links); the button, or a one-click post, does. */
export async function loader({ request }: Route.LoaderArgs) {
  const address = addressOf(request);
  if (!address) return data({ address: null, unsubscribed: false }, { status: 400 });
  const unsubscribed = await withDbRetry(() => isSuppressed(getDb(), address));
  return { address, unsubscribed };
}

/** The page's button, or RFC 8058's one-click post from a mail client (List-Unsubscribe=One-Click). */
export async function action({ request }: Route.ActionArgs) {
  const address = addressOf(request);
  if (!address) return data({ unsubscribed: false }, { status: 400 });
  await withDbRetry(() => suppressAddress(getDb(), address, "unsubscribed"));
  return { unsubscribed: true };
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const pending = useIsSubmitting();
  const { address } = loaderData;
  const unsubscribed = actionData?.unsubscribed || loaderData.unsubscribed;
  return (
    <AuthPage back={{ to: "/", label: "Back to the home page" }}>
      <AuthCard>
        <AuthHeading title="Unsubscribe" icon={<MailXIcon aria-hidden="true" />}>
          {address
            ? `Stop emails you did not ask for at ${address}.`
            : "This unsubscribe link is not complete."}
        </AuthHeading>
        {!address ? (
          <p className="text-sm text-muted-foreground">
            Open the link from the email again, or write to{" "}
            <a href={`mailto:${site.email}`} className={textLinkClass}>
              {site.email}
            </a>{" "}
            and we will take your address off our lists.
          </p>
        ) : unsubscribed ? (
          <div className="space-y-6">
            <FormAlert tone="success">
              You are unsubscribed. {address} gets no more emails from {site.name} that you did not
              ask for.
            </FormAlert>
            <p className="text-sm text-muted-foreground">
              Emails you ask for yourself, such as a password reset link or a reply to your
              application, still arrive.
            </p>
            <Button asChild variant="outline" className="w-full">
              <Link to="/">Back to the home page</Link>
            </Button>
          </div>
        ) : (
          <Form method="post" className="space-y-5">
            <p className="text-sm text-muted-foreground">
              This covers notifications, invitations and confirmations someone else may have started
              with your address. Emails you ask for yourself, such as a password reset link, still
              arrive.
            </p>
            <SubmitButton pending={pending} pendingLabel="Unsubscribing...">
              Unsubscribe
            </SubmitButton>
          </Form>
        )}
      </AuthCard>
    </AuthPage>
  );
}
