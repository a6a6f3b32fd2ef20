import { Link } from "react-router";
import { AdminTable } from "~/components/admin/admin-ui";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { buttonVariants } from "~/components/ui/button";
import { CategoryBadge } from "~/features/jobs/components/category-badge";
import type { CategoryRow } from "../categories.server";

/** What deleting a category does to its jobs. */
export function deleteCategoryQuestion(category: CategoryRow) {
  return {
    title: `Delete “${category.name}”?`,
    fields: { intent: "delete", id: category.id },
    confirmLabel: "Delete category",
    children: (
      <p>
        {category.jobs === 0
          ? "No job is in this category."
          : `Its ${category.jobs} job${category.jobs === 1 ? "" : "s"} will stay, without a category.`}
      </p>
    ),
  };
}

export function CategoryTable({ rows, canDelete }: { rows: CategoryRow[]; canDelete: boolean }) {
  const linkClass = "font-medium text-primary underline-offset-4 hover:underline";
  return (
    <AdminTable
      caption="Job categories"
      columns={["Name", "Description", "Jobs", "Actions"]}
      rowCount={rows.length}
      empty="No categories yet."
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <th scope="row" className="font-medium">
            <CategoryBadge category={row} />
          </th>
          <td>{row.description ?? <span className="text-muted-foreground">None</span>}</td>
          <td className="whitespace-nowrap">
            <Link to={`/admin/jobs?category=${encodeURIComponent(row.id)}`} className={linkClass}>
              {row.jobs} ({row.openJobs} open)
              <span className="sr-only"> in “{row.name}”</span>
            </Link>
          </td>
          <td>
            <div className="flex flex-wrap gap-2">
              <Link
                to={`?edit=${encodeURIComponent(row.id)}`}
                className={buttonVariants({ variant: "outline", size: "sm" })}
              >
                Edit
                <span className="sr-only"> “{row.name}”</span>
              </Link>
              {canDelete ? (
                <ConfirmDelete
                  triggerLabel="Delete"
                  triggerContext={`“${row.name}”`}
                  fallbackHref={`?delete=${encodeURIComponent(row.id)}`}
                  {...deleteCategoryQuestion(row)}
                />
              ) : null}
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
