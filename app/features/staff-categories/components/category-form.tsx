import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { InputField, TextareaField } from "~/components/ui/field";
import { ServerCheckedForm } from "~/components/ui/form";
import { serverCheckedForm } from "~/components/ui/server-checked-form";
import { useIsSubmitting } from "~/components/ui/submit-button";
import { type CategoryKind, categoriesPath, categoryLimits, newCategoryColor } from "../categories";
import type { CategoryFormAnswer } from "../categories.server";

/** A category being edited, as the page's loader gives it. */
export interface EditedCategory {
  id: string;
  name: string;
  description: string | null;
  color: string | null;
  /** A post category's address; job categories have none. */
  slug?: string;
}

interface CategoryFormProps {
  kind: CategoryKind;
  category: EditedCategory | null;
  /** The action's last answer, when it refused a create or an edit. */
  answer?: CategoryFormAnswer;
}

/**
 * Create a job or post category, or edit one (`category` given): name, colour and description.
 * Checked on the server only (ADR 076, 081): the browser checks the name is there and the
 * lengths, the action parses the same schema; its errors show next to their fields, the first
 * of which takes the focus. Works without JavaScript.
 */
export function CategoryForm(props: CategoryFormProps) {
  // Each new location (the redirect after a save) starts the form again from its values.
  const location = useLocation();
  return <CategoryFormSection key={`${props.category?.id ?? "new"}-${location.key}`} {...props} />;
}

function CategoryFormSection({ kind, category, answer }: CategoryFormProps) {
  const intent = category ? "update" : "create";
  const mine = answer && answer.intent === intent && answer.id === (category?.id ?? null);
  const idPrefix = category ? "edit-category" : "new-category";
  const headingId = `${idPrefix}-heading`;
  const { form, fields } = serverCheckedForm(
    idPrefix,
    ["name", "color", "description"],
    mine ? answer.result : undefined,
    {
      name: category?.name,
      color: category?.color || newCategoryColor[kind],
      description: category?.description ?? "",
    },
  );
  const saving = useIsSubmitting(intent);
  // A post category's id is its address (slug), made once from its first name.
  const nameNote =
    kind !== "post"
      ? undefined
      : category?.slug
        ? `Its slug stays ${category.slug}, so links that use it keep working.`
        : "Its address (slug) is made from the name and does not change later.";

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border p-6">
      <h2 id={headingId} className="mb-4 text-lg font-semibold">
        {category ? `Edit “${category.name}”` : "New category"}
      </h2>
      <ServerCheckedForm
        form={form}
        aria-labelledby={headingId}
        className="grid gap-5 md:grid-cols-[2fr_1fr]"
        errorsClassName="md:col-span-2"
      >
        <input type="hidden" name="intent" value={intent} />
        {category ? <input type="hidden" name="id" value={category.id} /> : null}
        <InputField
          meta={fields.name}
          label="Name"
          required
          maxLength={categoryLimits.name}
          autoComplete="off"
          description={nameNote}
        />
        <InputField meta={fields.color} type="color" label="Colour" controlClassName="max-w-24" />
        <TextareaField
          meta={fields.description}
          label="Description"
          required={false}
          rows={2}
          maxLength={categoryLimits.description}
          className="md:col-span-2"
        />
        <div className="flex flex-wrap gap-2 md:col-span-2">
          <Button type="submit" disabled={saving}>
            {saving ? "Saving..." : category ? "Save category" : "Create category"}
          </Button>
          {category ? (
            <Button asChild variant="outline">
              <Link to={categoriesPath(kind)}>Cancel</Link>
            </Button>
          ) : null}
        </div>
      </ServerCheckedForm>
    </section>
  );
}
