import { data } from "react-router";
import { AdminPageHeader } from "~/components/admin/admin-ui";
import { ConfirmDeletePanel } from "~/components/admin/confirm-delete";
import { requirePermission, userHasPermission } from "~/features/access/guards.server";
import type { Permission } from "~/features/access/permissions";
import { adminMeta } from "~/features/admin/meta";
import { refusedToast } from "~/features/admin/refused-toast";
import {
  createCategory,
  deleteCategory,
  listCategoriesWithCounts,
  updateCategory,
} from "~/features/admin-jobs/categories.server";
import { parseCategoryForm } from "~/features/admin-jobs/category-input";
import { BackToJobs } from "~/features/admin-jobs/components/back-to-jobs";
import {
  CategoryForm,
  type CategoryFormResult,
  CategoryTable,
  deleteCategoryQuestion,
} from "~/features/admin-jobs/components/categories";
import { readForm } from "~/features/forms/read-form.server";
import { redirectWithFlash } from "~/lib/flash.server";
import { replyWithErrors } from "~/lib/form-reply.server";
import type { Route } from "./+types/job-categories";

export const meta: Route.MetaFunction = () => adminMeta("Job categories");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "update:job:any");
  const params = new URL(request.url).searchParams;
  const [rows, canDelete] = await Promise.all([
    listCategoriesWithCounts(),
    userHasPermission(user.id, "delete:job:any"),
  ]);
  const find = (id: string | null) => rows.find((row) => row.id === id) ?? null;
  return {
    rows,
    canDelete,
    editing: find(params.get("edit")),
    confirmingDelete: canDelete ? find(params.get("delete")) : null,
  };
}

const intentPermissions: Record<string, Permission> = {
  create: "create:job:any",
  update: "update:job:any",
  delete: "delete:job:any",
};

const list = "/admin/job-categories";

export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, "update:job:any");
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const permission = intentPermissions[intent];
  if (!permission) throw data({ message: "Unknown action." }, { status: 400 });
  if (!(await userHasPermission(user.id, permission))) {
    throw data({ message: "You do not have access to this action." }, { status: 403 });
  }
  const id = String(form.get("id") ?? "");

  if (intent === "delete") {
    const result = await deleteCategory(user, id);
    if (!result.ok) {
      return redirectWithFlash(list, refusedToast(result.error));
    }
    return redirectWithFlash(list, {
      type: "success",
      title: "Category deleted",
      description:
        result.jobs === 0
          ? `“${result.name}” is gone.`
          : `“${result.name}” is gone; its ${result.jobs} job${result.jobs === 1 ? " is" : "s are"} now without a category.`,
    });
  }

  const editedId = intent === "update" ? id : null;
  const submission = parseCategoryForm(form);
  if (submission.status !== "success") {
    const result = submission.reply({ formErrors: ["Please check the highlighted fields."] });
    return data<CategoryFormResult>({ id: editedId, result }, { status: 400 });
  }
  const category = submission.value;
  const saved = editedId
    ? await updateCategory(user, editedId, category)
    : await createCategory(user, category);
  if (!saved.ok && saved.status === 404) {
    return redirectWithFlash(list, refusedToast(saved.error));
  }
  if (!saved.ok) {
    const result = replyWithErrors(form, {
      fieldErrors: saved.fieldErrors,
      formError: saved.error,
    });
    return data<CategoryFormResult>({ id: editedId, result }, { status: saved.status });
  }
  return redirectWithFlash(list, {
    type: "success",
    title: editedId ? "Category saved" : "Category added",
    description: `“${category.name}” is ready to use on jobs.`,
  });
}

export default function AdminJobCategories({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, canDelete, editing, confirmingDelete } = loaderData;
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
      <CategoryForm key={editing?.id ?? "new"} editing={editing} answer={actionData} />
      <CategoryTable rows={rows} canDelete={canDelete} />
    </div>
  );
}
