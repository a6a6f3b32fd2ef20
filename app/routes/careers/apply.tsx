import { ArrowLeft, Briefcase, CalendarClock, MapPin } from "lucide-react";
import { useEffect, useRef } from "react";
import {
  isRouteErrorResponse,
  Link,
  type ShouldRevalidateFunctionArgs,
  useRouteError,
} from "react-router";
import { VerifyEmailNotice } from "~/features/accounts/components/verify-email-notice";
import { track } from "~/features/analytics/track";
import {
  loadApplyPage,
  privateHeaders,
  submitApplyForm,
} from "~/features/applications/apply-page.server";
import { ApplyForm } from "~/features/applications/components/apply-form";
import { LoginRequired } from "~/features/applications/components/login-required";
import { StatusBadge } from "~/features/applications/components/status-badge";
import { Submitted } from "~/features/applications/components/submitted";
import { applicationMessages } from "~/features/applications/messages";
import { CompanyLogo } from "~/features/jobs/components/company-logo";
import { JobNotFound } from "~/features/jobs/components/job-not-found";
import { formatJobDate } from "~/features/jobs/format";
import { experienceLevelLabel, jobTypeLabel } from "~/features/jobs/labels";
import { applyPath, jobPath } from "~/features/jobs/paths";
import { toast } from "~/islands/toast";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/apply";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadApplyPage(request, params.slug);
}

export async function action({ request, params }: Route.ActionArgs) {
  return submitApplyForm(request, params.slug);
}

/**
 * A refused second application (409) reloads the page's data, which React Router skips after
 * an error status: the page then shows the application already made instead of the form.
 */
export function shouldRevalidate({
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData ? `Apply for ${args.loaderData.job.title}` : "Apply",
    description: args.loaderData
      ? `Apply for ${args.loaderData.job.title} at ${args.loaderData.job.companyName}. We reply to every application within 48 hours.`
      : undefined,
    canonical: args.loaderData ? applyPath(args.loaderData.job.slug) : undefined,
    noindex: true,
  });

export function headers() {
  return privateHeaders;
}

type JobInfo = Route.ComponentProps["loaderData"]["job"];

function JobAside({ job }: { job: JobInfo }) {
  return (
    <aside aria-labelledby="apply-job-heading" className="lg:sticky lg:top-24">
      <div className="rounded-xl border border-border bg-card p-6 shadow-xs">
        <div className="flex items-center gap-3">
          <CompanyLogo name={job.companyName} />
          <div className="min-w-0">
            <p className="text-sm text-muted-foreground">{job.companyName}</p>
            <h2 id="apply-job-heading" className="font-semibold leading-snug">
              {job.title}
            </h2>
          </div>
        </div>
        <dl className="mt-5 grid gap-3 text-sm">
          <div className="flex items-center gap-2">
            <dt className="sr-only">Location</dt>
            <MapPin aria-hidden="true" className="size-4 text-muted-foreground" />
            <dd>{job.location}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="sr-only">Type and level</dt>
            <Briefcase aria-hidden="true" className="size-4 text-muted-foreground" />
            <dd>
              {jobTypeLabel(job.jobType)} · {experienceLevelLabel(job.experienceLevel)}
            </dd>
          </div>
          {job.applicationDeadline ? (
            <div className="flex items-center gap-2">
              <dt className="sr-only">Apply by</dt>
              <CalendarClock aria-hidden="true" className="size-4 text-muted-foreground" />
              <dd>
                Apply by{" "}
                <time dateTime={job.applicationDeadline}>
                  {formatJobDate(job.applicationDeadline)}
                </time>
              </dd>
            </div>
          ) : null}
        </dl>
        <Link
          to={jobPath(job.slug)}
          className="mt-5 inline-flex text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          View the job description
        </Link>
      </div>
    </aside>
  );
}

export default function ApplyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { job } = loaderData;
  const here = applyPath(job.slug);
  const announced = useRef<unknown>(undefined);

  useEffect(() => {
    if (!loaderData.signedIn) track("job_application_login_required", { job: job.slug });
  }, [loaderData.signedIn, job.slug]);

  useEffect(() => {
    if (!actionData || announced.current === actionData) return;
    announced.current = actionData;
    if (actionData.message) {
      toast.success(actionData.message);
      track("job_application_complete", { job: job.slug, success: true });
    } else {
      const error = actionData.result.error?.[""]?.join(" ") ?? applicationMessages.failed;
      toast.error(error);
      track("job_application_complete", { job: job.slug, success: false, error });
    }
  }, [actionData, job.slug]);

  if (!loaderData.signedIn) {
    return (
      <LoginRequired
        message={`Please log in to apply for ${job.title}. It only takes a minute to create an account.`}
        redirectTo={here}
        loginLabel="Log In to Apply"
      />
    );
  }

  let content: React.ReactNode;
  let showsForm = false;
  if (actionData?.message) {
    content = (
      <div role="status">
        <Submitted title="Application submitted">
          <p>{actionData.message}</p>
        </Submitted>
      </div>
    );
  } else if (loaderData.existing) {
    // Applied already (also when a second submission was just refused with 409): no form.
    content = (
      <Submitted title="You have already applied for this job.">
        <p className="flex flex-wrap items-center gap-2">
          Applied on
          <time dateTime={loaderData.existing.createdAt}>
            {formatJobDate(loaderData.existing.createdAt)}
          </time>
          <span aria-hidden="true">·</span>
          <span className="sr-only">Status:</span>
          <StatusBadge status={loaderData.existing.status} />
        </p>
      </Submitted>
    );
  } else if (!loaderData.emailVerified) {
    content = (
      <VerifyEmailNotice
        email={loaderData.accountEmail}
        why="Please confirm it before you apply: we send everything about your application to this address."
        redirectTo={here}
      />
    );
  } else {
    showsForm = true;
    content = (
      <ApplyForm
        prefill={loaderData.prefill}
        profileResume={loaderData.profileResume}
        accountEmail={loaderData.accountEmail}
        lastResult={actionData?.result}
        onSubmitStart={() => track("job_application_start", { job: job.slug })}
      />
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <Link
        to={jobPath(job.slug)}
        className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to job
      </Link>
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Apply for {job.title}
          </h1>
          <p className="mt-3 text-muted-foreground">
            {job.companyName} · {job.location}
          </p>
          {showsForm ? (
            <div className="mt-8 rounded-xl border border-border bg-card p-5 shadow-xs sm:p-8">
              {content}
            </div>
          ) : (
            <div className="mt-8">{content}</div>
          )}
        </div>
        <JobAside job={job} />
      </div>
    </div>
  );
}

/** The apply page's own error screen: 'Job Not Found' with the spec's message, or a failure. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <JobNotFound description={applicationMessages.jobMissing} />;
  }
  return (
    <JobNotFound
      title="Something Went Wrong"
      description="The application form could not be loaded. Please try again."
    />
  );
}
