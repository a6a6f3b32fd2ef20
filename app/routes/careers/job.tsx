import { ArrowLeft, Banknote, BarChart3, Briefcase, MapPin } from "lucide-react";
import { Suspense } from "react";
import { Await, isRouteErrorResponse, Link } from "react-router";
import { JsonLd } from "~/components/json-ld";
import { ApplyBox, ApplyPrompt } from "~/features/applications/components/apply-box";
import { CategoryBadge } from "~/features/jobs/components/category-badge";
import { CompanyLogo } from "~/features/jobs/components/company-logo";
import { FeaturedBadge } from "~/features/jobs/components/job-card";
import { JobDescription, JobDetailFacts } from "~/features/jobs/components/job-details";
import { JobNotFound, jobNotFoundCopy } from "~/features/jobs/components/job-not-found";
import { RelatedJobList, RelatedJobsSkeleton } from "~/features/jobs/components/related-jobs";
import { ShareButton } from "~/features/jobs/components/share-button";
import { truncateText } from "~/features/jobs/format";
import { loadJobPage } from "~/features/jobs/job-page.server";
import { buildJobPostingJsonLd, jobUrl } from "~/features/jobs/job-posting-json-ld";
import { experienceLevelLabel, jobTypeLabel } from "~/features/jobs/labels";
import { jobPath } from "~/features/jobs/paths";
import { SaveJobButton } from "~/features/saved-jobs/save-job-button";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/job";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadJobPage(request, (params as { slug?: string }).slug);
}

export const headers: Route.HeadersFunction = ({ errorHeaders, loaderHeaders }) =>
  errorHeaders ?? loaderHeaders;

export const meta: Route.MetaFunction = (args) => {
  const job = args.loaderData?.job;
  if (!job) {
    return pageMeta(args, {
      title: jobNotFoundCopy.title,
      description: jobNotFoundCopy.fallback,
      noindex: true,
    });
  }
  const description = job.metaDescription ?? truncateText(job.description, 155);
  return pageMeta(args, {
    title: job.metaTitle ?? `${job.title} at ${job.companyName}`,
    description,
    keywords:
      job.keywords.length > 0
        ? job.keywords
        : [job.title, `${job.companyName} jobs`, ...job.tags.slice(0, 4)],
    ogImage: job.ogImage ?? undefined,
    twitterImage: job.twitterImage ?? job.ogImage ?? undefined,
    canonical: jobPath(job.slug),
  });
};

export default function JobPage({ loaderData }: Route.ComponentProps) {
  const { job, saved, applied, related, siteUrl } = loaderData;
  const url = jobUrl(siteUrl, job.slug);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <JsonLd data={buildJobPostingJsonLd(job, siteUrl)} />
      <Link
        to="/careers"
        className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Careers
      </Link>

      <div className="mt-6 grid gap-x-12 gap-y-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <header className="lg:col-start-1">
          <div className="flex items-center gap-4">
            <CompanyLogo name={job.companyName} size="lg" />
            <div className="min-w-0">
              <p className="font-medium text-muted-foreground">{job.companyName}</p>
              <div className="mt-1.5 flex flex-wrap items-center gap-2">
                <CategoryBadge category={job.category} />
                {job.isFeatured ? <FeaturedBadge /> : null}
              </div>
            </div>
          </div>
          <h1 className="mt-5 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {job.title}
          </h1>
          <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
            <li className="flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4" />
              {job.location}
            </li>
            <li className="flex items-center gap-1.5">
              <Briefcase aria-hidden="true" className="size-4" />
              {jobTypeLabel(job.jobType)}
            </li>
            <li className="flex items-center gap-1.5">
              <BarChart3 aria-hidden="true" className="size-4" />
              {experienceLevelLabel(job.experienceLevel)}
            </li>
            {job.salaryRange ? (
              <li className="flex items-center gap-1.5">
                <Banknote aria-hidden="true" className="size-4" />
                {job.salaryRange}
              </li>
            ) : null}
          </ul>
        </header>

        <aside
          aria-label="Apply for this job"
          className="lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          <div className="rounded-2xl border border-border bg-card p-5 shadow-sm lg:sticky lg:top-24">
            <ApplyBox job={job} application={applied} />
            <div className="mt-3 grid grid-cols-2 gap-3">
              <SaveJobButton jobId={job.id} jobTitle={job.title} saved={saved} variant="full" />
              <ShareButton title={job.title} url={url} />
            </div>
            <JobDetailFacts job={job} className="mt-4" />
            <p className="mt-3 text-xs text-muted-foreground">
              We reply to every application within 48 hours.
            </p>
          </div>
        </aside>

        <div className="min-w-0 lg:col-start-1 [&>section:first-child]:mt-2">
          <JobDescription job={job} />
          <ApplyPrompt job={job} application={applied} />
        </div>
      </div>

      <section aria-labelledby="related-jobs" className="mt-16 border-t border-border pt-10">
        <h2 id="related-jobs" className="text-2xl font-semibold tracking-tight">
          Similar jobs
        </h2>
        <div className="mt-6">
          <Suspense fallback={<RelatedJobsSkeleton />}>
            <Await resolve={related} errorElement={<RelatedJobList jobs={[]} />}>
              {(jobs) => <RelatedJobList jobs={jobs ?? []} />}
            </Await>
          </Suspense>
        </div>
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 410)) {
    const message =
      error.data && typeof error.data === "object" && "message" in error.data
        ? String((error.data as { message: unknown }).message)
        : undefined;
    return <JobNotFound message={message} />;
  }
  return (
    <JobNotFound
      title="Error Loading Job"
      description="We couldn't load this job right now. Please try again in a moment."
    />
  );
}
