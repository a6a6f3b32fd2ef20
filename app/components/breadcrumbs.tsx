import { ChevronRight } from "lucide-react";
import { Link, useLocation } from "react-router";
import { breadcrumbJsonLd, type Crumb } from "~/components/breadcrumb-json-ld";
import { JsonLd } from "~/components/json-ld";
import { cn } from "~/lib/utils";
import { useShellData } from "./root-data";

/**
 * The visible trail to the current page and its BreadcrumbList structured data. Give the
 * ancestors (with paths, or without for a grouping that has no page) and the page itself last. The page's item in the data is
 * its `canonical` URL when given (a page reachable at several paths), else the current path.
 */
export function Breadcrumbs({
  crumbs,
  canonical,
  className,
}: {
  crumbs: readonly Crumb[];
  canonical?: string;
  className?: string;
}) {
  const { siteUrl } = useShellData();
  const { pathname } = useLocation();
  return (
    <nav aria-label="Breadcrumb" className={cn("text-sm text-muted-foreground", className)}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {crumbs.map((crumb, index) => (
          <li key={crumb.path ?? crumb.name} className="flex min-w-0 items-center gap-1.5">
            {index > 0 ? <ChevronRight aria-hidden="true" className="size-3.5 shrink-0" /> : null}
            {crumb.path ? (
              <Link
                to={crumb.path}
                className="rounded-sm font-medium outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                {crumb.name}
              </Link>
            ) : index === crumbs.length - 1 ? (
              <span aria-current="page" className="line-clamp-1 text-foreground">
                {crumb.name}
              </span>
            ) : (
              <span>{crumb.name}</span>
            )}
          </li>
        ))}
      </ol>
      {siteUrl ? <JsonLd data={breadcrumbJsonLd(crumbs, siteUrl, canonical ?? pathname)} /> : null}
    </nav>
  );
}
