import { ArrowLeft, Briefcase, CalendarClock, CircleCheck, MapPin } from "lucide-react";
import { useEffect, useRef } from "react";
import {
  data,
  isRouteErrorResponse,
  Link,
  type ShouldRevalidateFunctionArgs,
  useRouteError,
} from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { getSessionUser } from "~/features/access/session.server";
import { VerifyEmailNotice } from "~/features/accounts/components/verify-email-notice";
import { track } from "~/features/analytics/track";
import {
  EmailNotVerifiedError,
  findOwnApplication,
  JobNotOpenError,
  submitApplication,
} from "~/features/applications/applications.server";
import {
  candidateLimitMessage,
  limitCandidate,
} from "~/features/applications/candidate-limits.server";
import {
  ApplyForm,
  type ApplyFormError,
  resumeFileField,
} from "~/features/applications/components/apply-form";
import { LoginRequired } from "~/features/applications/components/login-required";
import { StatusBadge } from "~/features/applications/components/status-badge";
import {
  applicationFields,
  applicationMessages,
  parseApplication,
} from "~/features/applications/schema";
import { CompanyLogo } from "~/features/jobs/components/company-logo";
import { JobNotFound } from "~/features/jobs/components/job-not-found";
import { formatJobDate } from "~/features/jobs/format";
import { getOpenJobBySlug, renamedJobRedirect } from "~/features/jobs/jobs.server";
import { experienceLevelLabel, jobTypeLabel } from "~/features/jobs/labels";
import { applyPath, jobPath } from "~/features/jobs/paths";
import { getProfile } from "~/features/profiles/profiles.server";
import { currentResume } from "~/features/resumes/resumes.server";
import { resumeCheckMessages } from "~/features/resumes/sniff";
import {
  readLimitedForm,
  storeResumeFile,
  UploadTooLargeError,
} from "~/features/resumes/upload.server";
import { errorFields, logger } from "~/lib/logger.server";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/apply";

const privateHeaders = { "Cache-Control": "private, no-store" };

/** The open job, else a 301 from a renamed job's old slug (on a page visit), else a 404. */
async function openJobOr404(slug: string | undefined, visit?: Request) {
  const job = slug ? await getOpenJobBySlug(slug) : null;
  if (!job) {
    const moved = slug && visit ? await renamedJobRedirect(slug, visit, applyPath) : null;
    if (moved) throw moved;
    throw data(
      { message: applicationMessages.jobMissing },
      { status: 404, headers: privateHeaders },
    );
  }
  return job;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const job = await openJobOr404(params.slug, request);
  const summary = {
    id: job.id,
    slug: job.slug,
    title: job.title,
    companyName: job.companyName,
    location: job.location,
    jobType: job.jobType,
    experienceLevel: job.experienceLevel,
    applicationDeadline: job.applicationDeadline,
    categoryName: job.category?.name ?? null,
  };
  const user = await getSessionUser(request);
  if (!user) return data({ job: summary, signedIn: false as const }, { headers: privateHeaders });

  // The spec: a failure reading the profile on this page is only logged.
  const [profile, resume, existing] = await Promise.all([
    getProfile(user.id).catch((error) => {
      logger.warn("profile read failed on the application page", { ...errorFields(error) });
      return null;
    }),
    currentResume(user.id).catch(() => null),
    findOwnApplication(user.id, job.id),
  ]);
  const fullName = [profile?.firstName, profile?.lastName].filter(Boolean).join(" ").trim();
  return data(
    {
      job: summary,
      signedIn: true as const,
      /** Only a confirmed address may apply: every mail about the application goes there. */
      accountEmail: user.email,
      emailVerified: user.emailVerified,
      prefill: {
        full_name: fullName || user.name,
        email: profile?.email || user.email,
        phone: profile?.phone ?? "",
        cover_letter: "",
        resume_url: "",
      },
      profileResume: resume?.fileName ?? null,
      existing: existing
        ? { status: existing.status, createdAt: existing.createdAt.toISOString() }
        : null,
    },
    { headers: privateHeaders },
  );
}

