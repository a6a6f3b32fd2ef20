import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { AdminPageHeader, humanize } from "~/components/admin/admin-ui";
import { requirePermission, userHasPermission } from "~/features/access/guards.server";
import { adminMeta } from "~/features/admin/meta";
import {
  ApplicantSection,
  CoverLetterSection,
  JobSection,
  ResumeSection,
} from "~/features/admin-applications/components/application-details";
import { StatusChangeForm } from "~/features/admin-applications/components/status-form";
import { StatusHistory } from "~/features/admin-applications/components/status-history";
import { getStaffApplication } from "~/features/admin-applications/detail.server";
import { changeApplicationStatus } from "~/features/admin-applications/status-change.server";
import { statusFormSchema } from "~/features/admin-applications/status-form.server";
import { StatusBadge } from "~/features/applications/components/status-badge";
import { readForm } from "~/features/forms/read-form.server";
import { redirectWithFlash } from "~/lib/flash.server";
import type { Route } from "./+types/application";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(
    loaderData ? `Application from ${loaderData.application.applicantName}` : "Application",
  );

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requirePermission(request, "read:application:any");
  const [application, canUpdate] = await Promise.all([
    getStaffApplication(params.id),
    userHasPermission(user.id, "update:application:any"),
  ]);
  if (!application) throw data({ message: "Application not found." }, { status: 404 });
  return { application, canUpdate };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requirePermission(request, "update:application:any");
  const submission = parseWithZod(await readForm(request), { schema: statusFormSchema });
  if (submission.status !== "success") {
    // The fields say what is wrong; else the status the page showed was not one (reload).
    const { expectedStatus, ...fieldErrors } = submission.error ?? {};
    const onFields = Object.values(fieldErrors).some((errors) => errors?.length);
    const result = submission.reply({ formErrors: onFields ? [] : (expectedStatus ?? []) });
    return data({ result }, { status: 400 });
  }
  const result = await changeApplicationStatus({
    applicationId: params.id,
    input: submission.value,
    actor: { id: user.id, email: user.email },
  });
  if (!result.ok) {
    if (result.status === 404) throw data({ message: result.error }, { status: 404 });
    return data(
      { result: submission.reply({ formErrors: [result.error] }) },
      { status: result.status },
    );
  }
  return redirectWithFlash(`/admin/applications/${params.id}`, {
    type: "success",
    title: `Status changed to ${humanize(submission.value.status).toLowerCase()}`,
    description: result.emailed
      ? "The candidate was emailed about it."
      : "No email was sent: the application is anonymised.",
  });
}

/** After a 409 the page shows the status someone else set, so the next try starts from it. */
export function shouldRevalidate({
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export default function AdminApplication({ loaderData, actionData }: Route.ComponentProps) {
  const { application, canUpdate } = loaderData;
  return (
    <div className="space-y-6">
      <Link to="/admin/applications" className="text-sm text-primary underline underline-offset-4">
        All applications
      </Link>
      <AdminPageHeader
        title={`Application from ${application.applicantName}`}
        description={
          <>
            For {application.job.title}. Current status: <StatusBadge status={application.status} />
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <ApplicantSection application={application} />
        <JobSection job={application.job} />
      </div>
      <CoverLetterSection text={application.coverLetter} />
      <ResumeSection application={application} />
      {canUpdate ? (
        <StatusChangeForm current={application.status} result={actionData?.result} />
      ) : null}
      <StatusHistory entries={application.history} />
    </div>
  );
}
