import { useEffect } from "react";
import { Link, useLocation } from "react-router";

/**
 * The not-found page: the catch-all route renders it with HTTP 404, and pages whose record is
 * missing (a post, for example) may render it too. It names the missing path in the console.
 */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return (
    <div className="flex min-h-[60vh] items-center justify-center bg-muted px-4 py-16">
      <div className="text-center">
        <h1 className="mb-4 text-4xl font-bold">404</h1>
        <p className="mb-4 text-xl text-muted-foreground">Oops! Page not found</p>
        <Link
          to="/"
          className="rounded-sm text-primary underline underline-offset-4 outline-none hover:no-underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          Return to Home
        </Link>
      </div>
    </div>
  );
}
