import { data, Form, Link } from "react-router";
import { AdminPageHeader } from "~/components/admin/admin-ui";
import { ConfirmDelete, ConfirmDeletePanel } from "~/components/admin/confirm-delete";
import { Button } from "~/components/ui/button";
import { requirePermission, userHasPermission } from "~/features/access/guards.server";
import { adminMeta } from "~/features/admin/meta";
import { BackToJobs } from "~/features/admin-jobs/components/back-to-jobs";
import { JobForm } from "~/features/admin-jobs/components/job-form";
import { JobStateBadge } from "~/features/admin-jobs/components/job-state-badge";
import { deletedJobMessage } from "~/features/admin-jobs/deleted-job";
import {
  jobFormValues,
  jobToFormValues,
  newJobValues,
  parseJobInput,
} from "~/features/admin-jobs/job-input";
import { findJob } from "~/features/admin-jobs/job-queries.server";
import {
  createJob,
  deleteJob,
  setJobFlag,
  updateJob,
} from "~/features/admin-jobs/job-writes.server";
import { jobState } from "~/features/admin-jobs/list-filters";
import type { AuditActor } from "~/features/audit/audit.server";
import { readForm } from "~/features/forms/read-form.server";
import { listJobCategories } from "~/features/jobs/jobs.server";
import { jobPath } from "~/features/jobs/paths";
import { redirectWithFlash } from "~/lib/flash.server";
import { replyWithErrors } from "~/lib/form-reply.server";
import { countOf } from "~/lib/plural";
import type { Route } from "./+types/job-edit";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.job ? `Edit “${loaderData.job.title}”` : "New job");

const notFound = () => data(null, { status: 404 });

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requirePermission(
    request,
    params.id === undefined ? "create:job:any" : "update:job:any",
  );
  const job = params.id === undefined ? null : await findJob(params.id);
  if (params.id !== undefined && !job) throw notFound();
  const [categories, canDelete] = await Promise.all([
    listJobCategories(),
    job ? userHasPermission(user.id, "delete:job:any") : false,
  ]);
  return {
    job: job
      ? {
          id: job.id,
          title: job.title,
          slug: job.slug,
          state: jobState(job),
          applications: job.applications,
          updatedAt: job.updatedAt.toISOString(),
        }
      : null,
    values: job ? jobToFormValues(job) : newJobValues,
    categories,
    canDelete,
    confirmingDelete: canDelete && new URL(request.url).searchParams.has("delete"),
  };
}

/** Where the saved job can be seen, or why it is not on the board. */
function visibility(job: { slug: string; isActive: boolean; applicationDeadline: Date | null }) {
  const state = jobState(job);
  if (state === "open") return `It is live at ${jobPath(job.slug)}.`;
  if (state === "inactive") return "It is inactive: not on the careers board.";
  return "Its deadline has passed: not on the careers board.";
}

async function save(user: AuditActor, form: FormData, id: string | undefined) {
  const values = jobFormValues(form);
  const parsed = parseJobInput(values);
  if (!parsed.ok) {
    return data(
      replyWithErrors(form, {
        fieldErrors: parsed.fieldErrors,
        formError: "Please check the highlighted fields.",
      }),
      { status: 400 },
    );
  }
  const result = id ? await updateJob(user, id, parsed.job) : await createJob(user, parsed.job);
  if (!result.ok) {
    if (result.status === 404) throw notFound();
    return data(
      replyWithErrors(form, { fieldErrors: result.fieldErrors, formError: result.error }),
      {
        status: result.status,
      },
    );
  }
  const unchanged = "changed" in result && !result.changed;
  return redirectWithFlash(`/admin/jobs/${"id" in result ? result.id : id}`, {
    type: "success",
    title: id ? (unchanged ? "No changes to save" : "Job saved") : "Job created",
    description: visibility(parsed.job),
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requirePermission(
    request,
    params.id === undefined ? "create:job:any" : "update:job:any",
  );
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "save") return save(user, form, params.id);
  if (params.id === undefined) throw data({ message: "Unknown action." }, { status: 400 });

  if (intent === "deactivate") {
    const result = await setJobFlag(user, params.id, "isActive", false);
    if (!result.ok) throw notFound();
    return redirectWithFlash(`/admin/jobs/${params.id}`, {
      type: "success",
      title: "Job deactivated",
      description: "It is off the careers board; its applications are kept.",
    });
  }
  if (intent === "delete") {
    if (!(await userHasPermission(user.id, "delete:job:any"))) {
      throw data({ message: "You may not delete jobs." }, { status: 403 });
    }
    const result = await deleteJob(user, params.id);
    if (!result.ok) throw notFound();
    return redirectWithFlash("/admin/jobs", {
      type: "success",
      title: "Job deleted",
      description: deletedJobMessage(result.title, result.applications),
    });
  }
  throw data({ message: "Unknown action." }, { status: 400 });
}

function DeleteQuestion({ title, applications }: { title: string; applications: number }) {
  return (
    <>
      <p>
        {applications > 0
          ? `Its ${countOf(applications, "application")} will be deleted with it, and candidates' saves of it.`
          : "It has no applications."}{" "}
        This cannot be undone.
      </p>
      <p>To close “{title}” and keep its applications, deactivate it instead.</p>
    </>
  );
}

export default function AdminJobEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { job, values, categories, canDelete, confirmingDelete } = loaderData;
  const deleteQuestion = job
    ? {
        title: `Delete “${job.title}”?`,
        fields: { intent: "delete" },
        confirmLabel: "Delete job",
        children: <DeleteQuestion title={job.title} applications={job.applications} />,
      }
    : null;
  return (
    <div className="space-y-8">
      <BackToJobs />
      <AdminPageHeader
        title={job ? "Edit job" : "New job"}
        description={
          job ? (
            <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <JobStateBadge state={job.state} />
              <span>{job.title}</span>
              <Link
                to={`/admin/applications?job=${job.id}`}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {countOf(job.applications, "application")}
              </Link>
              {job.state === "open" ? (
                <Link
                  to={jobPath(job.slug)}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  View on the site
                </Link>
              ) : null}
            </span>
          ) : (
            "It goes on the careers board once saved as active."
          )
        }
      />
      {confirmingDelete && job && deleteQuestion ? (
        <ConfirmDeletePanel cancelHref={`/admin/jobs/${job.id}`} {...deleteQuestion} />
      ) : null}
      <JobForm
        key={job?.updatedAt ?? "new"}
        values={values}
        categories={categories}
        result={actionData}
        submitLabel={job ? "Save changes" : "Create job"}
      />
      {job && canDelete && deleteQuestion ? (
        <section
          aria-labelledby="delete-job-heading"
          className="space-y-3 border-t border-border pt-6"
        >
          <h2 id="delete-job-heading" className="text-lg font-semibold">
            Delete this job
          </h2>
          <p className="text-sm text-muted-foreground">
            Deleting removes the job and its applications for good. Deactivating takes it off the
            careers board and keeps them.
          </p>
          <div className="flex flex-wrap gap-2">
            {job.state !== "inactive" ? (
              <Form method="post">
                <input type="hidden" name="intent" value="deactivate" />
                <Button type="submit" variant="outline" size="sm">
                  Deactivate instead
                </Button>
              </Form>
            ) : null}
            <ConfirmDelete
              triggerLabel="Delete job"
              fallbackHref={`/admin/jobs/${job.id}?delete`}
              {...deleteQuestion}
            />
          </div>
        </section>
      ) : null}
    </div>
  );
}
