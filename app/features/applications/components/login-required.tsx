import { LockKeyhole } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * The spec's 'Authentication Required' screen for pages that need an account. The login link
 * carries the way back (`redirectTo`), so the visitor returns here after signing in.
 */
export function LoginRequired({
  message,
  redirectTo,
  loginLabel = "Log In",
  children,
}: {
  message: ReactNode;
  redirectTo: string;
  loginLabel?: string;
  children?: ReactNode;
}) {
  const login = `/user/login?${new URLSearchParams({ redirectTo })}`;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <div className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <LockKeyhole aria-hidden="true" className="size-7" />
      </div>
      <h1 className="mt-6 text-3xl font-bold tracking-tight">Authentication Required</h1>
      <p className="mt-3 text-lg text-pretty text-muted-foreground">{message}</p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
        <Button asChild size="lg">
          <Link to={login}>{loginLabel}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/careers">Browse Jobs</Link>
        </Button>
      </div>
      {children}
    </div>
  );
}
