import { AdminPageHeader } from "~/components/admin/admin-ui";
import { ConfirmDeletePanel } from "~/components/admin/confirm-delete";
import { requirePermission } from "~/features/access/guards.server";
import { adminMeta } from "~/features/admin/meta";
import { listCategoriesWithCounts } from "~/features/admin-jobs/categories.server";
import { BackToJobs } from "~/features/admin-jobs/components/back-to-jobs";
import { CategoryTable, deleteCategoryQuestion } from "~/features/admin-jobs/components/categories";
import { categoriesPath } from "~/features/staff-categories/categories";
import { categoryAction, mayDeleteCategories } from "~/features/staff-categories/categories.server";
import { CategoryForm } from "~/features/staff-categories/components/category-form";
import type { Route } from "./+types/job-categories";

export const meta: Route.MetaFunction = () => adminMeta("Job categories");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "update:job:any");
  const params = new URL(request.url).searchParams;
  const [rows, canDelete] = await Promise.all([
    listCategoriesWithCounts(),
    mayDeleteCategories(user, "job"),
  ]);
  const find = (id: string | null) => rows.find((row) => row.id === id) ?? null;
  return {
    rows,
    canDelete,
    editing: find(params.get("edit")),
    confirmingDelete: canDelete ? find(params.get("delete")) : null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, "update:job:any");
  return categoryAction(request, user, "job");
}

export default function AdminJobCategories({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, canDelete, editing, confirmingDelete } = loaderData;
  const list = categoriesPath("job");
  return (
    <div className="space-y-8">
      <BackToJobs />
      <AdminPageHeader
        title="Job categories"
        description="Categories group jobs on the careers board and its filter."
      />
      {confirmingDelete ? (
        <ConfirmDeletePanel cancelHref={list} {...deleteCategoryQuestion(confirmingDelete)} />
      ) : null}
      <CategoryForm kind="job" category={editing} answer={actionData} />
      <CategoryTable rows={rows} canDelete={canDelete} />
    </div>
  );
}
