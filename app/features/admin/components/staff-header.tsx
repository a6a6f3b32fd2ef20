import { ExternalLinkIcon } from "lucide-react";
import { Link } from "react-router";
import { HomeLink } from "~/components/home-link";

/** The staff area's own header: the brand, where you are, and a way back to the public site. */
export function StaffHeader() {
  return (
    <header className="border-b border-border bg-background print:hidden">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <HomeLink className="flex" />
        <span className="rounded-md bg-primary/10 px-2 py-0.5 text-xs font-semibold tracking-wide text-primary uppercase">
          Staff area
        </span>
        <Link
          to="/"
          className="ml-auto inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
        >
          View site
          <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
        </Link>
      </div>
    </header>
  );
}
