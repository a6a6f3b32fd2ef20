import { Link } from "react-router";
import { cn } from "~/lib/utils";

const links = [
  { href: "/user/applications", label: "Applications" },
  { href: "/user/saved-jobs", label: "Saved Jobs" },
  { href: "/user/profile", label: "Profile" },
] as const;

/** The heading of the candidate's pages, with links between them. */
export function MyJobsHeader({
  title,
  description,
  current,
  count,
  noun,
}: {
  title: string;
  description: string;
  current: string;
  count: number;
  noun: string;
}) {
  return (
    <header>
      <nav aria-label="Your account">
        <ul className="flex flex-wrap gap-1 rounded-lg bg-muted p-1 text-sm font-medium sm:inline-flex">
          {links.map((link) => (
            <li key={link.href}>
              <Link
                to={link.href}
                aria-current={link.href === current ? "page" : undefined}
                className={cn(
                  "inline-flex rounded-md px-3 py-1.5 text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring",
                  "aria-[current=page]:bg-background aria-[current=page]:text-foreground aria-[current=page]:shadow-xs",
                )}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h1 className="mt-8 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-3 max-w-2xl text-muted-foreground">{description}</p>
      {count > 0 ? (
        <p className="mt-4 text-sm font-medium text-muted-foreground">
          {count} {noun}
          {count === 1 ? "" : "s"}
        </p>
      ) : null}
    </header>
  );
}
