import {
  ArrowLeft,
  Banknote,
  BarChart3,
  Briefcase,
  CalendarClock,
  CalendarDays,
  Globe2,
  MapPin,
  Send,
  Tag,
} from "lucide-react";
import { type ReactNode, Suspense } from "react";
import { Await, data, isRouteErrorResponse, Link } from "react-router";
import { JsonLd } from "~/components/json-ld";
import { primaryLinkClass } from "~/components/list-states";
import { TagList } from "~/components/tag-list";
import { getSessionUser } from "~/features/access/session.server";
import { findOwnApplication } from "~/features/applications/applications.server";
import { AppliedNotice } from "~/features/applications/components/applied-notice";
import { CategoryBadge } from "~/features/jobs/components/category-badge";
import { CompanyLogo } from "~/features/jobs/components/company-logo";
import { FeaturedBadge } from "~/features/jobs/components/job-card";
import { JobNotFound, jobNotFoundCopy } from "~/features/jobs/components/job-not-found";
import { RelatedJobList, RelatedJobsSkeleton } from "~/features/jobs/components/related-jobs";
import { ShareButton } from "~/features/jobs/components/share-button";
import { formatJobDate, paragraphs, truncateText } from "~/features/jobs/format";
import { buildJobPostingJsonLd, jobUrl } from "~/features/jobs/job-posting-json-ld";
import {
  cachedRelatedJobs,
  getOpenJobBySlug,
  isClosedJobSlug,
  renamedJobRedirect,
} from "~/features/jobs/jobs.server";
import {
  experienceLevelLabel,
  fallbackCategoryName,
  jobTypeLabel,
  workplaceLabel,
} from "~/features/jobs/labels";
import { applyPath, jobPath } from "~/features/jobs/paths";
import { SaveJobButton } from "~/features/saved-jobs/save-job-button";
import { savedJobIdsAmong } from "~/features/saved-jobs/saved-jobs.server";
import { getEnv } from "~/lib/env.server";
import { errorFields, logger } from "~/lib/logger.server";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/job";

// Asked again each time (no heuristic browser caching): a job that reopens shows at once.
const noindex = { "X-Robots-Tag": "noindex", "Cache-Control": "no-cache" };

/**
 * The job page's error screen with the spec's message, kept out of search results: 404, or 410
 * (Gone) for a job that existed and has closed, so crawlers drop it for good.
 */
