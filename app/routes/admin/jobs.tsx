import { PlusIcon } from "lucide-react";
import { data, Link, useLocation } from "react-router";
import { AdminPageHeader, AdminPagination } from "~/components/admin/admin-ui";
import { buttonVariants } from "~/components/ui/button";
import { requirePermission } from "~/features/access/guards.server";
import { adminMeta } from "~/features/admin/meta";
import { refusedToast } from "~/features/admin/refused-toast";
import { JobFiltersForm, JobTable } from "~/features/admin-jobs/components/job-list";
import { listAdminJobs } from "~/features/admin-jobs/job-queries.server";
import { setJobFlag } from "~/features/admin-jobs/job-writes.server";
import { jobState, parseJobFilters } from "~/features/admin-jobs/list-filters";
import { readForm } from "~/features/forms/read-form.server";
import { listJobCategories } from "~/features/jobs/jobs.server";
import { redirectWithFlash } from "~/lib/flash.server";
import { countOf, pluralWord } from "~/lib/plural";
import type { Route } from "./+types/jobs";

export const meta: Route.MetaFunction = () => adminMeta("Jobs");

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "update:job:any");
  const filters = parseJobFilters(new URL(request.url).searchParams);
  const [page, categories] = await Promise.all([listAdminJobs(filters), listJobCategories()]);
  return { filters, page, categories };
}

const rowActions = {
  activate: { flag: "isActive", value: true, title: "Job activated" },
  deactivate: { flag: "isActive", value: false, title: "Job deactivated" },
  feature: { flag: "isFeatured", value: true, title: "Job featured" },
  unfeature: { flag: "isFeatured", value: false, title: "Job no longer featured" },
} as const;

/** What the change means for visitors. */
function outcome(intent: keyof typeof rowActions, job: Parameters<typeof jobState>[0]): string {
  const state = jobState(job);
  if (intent === "activate" && state === "expired") {
    return "Its deadline has passed, so it stays off the careers board until you change the deadline.";
  }
  if (intent === "activate") return "It is on the careers board again.";
  if (intent === "deactivate") return "It is off the careers board; its applications are kept.";
  if (intent === "feature") {
    return state === "open"
      ? "It shows first on the careers board."
      : "It will show first on the careers board while open.";
  }
  return "It is listed among the other jobs.";
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, "update:job:any");
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  if (!Object.hasOwn(rowActions, intent)) {
    throw data({ message: "Unknown action." }, { status: 400 });
  }
  const chosen = rowActions[intent as keyof typeof rowActions];
  const result = await setJobFlag(user, String(form.get("id") ?? ""), chosen.flag, chosen.value);
  // Back to the same filters and page.
  const back = `/admin/jobs${new URL(request.url).search}`;
  if (!result.ok) {
    return redirectWithFlash(back, refusedToast(result.error));
  }
  return redirectWithFlash(back, {
    type: "success",
    title: chosen.title,
    description: `“${result.job.title}”: ${outcome(intent as keyof typeof rowActions, result.job)}`,
  });
}

export default function AdminJobs({ loaderData }: Route.ComponentProps) {
  const { filters, page, categories } = loaderData;
  const location = useLocation();
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Jobs"
        description={`${countOf(page.total, "job")} ${pluralWord(page.total, "matches", "match")}.`}
        actions={
          <>
            <Link to="/admin/job-categories" className={buttonVariants({ variant: "outline" })}>
              Categories
            </Link>
            <Link to="/admin/jobs/new" className={buttonVariants()}>
              <PlusIcon aria-hidden="true" />
              New job
            </Link>
          </>
        }
      />
      <JobFiltersForm key={location.search} filters={filters} categories={categories} />
      <JobTable rows={page.rows} />
      <AdminPagination
        page={page.page}
        pageCount={page.pageCount}
        search={location.search.replace(/^\?/, "")}
        label="Jobs pages"
      />
    </div>
  );
}
