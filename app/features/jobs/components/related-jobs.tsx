import { Link } from "react-router";
import { TagList } from "~/components/tag-list";
import { truncateText } from "../format";
import { jobPath } from "../paths";
import type { JobSummary } from "../types";
import { CompanyLogo } from "./company-logo";
import { JobFacts } from "./job-facts";

/** Related jobs: descriptions cut at 150 characters, 4 tags then '+N more' (spec). */
export function RelatedJobList({ jobs }: { jobs: JobSummary[] }) {
  if (jobs.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border bg-muted px-5 py-8 text-center text-sm text-muted-foreground">
        No similar openings right now.{" "}
        <Link
          to="/careers"
          className="rounded-sm font-medium text-primary underline underline-offset-4 outline-none hover:no-underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          Browse all jobs
        </Link>
      </p>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
      {jobs.map((job) => (
        <li key={job.id}>
          <article className="group relative flex h-full flex-col rounded-xl border border-border bg-card p-5 shadow-xs transition-[border-color,box-shadow] hover:border-primary/40 hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring motion-reduce:transition-none">
            <div className="flex items-center gap-3">
              <CompanyLogo name={job.companyName} size="sm" />
              <span className="truncate text-sm font-medium text-muted-foreground">
                {job.companyName}
              </span>
            </div>
            <h3 className="mt-3 font-semibold leading-snug text-balance">
              <Link
                to={jobPath(job.slug)}
                className="outline-none after:absolute after:inset-0 after:rounded-xl group-hover:text-primary"
              >
                {job.title}
              </Link>
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
              {truncateText(job.description, 150)}
            </p>
            <TagList tags={job.tags} max={4} className="mt-3" />
            <JobFacts job={job} size="gap-x-3 text-xs" className="mt-auto pt-4" />
          </article>
        </li>
      ))}
    </ul>
  );
}

/** What the related block shows while its data streams in. */
export function RelatedJobsSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-4 md:grid-cols-3">
      {[0, 1, 2].map((key) => (
        <div key={key} className="rounded-xl border border-border bg-card p-5">
          <div className="flex items-center gap-3">
            <div className="size-9 animate-pulse rounded-lg bg-border motion-reduce:animate-none" />
            <div className="h-3 w-24 animate-pulse rounded bg-border motion-reduce:animate-none" />
          </div>
          <div className="mt-4 h-4 w-3/4 animate-pulse rounded bg-border motion-reduce:animate-none" />
          <div className="mt-3 space-y-2">
            <div className="h-3 animate-pulse rounded bg-border motion-reduce:animate-none" />
            <div className="h-3 w-5/6 animate-pulse rounded bg-border motion-reduce:animate-none" />
          </div>
          <div className="mt-4 flex gap-2">
            <div className="h-5 w-14 animate-pulse rounded bg-border motion-reduce:animate-none" />
            <div className="h-5 w-16 animate-pulse rounded bg-border motion-reduce:animate-none" />
          </div>
        </div>
      ))}
    </div>
  );
}
