import { ArrowRight, BriefcaseBusiness, Home, Layers, SearchX } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { SearchField } from "~/components/search-field";
import { Button } from "~/components/ui/button";

/** Where a visitor who followed a dead link most likely wanted to go. */
const destinations = [
  {
    to: "/services",
    title: "Services",
    text: "Web, mobile, AI, data, cloud and the other services we deliver.",
    Icon: Layers,
  },
  {
    to: "/careers",
    title: "Careers",
    text: "Open roles for remote engineers, designers and interns.",
    Icon: BriefcaseBusiness,
  },
] as const;

/**
 * The not-found page: the catch-all route renders it with HTTP 404, and pages whose record is
 * missing (a post, for example) may render it too. It names the missing path in the console and
 * offers the site search (its route passes the search's query limit) and the most visited sections
 * besides the way home.
 */
export function NotFoundPage({ searchMaxLength }: { searchMaxLength: number }) {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return (
    <div className="bg-muted px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-2xl text-center">
        <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
          <SearchX aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-6 bg-linear-to-r from-indigo-600 via-violet-600 to-fuchsia-600 bg-clip-text text-7xl font-bold tracking-tight text-transparent dark:from-indigo-300 dark:via-violet-300 dark:to-fuchsia-300">
          404
        </h1>
        <p className="mt-3 text-2xl font-semibold tracking-tight">Oops! Page not found</p>
        <p className="mt-3 text-pretty text-muted-foreground">
          The address may be mistyped, or the page has moved. Search the site, or pick up from one
          of the sections below.
        </p>

        <search className="mx-auto mt-8 block max-w-md text-left">
          <form method="get" action="/search" className="grid gap-2">
            <SearchField
              id="not-found-search"
              label="Search the site"
              q=""
              maxLength={searchMaxLength}
              placeholder="Articles, jobs, services..."
            />
          </form>
        </search>

        <ul className="mt-10 grid gap-4 text-left sm:grid-cols-2">
          {destinations.map(({ to, title, text, Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full gap-4 rounded-2xl border border-border bg-card p-5 shadow-xs transition hover:border-ring hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none motion-reduce:transition-none"
              >
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                <span>
                  <span className="flex items-center gap-1.5 font-semibold">
                    {title}
                    <ArrowRight
                      aria-hidden="true"
                      className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
                    />
                  </span>
                  <span className="mt-1 block text-sm text-muted-foreground">{text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>

        <Button asChild variant="outline" className="mt-8">
          <Link to="/">
            <Home aria-hidden="true" />
            Return to Home
          </Link>
        </Button>
      </div>
    </div>
  );
}