function jobNotFound(message: string, status: 404 | 410 = 404) {
  return data({ message }, { status, headers: noindex });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const slug = (params as { slug?: string }).slug?.trim();
  if (!slug || slug === ":slug") throw jobNotFound(jobNotFoundCopy.invalidSlug);
  const job = await getOpenJobBySlug(slug);
  if (!job) {
    // A slug staff changed: its old address moves for good to the job's current one.
    const moved = await renamedJobRedirect(slug, request, jobPath);
    if (moved) throw moved;
    const closed = await isClosedJobSlug(slug);
    throw jobNotFound(jobNotFoundCopy.noJob(truncateText(slug, 120)), closed ? 410 : 404);
  }
  const user = await getSessionUser(request);
  // Personal parts: only for a signed-in visitor, whose pages the page cache never stores.
  const [savedIds, application] = user
    ? await Promise.all([savedJobIdsAmong(user.id, [job.id]), findOwnApplication(user.id, job.id)])
    : [new Set<string>(), null];
  const saved = savedIds.has(job.id);
  const applied = application
    ? { createdAt: application.createdAt.toISOString(), status: application.status }
    : null;
  // Streamed after the page (the block shows a skeleton until it arrives); kept for 5 minutes.
  const related = cachedRelatedJobs(job).catch((error: unknown) => {
    logger.warn("related jobs failed to load", {
      slug: job.slug,
      ...errorFields(error),
    });
    return null;
  });
  return { job, saved, applied, related, siteUrl: getEnv().SITE_URL };
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

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10">
      <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className="space-y-2.5">
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-relaxed text-foreground/90">
          <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-primary" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="py-3">
      <dt className="flex items-center gap-2 text-xs font-medium tracking-wide text-muted-foreground uppercase [&_svg]:size-4">
        <span aria-hidden="true">{icon}</span>
        {label}
      </dt>
      <dd className="mt-1 pl-6 text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

export default function JobPage({ loaderData }: Route.ComponentProps) {
  const { job, saved, applied, related, siteUrl } = loaderData;
  const url = jobUrl(siteUrl, job.slug);
  const remote = job.workplaceType === "remote";

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
            {applied ? (
              <AppliedNotice application={applied} />
            ) : (
              <Link
                to={applyPath(job.slug)}
                className={`${primaryLinkClass} h-11 w-full text-base`}
              >
                <Send aria-hidden="true" />
                Apply Now
              </Link>
            )}
            <div className="mt-3 grid grid-cols-2 gap-3">
              <SaveJobButton jobId={job.id} jobTitle={job.title} saved={saved} variant="full" />
              <ShareButton title={job.title} url={url} />
            </div>
            <dl className="mt-4 divide-y divide-border border-t border-border">
              <Fact icon={<Banknote />} label="Salary">
                {job.salaryRange ?? "Not disclosed"}
              </Fact>
              <Fact icon={<MapPin />} label="Location">
                {job.location}
              </Fact>
              <Fact icon={<Globe2 />} label="Workplace">
                {workplaceLabel(job.workplaceType)}
                {remote && job.applicantLocations.length > 0 ? (
                  <span className="block font-normal text-muted-foreground">
                    Open to applicants in {job.applicantLocations.join(", ")}
                  </span>
                ) : null}
              </Fact>
              <Fact icon={<Briefcase />} label="Job type">
                {jobTypeLabel(job.jobType)}
              </Fact>
              <Fact icon={<BarChart3 />} label="Experience level">
                {experienceLevelLabel(job.experienceLevel)}
              </Fact>
              <Fact icon={<Tag />} label="Category">
                {job.category?.name ?? fallbackCategoryName}
              </Fact>
              <Fact icon={<CalendarDays />} label="Posted">
                <time dateTime={job.createdAt}>{formatJobDate(job.createdAt)}</time>
              </Fact>
              <Fact icon={<CalendarClock />} label="Apply by">
                {job.applicationDeadline ? (
                  <time dateTime={job.applicationDeadline}>
                    {formatJobDate(job.applicationDeadline)}
                  </time>
                ) : (
                  "Open until filled"
                )}
              </Fact>
            </dl>
            <p className="mt-3 text-xs text-muted-foreground">
              We reply to every application within 48 hours.
            </p>
          </div>
        </aside>

        <div className="min-w-0 lg:col-start-1 [&>section:first-child]:mt-2">
          <Section title="About the role">
            <div className="space-y-4 leading-relaxed text-foreground/90">
              {paragraphs(job.description).map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </Section>
          {job.responsibilities.length > 0 ? (
            <Section title="Responsibilities">
              <BulletList items={job.responsibilities} />
            </Section>
          ) : null}
          {job.requirements.length > 0 ? (
            <Section title="Requirements">
              <BulletList items={job.requirements} />
            </Section>
          ) : null}
          {job.benefits.length > 0 ? (
            <Section title="Benefits">
              <BulletList items={job.benefits} />
            </Section>
          ) : null}
          {job.tags.length > 0 ? (
            <Section title="Skills and tags">
              <TagList tags={job.tags} label="Skills and tags" />
            </Section>
          ) : null}
          {applied ? null : (
            <div className="mt-12 flex flex-wrap items-center gap-4 rounded-2xl border border-border bg-muted p-6">
              <div className="min-w-0 flex-1">
                <p className="font-semibold">Interested in this role?</p>
                <p className="text-sm text-muted-foreground">
                  Apply in a few minutes; we reply within 48 hours.
                </p>
              </div>
              <Link to={applyPath(job.slug)} className={primaryLinkClass}>
                Apply for this job
              </Link>
            </div>
          )}
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
