import { Link } from "react-router";
import { AdminPageHeader } from "~/components/admin/admin-ui";
import { ConfirmDeletePanel } from "~/components/admin/confirm-delete";
import { Button } from "~/components/ui/button";
import { requirePermission } from "~/features/access/guards.server";
import { adminMeta } from "~/features/admin/meta";
import { listAdminCategories } from "~/features/admin-posts/categories-admin.server";
import {
  CategoryList,
  categoryDeleteWarning,
} from "~/features/admin-posts/components/category-list";
import { categoriesPath } from "~/features/staff-categories/categories";
import { categoryAction, mayDeleteCategories } from "~/features/staff-categories/categories.server";
import { CategoryForm } from "~/features/staff-categories/components/category-form";
import type { Route } from "./+types/post-categories";

export const meta: Route.MetaFunction = () => adminMeta("Post categories");

// Categories organise posts: whoever edits posts sees them; creating and deleting need their own
// permissions (categoryAction).
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "update:post:any");
  const params = new URL(request.url).searchParams;
  const [categories, canDelete] = await Promise.all([
    listAdminCategories(),
    mayDeleteCategories(user, "post"),
  ]);
  const find = (id: string | null) => categories.find((category) => category.id === id) ?? null;
  return {
    categories,
    canDelete,
    editing: find(params.get("edit")),
    deleting: canDelete ? find(params.get("delete")) : null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, "update:post:any");
  return categoryAction(request, user, "post");
}

export default function AdminPostCategories({ loaderData, actionData }: Route.ComponentProps) {
  const { categories, canDelete, editing, deleting } = loaderData;
  const list = categoriesPath("post");
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
          cancelHref={list}
        >
          {categoryDeleteWarning(deleting)}
        </ConfirmDeletePanel>
      ) : null}
      <CategoryForm kind="post" category={editing} answer={actionData} />
      <CategoryList categories={categories} canDelete={canDelete} />
    </div>
  );
}
