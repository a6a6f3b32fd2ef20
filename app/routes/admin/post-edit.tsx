import { ExternalLinkIcon } from "lucide-react";
import { data, Link } from "react-router";
import { AdminPageHeader } from "~/components/admin/admin-ui";
import { ConfirmDelete, ConfirmDeletePanel } from "~/components/admin/confirm-delete";
import { Button } from "~/components/ui/button";
import { requirePermission, userHasPermission } from "~/features/access/guards.server";
import { adminMeta } from "~/features/admin/meta";
import { listAdminCategories } from "~/features/admin-posts/categories-admin.server";
import { PostForm } from "~/features/admin-posts/components/post-form";
import { PostStateBadge } from "~/features/admin-posts/components/post-state-badge";
import { postFormValues, postToFormValues } from "~/features/admin-posts/post-input";
import { type PostState, postState } from "~/features/admin-posts/post-state";
import { deletePost, getPostForEdit, savePost } from "~/features/admin-posts/posts-admin.server";
import { previewPost } from "~/features/admin-posts/preview.server";
import { choosePostTemplate } from "~/features/blog/post-view";
import { readForm } from "~/features/forms/read-form.server";
import { redirectWithFlash } from "~/lib/flash.server";
import { replyWithErrors } from "~/lib/form-reply.server";
import type { Route } from "./+types/post-edit";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.post ? `Edit “${loaderData.post.title}”` : "New post");

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The post id of /admin/posts/:id (null on /admin/posts/new); a malformed one is a 404. */
function postIdOf(params: { id?: string }): string | null {
  if (params.id === undefined) return null;
  if (!uuidPattern.test(params.id)) throw data(null, { status: 404 });
  return params.id;
}

const notFound = () => data(null, { status: 404 });

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requirePermission(
    request,
    params.id === undefined ? "create:post:any" : "update:post:any",
  );
  const id = postIdOf(params);
  const post = id ? await getPostForEdit(id) : null;
  if (id && !post) throw notFound();
  const [categories, canDelete] = await Promise.all([
    listAdminCategories(),
    post ? userHasPermission(user.id, "delete:post:any") : false,
  ]);
  const values = postToFormValues(post);
  const preview = previewPost(values);
  return {
    post: post
      ? {
          id: post.id,
          title: post.title,
          slug: post.slug,
          state: postState(post),
          publishDate: post.publishDate.toISOString(),
          updatedAt: post.updatedAt.toISOString(),
        }
      : null,
    values,
    preview: preview.ok ? preview.tree : { type: "root" as const, children: [] },
    // With the layout "Automatic" picks for each, so the page ships no rule table (ADR 082).
    categories: categories.map(({ id, name }) => ({
      id,
      name,
      template: choosePostTemplate(null, id),
    })),
    canDelete,
    confirmingDelete: canDelete && new URL(request.url).searchParams.has("delete"),
  };
}

type SavedToast = { title: string; description: string };

const savedToasts: Record<string, SavedToast> = {
  "post.publish": { title: "Post published", description: "It is live on the knowledge center." },
  "post.schedule": { title: "Post scheduled", description: "It goes live at the time you set." },
  "post.unpublish": { title: "Post unpublished", description: "It is a draft again." },
  "post.update": { title: "Post saved", description: "Your changes are saved." },
};

const createdToasts: Record<PostState, SavedToast> = {
  draft: { title: "Post created", description: "Saved as a draft; publish it when ready." },
  scheduled: { title: "Post scheduled", description: "It goes live at the time you set." },
  published: { title: "Post published", description: "It is live on the knowledge center." },
};

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requirePermission(
    request,
    params.id === undefined ? "create:post:any" : "update:post:any",
  );
  const id = postIdOf(params);
  const form = await readForm(request);
  if (form.get("intent") === "delete") {
    if (!id) throw data({ message: "Unknown action." }, { status: 400 });
    const deleter = await requirePermission(request, "delete:post:any");
    const result = await deletePost(deleter, id);
    return redirectWithFlash(
      "/admin/posts",
      result.ok
        ? { type: "success", title: "Post deleted", description: `“${result.title}” is gone.` }
        : { type: "error", title: "Nothing deleted", description: result.error },
    );
  }
  const values = postFormValues(form);
  const result = await savePost(user, values, { id: id ?? undefined });
  if (!result.ok) {
    if (result.status === 404) throw notFound();
    return data(
      replyWithErrors(form, { fieldErrors: result.fieldErrors, formError: result.error }),
      { status: result.status },
    );
  }
  const toast =
    result.action === "post.create"
      ? createdToasts[result.state]
      : (savedToasts[result.action] ?? (savedToasts["post.update"] as SavedToast));
  return redirectWithFlash(`/admin/posts/${result.id}`, { type: "success", ...toast });
}

export default function AdminPostEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { post, values, preview, categories, canDelete, confirmingDelete } = loaderData;
  const deleteProps = post && {
    confirmLabel: "Delete post",
    title: `Delete “${post.title}”?`,
    children:
      "The post is removed for good: from the knowledge center, the feeds and the sitemap. This cannot be undone.",
    fields: { intent: "delete" },
  };
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={post ? "Edit post" : "New post"}
        description={
          post ? (
            <span className="inline-flex flex-wrap items-center gap-2">
              <span>{post.title}</span>
              <PostStateBadge state={post.state} />
            </span>
          ) : (
            "Write in Markdown; the preview shows it as readers will see it."
          )
        }
        actions={
          <>
            <Button asChild variant="outline" size="sm">
              <Link to="/admin/posts">All posts</Link>
            </Button>
            {post?.state === "published" ? (
              <Button asChild variant="outline" size="sm">
                <Link to={`/knowledge-center/${post.slug}`}>
                  View on the site
                  <ExternalLinkIcon aria-hidden="true" />
                </Link>
              </Button>
            ) : null}
            {deleteProps && canDelete ? (
              <ConfirmDelete {...deleteProps} triggerLabel="Delete post" fallbackHref="?delete" />
            ) : null}
          </>
        }
      />
      {deleteProps && confirmingDelete ? (
        <ConfirmDeletePanel {...deleteProps} cancelHref={`/admin/posts/${post.id}`} />
      ) : null}
      <PostForm
        key={post?.updatedAt ?? "new"}
        initial={values}
        result={actionData}
        categories={categories}
        preview={preview}
        current={post ? { state: post.state, publishDate: post.publishDate } : null}
        isNew={!post}
      />
    </div>
  );
}
