import { Briefcase, ExternalLink, FileText, MapPin } from "lucide-react";
import { data, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { getSessionUser } from "~/features/access/session.server";
import { listMyApplications } from "~/features/applications/applications.server";
import { CoverLetter } from "~/features/applications/components/cover-letter";
import { LoginRequired } from "~/features/applications/components/login-required";
import { MyJobsHeader } from "~/features/applications/components/my-jobs-header";
import { StatusBadge } from "~/features/applications/components/status-badge";
import { CompanyLogo } from "~/features/jobs/components/company-logo";
import { formatJobDate } from "~/features/jobs/format";
import { jobTypeLabel } from "~/features/jobs/labels";
import { jobPath } from "~/features/jobs/paths";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/applications";

const privateHeaders = { "Cache-Control": "private, no-store" };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  if (!user) return data({ signedIn: false as const }, { headers: privateHeaders });
  const applications = await listMyApplications(user.id);
  return data(
    {
      signedIn: true as const,
      applications: applications.map((application) => ({
        ...application,
        createdAt: application.createdAt.toISOString(),
      })),
    },
    { headers: privateHeaders },
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { noindex: true });

export function headers() {
  return privateHeaders;
}

type Application = Extract<
  Route.ComponentProps["loaderData"],
  { signedIn: true }
>["applications"][number];

function ApplicationCard({ application }: { application: Application }) {
  const { job } = application;
  return (
    <article
      aria-labelledby={`application-${application.id}`}
      className="rounded-xl border border-border bg-card p-5 shadow-xs sm:p-6"
    >
      <div className="flex flex-wrap items-start gap-4">
        <CompanyLogo name={job.companyName} />
        <div className="min-w-0 flex-1">
          <h2 id={`application-${application.id}`} className="text-lg leading-snug font-semibold">
            {job.open ? (
              <Link
                to={jobPath(job.slug)}
                className="rounded-sm outline-none hover:text-primary focus-visible:ring-2 focus-visible:ring-ring"
              >
                {job.title}
              </Link>
            ) : (
              job.title
            )}
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <span>{job.companyName}</span>
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-3.5" />
              {job.location}
            </span>
            <span className="inline-flex items-center gap-1">
              <Briefcase aria-hidden="true" className="size-3.5" />
              {jobTypeLabel(job.jobType)}
            </span>
            {job.open ? null : <span className="italic">No longer open</span>}
          </p>
        </div>
        <div className="flex flex-col items-end gap-1.5 text-right">
          <span className="sr-only">Status:</span>
          <StatusBadge status={application.status} />
          <p className="text-xs text-muted-foreground">
            Applied{" "}
            <time dateTime={application.createdAt}>{formatJobDate(application.createdAt)}</time>
          </p>
        </div>
      </div>
      <div className="mt-5 border-t border-border pt-4">
        <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          Cover letter
        </h3>
        <div className="mt-2">
          <CoverLetter text={application.coverLetter} />
        </div>
        <p className="mt-4 flex items-center gap-2 text-sm text-muted-foreground">
          <FileText aria-hidden="true" className="size-4" />
          {application.resumeUrl ? (
            <a
              href={application.resumeUrl}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
            >
              Resume link
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : (
            <span>Resume from your profile</span>
          )}
        </p>
      </div>
    </article>
  );
}

export default function ApplicationsPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.signedIn) {
    return (
      <LoginRequired
        message="Please log in to see your job applications."
        redirectTo="/user/applications"
      />
    );
  }
  const { applications } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <MyJobsHeader
        title="My Applications"
        description="Every job you applied for, newest first, with where it stands. We reply to each application within 48 hours."
        current="/user/applications"
        count={applications.length}
        noun="application"
      />
      {applications.length === 0 ? (
        <div className="mt-10 rounded-xl border border-dashed border-border px-6 py-16 text-center">
          <Briefcase aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />
          <h2 className="mt-4 text-xl font-semibold">No Applications Yet</h2>
          <p className="mt-2 text-muted-foreground">
            When you apply for a job, it shows up here with its status.
          </p>
          <Button asChild className="mt-6">
            <Link to="/careers">Browse Jobs</Link>
          </Button>
        </div>
      ) : (
        <ul className="mt-8 grid grid-cols-1 gap-5">
          {applications.map((application) => (
            <li key={application.id}>
              <ApplicationCard application={application} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
