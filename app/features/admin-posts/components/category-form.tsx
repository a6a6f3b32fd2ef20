import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { InputField, TextareaField } from "~/components/ui/field";
import { FormErrors } from "~/components/ui/form-alert";

export interface CategoryFormValues {
  name: string;
  color: string;
  description: string;
}

/** A failed create or edit, as the action answers it (success redirects with a toast). */
export interface CategoryFormResult {
  intent: "create" | "update";
  id: string | null;
  result: SubmissionResult<string[]>;
}

const defaultColor = "#2563eb";

/**
 * Create a category, or edit one (`category` given): name, colour and description. A plain
 * POST checked on the server; errors show next to their fields and the first invalid one takes
 * the focus.
 */
export function CategoryForm({
  category,
  answer,
}: {
  category?: { id: string; slug: string } & CategoryFormValues;
  answer?: CategoryFormResult;
}) {
  const intent = category ? "update" : "create";
  const mine = answer && answer.intent === intent && answer.id === (category?.id ?? null);
  const idPrefix = category ? "edit-category" : "new-category";
  const headingId = `${idPrefix}-heading`;
  const [form, fields] = useForm<CategoryFormValues>({
    id: idPrefix,
    lastResult: mine ? answer.result : undefined,
    defaultValue: { ...category, color: category?.color || defaultColor },
  });
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border p-6">
      <h2 id={headingId} className="mb-4 text-lg font-semibold">
        {category ? `Edit “${category.name}”` : "New category"}
      </h2>
      <Form
        method="post"
        {...getFormProps(form)}
        aria-labelledby={headingId}
        className="grid gap-5 md:grid-cols-[2fr_1fr]"
      >
        <input type="hidden" name="intent" value={intent} />
        {category ? <input type="hidden" name="id" value={category.id} /> : null}
        <FormErrors errors={form.errors} className="md:col-span-2" />
        <InputField
          meta={fields.name}
          label="Name"
          maxLength={80}
          autoComplete="off"
          description={
            category
              ? `Its slug stays ${category.slug}, so links that use it keep working.`
              : "Its address (slug) is made from the name and does not change later."
          }
        />
        <InputField meta={fields.color} type="color" label="Colour" controlClassName="max-w-24" />
        <TextareaField
          meta={fields.description}
          label="Description"
          required={false}
          rows={2}
          maxLength={500}
          className="md:col-span-2"
        />
        <div className="flex flex-wrap gap-2 md:col-span-2">
          <Button type="submit" disabled={saving}>
            {saving ? "Saving…" : category ? "Save category" : "Create category"}
          </Button>
          {category ? (
            <Button asChild variant="outline">
              <Link to="/admin/post-categories">Cancel</Link>
            </Button>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
