import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { AdminTable } from "~/components/admin/admin-ui";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { Button, buttonVariants } from "~/components/ui/button";
import { InputField, TextareaField } from "~/components/ui/field";
import { FormErrors } from "~/components/ui/form-alert";
import { CategoryBadge } from "~/features/jobs/components/category-badge";
import { fallbackCategoryColor } from "~/features/jobs/labels";
import type { CategoryRow } from "../categories.server";
import type { CategoryFormValues } from "../category-input";

/** A refused create or edit, as the action answers it. */
export interface CategoryFormResult {
  /** The category edited, or null for a new one. */
  id: string | null;
  result: SubmissionResult<string[]>;
}

/** Create or edit one category; a plain POST checked on the server, errors next to their fields. */
export function CategoryForm({
  editing,
  answer,
}: {
  editing: CategoryRow | null;
  answer?: CategoryFormResult;
}) {
  const navigation = useNavigation();
  const intent = editing ? "update" : "create";
  const idPrefix = editing ? "edit-category" : "new-category";
  const [form, fields] = useForm<CategoryFormValues>({
    id: idPrefix,
    lastResult: answer && answer.id === (editing?.id ?? null) ? answer.result : undefined,
    defaultValue: {
      name: editing?.name,
      description: editing?.description ?? "",
      color: editing?.color ?? fallbackCategoryColor,
    },
  });
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const heading = editing ? `Edit “${editing.name}”` : "New category";

  return (
    <section
      aria-labelledby={`${idPrefix}-heading`}
      className="rounded-lg border border-border p-5"
    >
      <h2 id={`${idPrefix}-heading`} className="mb-4 text-lg font-semibold">
        {heading}
      </h2>
      <Form
        method="post"
        {...getFormProps(form)}
        aria-labelledby={`${idPrefix}-heading`}
        className="grid gap-5 md:grid-cols-[1fr_10rem]"
      >
        <input type="hidden" name="intent" value={intent} />
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <FormErrors errors={form.errors} className="md:col-span-2" />
        <InputField meta={fields.name} label="Name" maxLength={60} />
        <InputField meta={fields.color} type="color" label="Colour" />
        <TextareaField
          meta={fields.description}
          label="Description"
          required={false}
          rows={2}
          maxLength={300}
          className="md:col-span-2"
        />
        <div className="flex flex-wrap gap-2 md:col-span-2">
          <Button type="submit" disabled={busy}>
            {busy ? "Saving..." : editing ? "Save category" : "Add category"}
          </Button>
          {editing ? (
            <Link to="/admin/job-categories" className={buttonVariants({ variant: "outline" })}>
              Cancel
            </Link>
          ) : null}
        </div>
      </Form>
    </section>
  );
}

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
