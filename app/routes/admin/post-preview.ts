import { data } from "react-router";
import { requirePermission } from "~/features/access/guards.server";
import { previewPost } from "~/features/admin-posts/preview.server";
import { readForm } from "~/features/forms/read-form.server";
import type { Route } from "./+types/post-preview";

/** The editor's live preview: the post body's Markdown as the public page's hast tree. */
export async function action({ request }: Route.ActionArgs) {
  await requirePermission(request, "update:post:any");
  const form = await readForm(request);
  const result = previewPost({
    content: form.get("content"),
    template: form.get("template"),
    categoryId: form.get("categoryId"),
  });
  return result.ok ? result : data(result, { status: 400 });
}
