import { ArrowLeftIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/utils";

/** A back link above an account card (the spec's 'back link to /careers' on the login page). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <ArrowLeftIcon className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}

/** The framed card that holds an account form. */
export function AuthCard({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        "rounded-2xl border border-border bg-card p-6 shadow-sm shadow-slate-900/5 sm:p-8 dark:shadow-none",
        className,
      )}
    >
      {children}
    </div>
  );
}

/** Heading and lead line of an account card. */
export function AuthHeading({
  title,
  children,
  icon,
}: {
  title: string;
  children?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="mb-6">
      {icon ? (
        <div className="mb-4 flex size-11 items-center justify-center rounded-full bg-accent text-accent-foreground [&_svg]:size-5">
          {icon}
        </div>
      ) : null}
      <h1 className="text-2xl font-semibold tracking-tight text-balance">{title}</h1>
      {children ? (
        <p className="mt-2 text-sm text-pretty text-muted-foreground">{children}</p>
      ) : null}
    </div>
  );
}

/** A narrow, centred page for one account card (forgot and reset password, verification). */
export function AuthPage({
  children,
  back,
}: {
  children: ReactNode;
  back?: { to: string; label: string };
}) {
  return (
    <div className="bg-muted/60">
      <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
        {back ? (
          <div className="mb-6">
            <BackLink to={back.to}>{back.label}</BackLink>
          </div>
        ) : null}
        {children}
      </div>
    </div>
  );
}

/** Small print under a card: links to the terms and the privacy policy. */
export function LegalLinks({ lead }: { lead: string }) {
  const linkClass =
    "font-medium text-foreground underline underline-offset-4 hover:text-primary focus-visible:outline-2 focus-visible:outline-ring";
  return (
    <p className="mt-6 text-center text-xs leading-relaxed text-muted-foreground">
      {lead}{" "}
      <Link to="/terms-and-conditions" className={linkClass}>
        Terms and Conditions
      </Link>{" "}
      and{" "}
      <Link to="/privacy-policy" className={linkClass}>
        Privacy Policy
      </Link>
      .
    </p>
  );
}

/** Links inside text: underlined, so they are told apart without relying on colour. */
export const textLinkClass =
  "font-medium text-primary underline underline-offset-4 hover:decoration-2 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";
