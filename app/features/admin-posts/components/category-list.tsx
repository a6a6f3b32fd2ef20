import { Link } from "react-router";
import { AdminTable } from "~/components/admin/admin-ui";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { pluralWord } from "~/lib/plural";
import type { AdminCategory } from "../categories-admin.server";
import { tableLinkClass } from "./styles";

/** What deleting a category does to its posts, in words. */
export function categoryDeleteWarning(category: Pick<AdminCategory, "postCount">): string {
  const count = category.postCount;
  if (count === 0) return "No posts are in this category.";
  return `${count} ${count === 1 ? "post becomes" : "posts become"} uncategorised; ${count === 1 ? "it stays" : "they stay"} published as before.`;
}

/** The categories with their post counts, an edit link and (if allowed) a confirmed delete per row. */
export function CategoryList({
  categories,
  canDelete,
}: {
  categories: AdminCategory[];
  canDelete: boolean;
}) {
  return (
    <AdminTable
      caption="Post categories"
      columns={["Name", "Slug", "Description", "Posts", "Actions"]}
      empty="No categories yet."
      rowCount={categories.length}
    >
      {categories.map((category) => (
        <tr key={category.id}>
          <th scope="row" className="font-medium">
            <span className="inline-flex items-center gap-2">
              <span
                aria-hidden="true"
                className="size-3 rounded-full border border-border"
                style={{ backgroundColor: category.color ?? "transparent" }}
              />
              {category.name}
            </span>
          </th>
          <td className="font-mono text-xs">{category.slug}</td>
          <td className="max-w-md text-muted-foreground">{category.description}</td>
          <td>
            <Link to={`/admin/posts?category=${category.id}`} className={tableLinkClass}>
              {category.postCount}
              <span className="sr-only">
                {" "}
                {pluralWord(category.postCount, "post")} in {category.name}
              </span>
            </Link>
          </td>
          <td>
            <div className="flex flex-wrap gap-2">
              <Link to={`?edit=${category.id}`} className={tableLinkClass}>
                Edit<span className="sr-only"> {category.name}</span>
              </Link>
              {canDelete ? (
                <ConfirmDelete
                  triggerLabel="Delete"
                  triggerContext={category.name}
                  confirmLabel="Delete"
                  title={`Delete the category “${category.name}”?`}
                  fields={{ intent: "delete", id: category.id }}
                  fallbackHref={`?delete=${category.id}`}
                >
                  {categoryDeleteWarning(category)}
                </ConfirmDelete>
              ) : null}
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
