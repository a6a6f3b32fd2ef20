import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { getSessionUser } from "~/features/access/session.server";
import { getOpenJobBySlug, renamedJobRedirect } from "~/features/jobs/jobs.server";
import { applyPath } from "~/features/jobs/paths";
import { getProfile } from "~/features/profiles/profiles.server";
import { currentResume } from "~/features/resumes/resumes.server";
import { resumeCheckMessages } from "~/features/resumes/sniff";
import {
  readLimitedForm,
  storeResumeFile,
  UploadTooLargeError,
} from "~/features/resumes/upload.server";
import { errorFields, logger } from "~/lib/logger.server";
import {
  EmailNotVerifiedError,
  findOwnApplication,
  JobNotOpenError,
  submitApplication,
} from "./applications.server";
import { candidateLimitMessage, limitCandidate } from "./candidate-limits.server";
import { applicationMessages, resumeFileField } from "./messages";
import { applicationSchema } from "./schema";

export const privateHeaders = { "Cache-Control": "private, no-store" };

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

/** The apply page's data: the job, and for a signed-in visitor the form's prefill or their application. */
export async function loadApplyPage(request: Request, slug: string | undefined) {
  const job = await openJobOr404(slug, request);
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
      },
      profileResume: resume?.fileName ?? null,
      existing: existing
        ? { status: existing.status, createdAt: existing.createdAt.toISOString() }
        : null,
    },
    { headers: privateHeaders },
  );
}

type ApplyResult = { result: SubmissionResult<string[]>; message?: string };

const refused = (result: SubmissionResult<string[]>, status: number, headers?: HeadersInit) =>
  data<ApplyResult>({ result }, { status, headers });

/**
 * The application form's post: the signed-in, confirmed candidate's valid form, within the rate
 * limit, becomes an application (with the uploaded resume, if any, as the profile's resume).
 */
export async function submitApplyForm(request: Request, slug: string | undefined) {
  const job = await openJobOr404(slug);
  let form: FormData;
  try {
    // Room for a resume file (the form can upload one) besides the text fields.
    form = await readLimitedForm(request);
  } catch (error) {
    const tooLarge = error instanceof UploadTooLargeError;
    const message = tooLarge ? resumeCheckMessages["too-large"] : applicationMessages.failed;
    return refused({ status: "error", error: { "": [message] } }, tooLarge ? 413 : 400);
  }
  const submission = parseWithZod(form, { schema: applicationSchema });
  // The file is never sent back; everything else is, so nothing typed is lost.
  const reply = (options: { formErrors?: string[]; fieldErrors?: Record<string, string[]> } = {}) =>
    submission.reply({ ...options, hideFields: [resumeFileField] });
  const user = await getSessionUser(request);
  if (!user) return refused(reply({ formErrors: [applicationMessages.loginRequired] }), 401);
  if (!user.emailVerified) {
    return refused(reply({ formErrors: [applicationMessages.verificationRequired] }), 403);
  }
  if (submission.status !== "success") {
    // Without JavaScript the schema's summary is missing when no required field is blank.
    const formErrors = submission.error?.[""] ?? ["Please correct the highlighted fields."];
    return refused(reply({ formErrors }), 400);
  }
  const budget = await limitCandidate("apply", user.id);
  if (!budget.allowed) {
    return refused(reply({ formErrors: [candidateLimitMessage] }), 429, {
      "Retry-After": String(budget.retryAfter),
    });
  }
  const { resume_file: resumeFile, ...input } = submission.value;
  if (resumeFile) {
    // A resume chosen on this form becomes the profile's resume, which the application uses.
    const stored = await storeResumeFile(user.id, resumeFile);
    if (!stored.ok) {
      return refused(
        reply({ formErrors: [stored.error], fieldErrors: { [resumeFileField]: [stored.error] } }),
        stored.status,
      );
    }
  }
  try {
    const result = await submitApplication({
      userId: user.id,
      jobId: job.id,
      input,
    });
    if (!result.ok) return refused(reply({ formErrors: [applicationMessages.duplicate] }), 409);
  } catch (error) {
    if (error instanceof EmailNotVerifiedError) {
      return refused(reply({ formErrors: [applicationMessages.verificationRequired] }), 403);
    }
    if (error instanceof JobNotOpenError) {
      throw data({ message: applicationMessages.jobMissing }, { status: 404 });
    }
    logger.error("application insert failed", { jobId: job.id, ...errorFields(error) });
    return refused(reply({ formErrors: [applicationMessages.failed] }), 500);
  }
  return data<ApplyResult>({ result: reply(), message: applicationMessages.success });
}
