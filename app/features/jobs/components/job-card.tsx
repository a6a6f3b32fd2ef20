import { CircleCheck, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { TagList } from "~/components/tag-list";
import { SaveJobButton } from "~/features/saved-jobs/save-job-button";
import { visitorSlot } from "~/lib/visitor-slots";
import { formatJobDate } from "../format";
import { jobPath } from "../paths";
import type { JobSummary } from "../types";
import { CategoryBadge } from "./category-badge";
import { CompanyLogo } from "./company-logo";
import { JobFacts } from "./job-facts";

export function FeaturedBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-warning-subtle px-2 py-0.5 text-xs font-semibold text-warning">
      <Sparkles aria-hidden="true" className="size-3" />
      Featured
    </span>
  );
}

/**
 * On a card, the signed-in candidate has applied to this job; for everyone else an empty slot the
 * page cache fills for them (ADR 097).
 */
export function AppliedBadge({ jobId, applied }: { jobId: string; applied: boolean }) {
  if (!applied) return <span hidden {...visitorSlot("applied", jobId)} />;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-success-subtle px-2 py-0.5 text-xs font-semibold text-success">
      <CircleCheck aria-hidden="true" className="size-3" />
      Applied
    </span>
  );
}

/**
 * A job on the careers board: the whole card is a link to the job (its title is the link's
 * text), with the save toggle above it. Three tags then '+N more'; the description is clamped
 * to three lines.
 */
export function JobCard({
  job,
  saved,
  applied = false,
  headingLevel: Heading = "h3",
}: {
  job: JobSummary;
  saved: boolean;
  /** The signed-in candidate has applied: the card says so. */
  applied?: boolean;
  headingLevel?: "h2" | "h3";
}) {
  return (
    <article className="group relative flex h-full flex-col rounded-xl [overflow-wrap:anywhere] border border-border bg-card p-5 shadow-xs transition-[border-color,box-shadow] hover:border-primary/40 hover:shadow-md has-[a[data-card-link]:focus-visible]:ring-2 has-[a[data-card-link]:focus-visible]:ring-ring motion-reduce:transition-none sm:p-6">
      <div className="flex items-start gap-4">
        <CompanyLogo name={job.companyName} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1.5 text-sm">
            <span className="font-medium text-muted-foreground">{job.companyName}</span>
            <CategoryBadge category={job.category} />
            {job.isFeatured ? <FeaturedBadge /> : null}
            <AppliedBadge jobId={job.id} applied={applied} />
          </div>
          <Heading className="mt-1.5 text-lg leading-snug font-semibold text-balance">
            <Link
              to={jobPath(job.slug)}
              data-card-link=""
              className="outline-none after:absolute after:inset-0 after:rounded-xl group-hover:text-primary"
            >
              {job.title}
            </Link>
          </Heading>
        </div>
        <div className="relative z-10 -mt-1 -mr-1 flex">
          <SaveJobButton jobId={job.id} jobTitle={job.title} saved={saved} />
        </div>
      </div>
      <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-muted-foreground">
        {job.description}
      </p>
      <TagList tags={job.tags} max={3} className="mt-4" />
      <div className="mt-auto pt-5">
        <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2 border-t border-border pt-4">
          <JobFacts job={job} />
          <p className="text-xs whitespace-nowrap text-muted-foreground">
            Posted <time dateTime={job.createdAt}>{formatJobDate(job.createdAt)}</time>
          </p>
        </div>
      </div>
    </article>
  );
}
