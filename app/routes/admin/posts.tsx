import { PlusIcon } from "lucide-react";
import { Link, useLocation } from "react-router";
import { AdminPageHeader, AdminPagination } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { requirePermission, userHasPermission } from "~/features/access/guards.server";
import { adminMeta } from "~/features/admin/meta";
import { listAdminCategories } from "~/features/admin-posts/categories-admin.server";
import {
  PostListFilterForm,
  type PostListRow,
  PostListTable,
} from "~/features/admin-posts/components/post-list";
import { parsePostStateFilter } from "~/features/admin-posts/post-state";
import { listAdminPosts } from "~/features/admin-posts/posts-admin.server";
import { pageCountFor, parsePage } from "~/lib/admin-paging";
import type { Route } from "./+types/posts";

export const meta: Route.MetaFunction = () => adminMeta("Posts");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "update:post:any");
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, 200);
  const state = parsePostStateFilter(params.get("status"));
  const page = parsePage(params.get("page"));
  const [categories, canCreate] = await Promise.all([
    listAdminCategories(),
    userHasPermission(user.id, "create:post:any"),
  ]);
  // An unknown category shows everything rather than an empty list.
  const categoryId = categories.find((category) => category.id === params.get("category"))?.id;
  const { rows, total } = await listAdminPosts({ q, state, categoryId, page });
  const list: PostListRow[] = rows.map((row) => ({
    ...row,
    publishDate: row.publishDate.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
  return {
    filters: { q, state, categoryId: categoryId ?? null },
    categories: categories.map(({ id, name }) => ({ id, name })),
    rows: list,
    total,
    page,
    pageCount: pageCountFor(total),
    canCreate,
  };
}

export default function AdminPosts({ loaderData }: Route.ComponentProps) {
  const { filters, categories, rows, total, page, pageCount, canCreate } = loaderData;
  const location = useLocation();
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Posts"
        description={`${total} ${total === 1 ? "post" : "posts"} in the knowledge center.`}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/admin/post-categories">Categories</Link>
            </Button>
            {canCreate ? (
              <Button asChild>
                <Link to="/admin/posts/new">
                  <PlusIcon aria-hidden="true" />
                  New post
                </Link>
              </Button>
            ) : null}
          </>
        }
      />
      <PostListFilterForm filters={filters} categories={categories} />
      <PostListTable rows={rows} />
      <AdminPagination
        page={page}
        pageCount={pageCount}
        search={location.search.replace(/^\?/, "")}
        label="Pages of posts"
      />
    </div>
  );
}
