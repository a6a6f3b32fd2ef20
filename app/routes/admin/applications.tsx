import { data, Link } from "react-router";
import { AdminPageHeader } from "~/components/admin/admin-ui";
import { requirePermission } from "~/features/access/guards.server";
import { adminMeta } from "~/features/admin/meta";
import {
  type ApplicationListItem,
  ApplicationsList,
  ApplicationsSearch,
} from "~/features/admin-applications/components/applications-list";
import { applicationsHref, parseApplicationFilters } from "~/features/admin-applications/filters";
import { findJobForFilter, listApplications } from "~/features/admin-applications/list.server";
import { pageCountFor } from "~/lib/admin-paging";
import type { Route } from "./+types/applications";

export const meta: Route.MetaFunction = () => adminMeta("Applications");

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "read:application:any");
  const url = new URL(request.url);
  const filters = parseApplicationFilters(url.searchParams);
  const job = filters.jobId ? await findJobForFilter(filters.jobId) : null;
  if (filters.jobId && !job) throw data({ message: "Job not found." }, { status: 404 });
  const list = await listApplications(filters);
  const rows: ApplicationListItem[] = list.rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
  return {
    filters,
    job,
    rows,
    counts: list.counts,
    pageCount: pageCountFor(list.total),
    search: url.searchParams.toString(),
  };
}

export default function AdminApplications({ loaderData }: Route.ComponentProps) {
  const { filters, job, rows, counts, pageCount, search } = loaderData;
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={job ? `Applications for ${job.title}` : "Applications"}
        description={
          job ? (
            <>
              Only this job's applications.{" "}
              <Link
                to={`/admin/jobs/${job.id}`}
                className="text-primary underline underline-offset-4"
              >
                Back to the job
              </Link>{" "}
              ·{" "}
              <Link
                to={applicationsHref({ status: filters.status, q: filters.q })}
                className="text-primary underline underline-offset-4"
              >
                Applications for every job
              </Link>
            </>
          ) : (
            "Every application to every job, newest first."
          )
        }
      />
      <ApplicationsSearch jobId={job?.id ?? null} status={filters.status} q={filters.q} />
      <ApplicationsList
        jobId={job?.id ?? null}
        status={filters.status}
        q={filters.q}
        counts={counts}
        rows={rows}
        page={filters.page}
        pageCount={pageCount}
        search={search}
      />
    </div>
  );
}
