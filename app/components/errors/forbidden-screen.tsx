import { LogIn, ShieldAlert } from "lucide-react";
import { Form, Link, useLocation } from "react-router";
import { useShellData } from "../root-data";
import { ErrorActions, GoHomeLink, primaryAction, secondaryAction } from "./error-actions";
import { forbiddenTitle } from "./titles";

/**
 * The route error screen for HTTP 403: a signed-in user asked for a page their account may not
 * open. It says who they are signed in as, leads to the area they can use (the staff dashboard
 * for staff, their profile for candidates) and offers signing in as someone else: a POST that
 * signs out, then the sign-in page that returns here.
 */
export function ForbiddenScreen() {
  const { user } = useShellData();
  const { pathname, search } = useLocation();
  const staffPage = pathname === "/admin" || pathname.startsWith("/admin/");
  const signIn = `${staffPage ? "/admin/login" : "/user/login"}?${new URLSearchParams({
    redirectTo: `${pathname}${search}`,
  })}`;
  const ownArea = user?.staff
    ? { href: "/admin", label: "Go to the staff dashboard" }
    : { href: "/user/profile", label: "Go to your profile" };
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <div className="max-w-lg text-center">
        <ShieldAlert aria-hidden="true" className="mx-auto mb-6 size-12 text-muted-foreground" />
        <h1 className="text-3xl font-bold tracking-tight">{forbiddenTitle}</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          {user ? (
            <>
              You are signed in as{" "}
              <span className="font-medium break-all text-foreground">{user.email}</span>, and this
              account cannot open this page.
            </>
          ) : (
            "This page needs an account with access to it."
          )}
        </p>
        <p className="mt-3 text-muted-foreground">
          {user?.staff
            ? "Your staff role does not include this part of the staff area. An administrator can give you the role that does."
            : staffPage
              ? "The staff area is for Quillstack staff. Candidate accounts have their profile, applications and saved jobs."
              : "Sign in with an account that has access, or go back to a page you can use."}
        </p>
        <ErrorActions>
          {user ? (
            <Link to={ownArea.href} className={primaryAction}>
              {ownArea.label}
            </Link>
          ) : null}
          <GoHomeLink />
          {user ? (
            <Form method="post" action="/user/logout">
              <input type="hidden" name="redirectTo" value={signIn} />
              <button type="submit" className={secondaryAction}>
                <LogIn aria-hidden="true" />
                Sign in as someone else
              </button>
            </Form>
          ) : (
            <Link to={signIn} className={secondaryAction}>
              <LogIn aria-hidden="true" />
              Sign in
            </Link>
          )}
        </ErrorActions>
      </div>
    </div>
  );
}