type ActionResult = { ok: true; message: string } | ({ ok: false } & ApplyFormError);

export async function action({ request, params }: Route.ActionArgs) {
  const job = await openJobOr404(params.slug);
  let form: FormData;
  try {
    // Room for a resume file (the form can upload one) besides the text fields.
    form = await readLimitedForm(request);
  } catch (error) {
    const tooLarge = error instanceof UploadTooLargeError;
    return data<ActionResult>(
      {
        ok: false,
        error: tooLarge ? resumeCheckMessages["too-large"] : applicationMessages.failed,
      },
      { status: tooLarge ? 413 : 400 },
    );
  }
  const values = Object.fromEntries(
    applicationFields.map((field) => [field, String(form.get(field) ?? "")]),
  );
  const user = await getSessionUser(request);
  if (!user) {
    return data<ActionResult>(
      { ok: false, error: applicationMessages.loginRequired, values },
      { status: 401 },
    );
  }
  if (!user.emailVerified) {
    return data<ActionResult>(
      { ok: false, error: applicationMessages.verificationRequired, values },
      { status: 403 },
    );
  }
  const parsed = parseApplication(values);
  if (!parsed.ok) {
    return data<ActionResult>(
      { ok: false, error: parsed.error, fieldErrors: parsed.fieldErrors, values },
      { status: 400 },
    );
  }
  const budget = await limitCandidate("apply", user.id);
  if (!budget.allowed) {
    return data<ActionResult>(
      { ok: false, error: candidateLimitMessage, values },
      { status: 429, headers: { "Retry-After": String(budget.retryAfter) } },
    );
  }
  const resumeFile = form.get(resumeFileField);
  if (resumeFile instanceof File && resumeFile.size > 0) {
    // A resume chosen on this form becomes the profile's resume, which the application uses.
    const stored = await storeResumeFile(user.id, resumeFile);
    if (!stored.ok) {
      return data<ActionResult>(
        { ok: false, error: stored.error, fieldErrors: { resume_file: stored.error }, values },
        { status: stored.status },
      );
    }
  }
  try {
    const result = await submitApplication({ userId: user.id, jobId: job.id, input: parsed.data });
    if (!result.ok) {
      return data<ActionResult>(
        { ok: false, error: applicationMessages.duplicate, values },
        { status: 409 },
      );
    }
  } catch (error) {
    if (error instanceof EmailNotVerifiedError) {
      return data<ActionResult>(
        { ok: false, error: applicationMessages.verificationRequired, values },
        { status: 403 },
      );
    }
    if (error instanceof JobNotOpenError) {
      throw data({ message: applicationMessages.jobMissing }, { status: 404 });
    }
    logger.error("application insert failed", { jobId: job.id, ...errorFields(error) });
    return data<ActionResult>(
      { ok: false, error: applicationMessages.failed, values },
      { status: 500 },
    );
  }
  return data<ActionResult>({ ok: true, message: applicationMessages.success });
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

function Submitted({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-success-border bg-success-subtle p-6">
      <div className="flex gap-3">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
        <div>
          <h2 className="text-lg font-semibold text-success">{title}</h2>
          <div className="mt-2 text-foreground">{children}</div>
          <div className="mt-5 flex flex-wrap gap-3">
            <Button asChild>
              <Link to="/user/applications">View My Applications</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/careers">Browse More Jobs</Link>
            </Button>
          </div>
        </div>
      </div>
    </div>
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
    if (actionData.ok) {
      toast.success(actionData.message);
      track("job_application_complete", { job: job.slug, success: true });
    } else {
      toast.error(actionData.error);
      track("job_application_complete", { job: job.slug, success: false, error: actionData.error });
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
  if (actionData?.ok) {
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
        failure={actionData && !actionData.ok ? actionData : undefined}
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
