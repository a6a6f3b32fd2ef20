import { ArrowLeft, ArrowRight } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import {
  ClearFiltersLink,
  EmptyState,
  LoadError,
  primaryLinkClass,
  secondaryLinkClass,
} from "~/components/list-states";
import { SearchField } from "~/components/search-field";
import { TagList } from "~/components/tag-list";
import { CategoryBadge } from "~/features/jobs/components/category-badge";
import { CompanyLogo } from "~/features/jobs/components/company-logo";
import { JobFacts } from "~/features/jobs/components/job-facts";
import { maxSearchLength } from "~/features/jobs/filters";
import { formatJobDate, truncateText } from "~/features/jobs/format";
import { listInternships } from "~/features/jobs/jobs.server";
import { applyPath, jobPath } from "~/features/jobs/paths";
import { pageMeta } from "~/lib/page-meta";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/internship";

export async function loader({ request }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, maxSearchLength);
  const internships = await listInternships(q);
  return { q, internships };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { noindex: args.error != null });

function InternshipHeader() {
  return (
    <section className="relative isolate overflow-hidden border-b border-border">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(45rem_28rem_at_85%_-20%,color-mix(in_oklab,#f59e0b_14%,transparent),transparent_70%)]"
      />
      <div className="mx-auto max-w-7xl px-4 pt-8 pb-10 sm:px-6 lg:pb-14">
        <Link
          to="/careers"
          className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Careers
        </Link>
        <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          Internships
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-pretty text-muted-foreground">
          Paid internships with a mentor, real client work from your second week, and a full-time
          offer for interns who do well.
        </p>
      </div>
    </section>
  );
}

function SearchBox({ q }: { q: string }) {
  return (
    <search aria-label="Search internships" className="block max-w-2xl">
      <Form method="get" action="/internship">
        <SearchField
          id="internship-search"
          label="Search internships"
          q={q}
          resetKey={q}
          maxLength={maxSearchLength}
          placeholder="Title, company or location"
        />
      </Form>
    </search>
  );
}

export default function InternshipPage({ loaderData }: Route.ComponentProps) {
  const { q, internships } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === "/internship";

  return (
    <>
      <InternshipHeader />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
        <SearchBox q={q} />
        <section aria-labelledby="internship-list" className="mt-8">
          <h2 id="internship-list" className="sr-only">
            Open internships
          </h2>
          <p role="status" className="text-sm text-muted-foreground">
            {internships.length === 1
              ? "1 internship open"
              : `${internships.length} internships open`}
            {q ? ` matching “${q}”` : ""}
          </p>
          <div
            aria-busy={busy}
            className={cn(
              "mt-5 transition-opacity motion-reduce:transition-none",
              busy && "opacity-60",
            )}
          >
            {internships.length === 0 ? (
              q ? (
                <EmptyState
                  title="No internships found"
                  action={<ClearFiltersLink to="/internship" />}
                >
                  Try another search term.
                </EmptyState>
              ) : (
                <EmptyState
                  title="No internships available"
                  action={
                    <Link to="/careers" className={secondaryLinkClass}>
                      Browse all jobs
                    </Link>
                  }
                >
                  New internships open every few months. Meanwhile, have a look at our other
                  openings.
                </EmptyState>
              )
            ) : (
              <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
                {internships.map((job) => (
                  <li key={job.id}>
                    <article className="flex h-full flex-col rounded-xl border border-border bg-card p-5 shadow-xs sm:p-6">
                      <div className="flex items-start gap-4">
                        <CompanyLogo name={job.companyName} />
                        <div className="min-w-0 flex-1">
                          <div className="flex flex-wrap items-center gap-2 text-sm">
                            <span className="font-medium text-muted-foreground">
                              {job.companyName}
                            </span>
                            <CategoryBadge category={job.category} />
                          </div>
                          <h3 className="mt-1.5 text-lg leading-snug font-semibold">
                            <Link
                              to={jobPath(job.slug)}
                              className="rounded-sm outline-none hover:text-primary focus-visible:ring-2 focus-visible:ring-ring"
                            >
                              {job.title}
                            </Link>
                          </h3>
                        </div>
                      </div>
                      <p className="mt-3 text-sm leading-relaxed text-muted-foreground">
                        {truncateText(job.description, 150)}
                      </p>
                      <TagList tags={job.tags} max={3} className="mt-4" />
                      <JobFacts job={job} className="mt-4" />
                      <div className="mt-auto pt-5">
                        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
                          <p className="text-xs text-muted-foreground">
                            Posted{" "}
                            <time dateTime={job.createdAt}>{formatJobDate(job.createdAt)}</time>
                            {job.applicationDeadline ? (
                              <>
                                {" · Apply by "}
                                <time dateTime={job.applicationDeadline}>
                                  {formatJobDate(job.applicationDeadline)}
                                </time>
                              </>
                            ) : null}
                          </p>
                          <div className="flex gap-2">
                            <Link to={jobPath(job.slug)} className={secondaryLinkClass}>
                              View Details<span className="sr-only"> of {job.title}</span>
                            </Link>
                            <Link to={applyPath(job.slug)} className={primaryLinkClass}>
                              Apply Now<span className="sr-only"> for {job.title}</span>
                            </Link>
                          </div>
                        </div>
                      </div>
                    </article>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>

        <section
          aria-labelledby="internship-more"
          className="mt-14 flex flex-col gap-6 rounded-2xl border border-border bg-muted p-6 sm:flex-row sm:items-center sm:p-8"
        >
          <div className="flex-1">
            <h2 id="internship-more" className="text-lg font-semibold">
              Not a student any more?
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              Browse every open role, or tell us what you are looking for.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link to="/careers" className={primaryLinkClass}>
              View all jobs
              <ArrowRight aria-hidden="true" />
            </Link>
            <Link to="/contact" className={secondaryLinkClass}>
              Contact us
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return (
    <>
      <InternshipHeader />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <LoadError
          title="Error Loading Internships"
          message="We're having trouble loading internship opportunities. Please try again later."
        />
      </div>
    </>
  );
}
