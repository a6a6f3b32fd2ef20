import { Link } from "react-router";
import { findService } from "~/content/services";

/** The service pages a tag page links to (spec). */
export const exploreServiceSlugs = [
  "web-development",
  "mobile-development",
  "ai-data",
  "ecommerce",
  "data-engineering",
  "cloud-devops",
] as const;

const linkClass =
  "rounded-sm text-sm text-muted-foreground underline-offset-4 outline-none hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring";

/** 'Explore more': the knowledge center, the careers board and the main service pages. */
export function ExploreMore() {
  return (
    <nav aria-labelledby="explore-more" className="rounded-2xl border border-border bg-card p-5">
      <h2 id="explore-more" className="text-base font-semibold">
        Explore more
      </h2>
      <ul className="mt-3 space-y-2">
        <li>
          <Link to="/knowledge-center" className={linkClass}>
            Knowledge center
          </Link>
        </li>
        <li>
          <Link to="/careers" className={linkClass}>
            Careers
          </Link>
        </li>
      </ul>
      <h3 className="mt-5 text-sm font-semibold">Services</h3>
      <ul className="mt-2 space-y-2">
        {exploreServiceSlugs.map((slug) => (
          <li key={slug}>
            <Link to={`/services/${slug}`} className={linkClass}>
              {findService(slug)?.title ?? slug}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
