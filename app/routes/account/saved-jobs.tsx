import { Bookmark } from "lucide-react";
import { data, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { getSessionUser } from "~/features/access/session.server";
import { appliedJobIdsAmong, listMySavedJobs } from "~/features/applications/applications.server";
import { LoginRequired } from "~/features/applications/components/login-required";
import { MyJobsHeader } from "~/features/applications/components/my-jobs-header";
import { JobCard } from "~/features/jobs/components/job-card";
import { formatJobDate } from "~/features/jobs/format";
import { applyPath } from "~/features/jobs/paths";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/saved-jobs";

const privateHeaders = { "Cache-Control": "private, no-store" };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  if (!user) return data({ signedIn: false as const }, { headers: privateHeaders });
  const jobs = await listMySavedJobs(user.id);
  const appliedIds = await appliedJobIdsAmong(
    user.id,
    jobs.map((job) => job.id),
  );
  return data(
    { signedIn: true as const, jobs, appliedIds: [...appliedIds] },
    { headers: privateHeaders },
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { noindex: true });

export function headers() {
  return privateHeaders;
}

export default function SavedJobsPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.signedIn) {
    return (
      <LoginRequired
        message="Please log in to see the jobs you saved."
        redirectTo="/user/saved-jobs"
      />
    );
  }
  const { jobs } = loaderData;
  const applied = new Set(loaderData.appliedIds);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <MyJobsHeader
        title="Saved Jobs"
        description="Jobs you bookmarked that are still open, most recently saved first. Jobs that close drop off this list."
        current="/user/saved-jobs"
        count={jobs.length}
        noun="saved job"
      />
      {jobs.length === 0 ? (
        <div className="mt-10 rounded-xl border border-dashed border-border px-6 py-16 text-center">
          <Bookmark aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />
          <h2 className="mt-4 text-xl font-semibold">No Saved Jobs Yet</h2>
          <p className="mt-2 text-muted-foreground">
            Save jobs from the careers board to compare them and apply later.
          </p>
          <Button asChild className="mt-6">
            <Link to="/careers">Browse Jobs</Link>
          </Button>
        </div>
      ) : (
        // One column no wider than the page: a card's longest line wraps instead of widening it.
        <ul className="mt-8 grid grid-cols-1 gap-5">
          {jobs.map((job) => (
            <li key={job.id} className="grid grid-cols-1 gap-2">
              <JobCard job={job} saved applied={applied.has(job.id)} headingLevel="h2" />
              <div className="flex items-center justify-between gap-3 px-1 text-sm text-muted-foreground">
                <p>
                  Saved <time dateTime={job.savedAt}>{formatJobDate(job.savedAt)}</time>
                </p>
                {applied.has(job.id) ? (
                  <Link
                    to="/user/applications"
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    View application<span className="sr-only"> for {job.title}</span>
                  </Link>
                ) : (
                  <Link
                    to={applyPath(job.slug)}
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    Apply now<span className="sr-only"> for {job.title}</span>
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
