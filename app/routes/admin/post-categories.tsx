import { data, Link } from "react-router";
import { AdminPageHeader } from "~/components/admin/admin-ui";
import { ConfirmDeletePanel } from "~/components/admin/confirm-delete";
import { Button } from "~/components/ui/button";
import { requirePermission } from "~/features/access/guards.server";
import { adminMeta } from "~/features/admin/meta";
import {
  createCategory,
  deleteCategory,
  listAdminCategories,
  updateCategory,
} from "~/features/admin-posts/categories-admin.server";
import { parsePostCategoryForm } from "~/features/admin-posts/category-input";
import {
  CategoryForm,
  type CategoryFormResult,
} from "~/features/admin-posts/components/category-form";
import {
  CategoryList,
  categoryDeleteWarning,
} from "~/features/admin-posts/components/category-list";
import { readForm } from "~/features/forms/read-form.server";
import { redirectWithFlash } from "~/lib/flash.server";
import { replyWithErrors } from "~/lib/form-reply.server";
import type { Route } from "./+types/post-categories";

export const meta: Route.MetaFunction = () => adminMeta("Post categories");

// Categories organise posts: whoever edits posts manages them.
const permission = "update:post:any";

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, permission);
  const params = new URL(request.url).searchParams;
  const categories = await listAdminCategories();
  const find = (id: string | null) => categories.find((category) => category.id === id) ?? null;
  return { categories, editing: find(params.get("edit")), deleting: find(params.get("delete")) };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, permission);
  const form = await readForm(request);
  const intent = form.get("intent");
  const id = text(form, "id");
  if (intent === "delete") {
    const result = await deleteCategory(user, id);
    return redirectWithFlash(
      "/admin/post-categories",
      result.ok
        ? {
            type: "success",
            title: "Category deleted",
            description: `“${result.name}” is gone; ${result.postCount ?? 0} posts are now uncategorised.`,
          }
        : { type: "error", title: "Nothing deleted", description: result.error },
    );
  }
  if (intent !== "create" && intent !== "update") {
    throw data({ message: "Unknown action." }, { status: 400 });
  }
  const answer = (status: number, result: CategoryFormResult["result"]) =>
    data<CategoryFormResult>({ intent, id: intent === "update" ? id : null, result }, { status });
  const submission = parsePostCategoryForm(form);
  if (submission.status !== "success") return answer(400, submission.reply());
  const result =
    intent === "create"
      ? await createCategory(user, submission.value)
      : await updateCategory(user, id, submission.value);
  if (!result.ok) {
    // The whole form's message only when no field says what is wrong.
    const formError = Object.keys(result.fieldErrors).length ? undefined : result.error;
    return answer(
      result.status,
      replyWithErrors(form, { fieldErrors: result.fieldErrors, formError }),
    );
  }
  return redirectWithFlash("/admin/post-categories", {
    type: "success",
    title: intent === "create" ? "Category created" : "Category saved",
    description: `“${result.name}” is ready to use.`,
  });
}

export default function AdminPostCategories({ loaderData, actionData }: Route.ComponentProps) {
  const { categories, editing, deleting } = loaderData;
  return (
    <div className="space-y-8">
      <AdminPageHeader
        title="Post categories"
        description="Group knowledge-center posts; the category also picks a post's automatic template."
        actions={
          <Button asChild variant="outline">
            <Link to="/admin/posts">All posts</Link>
          </Button>
        }
      />
      {deleting ? (
        <ConfirmDeletePanel
          confirmLabel="Delete"
          title={`Delete the category “${deleting.name}”?`}
          fields={{ intent: "delete", id: deleting.id }}
          cancelHref="/admin/post-categories"
        >
          {categoryDeleteWarning(deleting)}
        </ConfirmDeletePanel>
      ) : null}
      {editing ? (
        <CategoryForm
          key={editing.id}
          category={{
            ...editing,
            color: editing.color ?? "",
            description: editing.description ?? "",
          }}
          answer={actionData}
        />
      ) : (
        <CategoryForm answer={actionData} />
      )}
      <CategoryList categories={categories} />
    </div>
  );
}
