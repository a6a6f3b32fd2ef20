import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { Field } from "~/features/accounts/components/field";
import { TextAreaField } from "~/features/admin/components/form-controls";
import type { CategoryFieldErrors } from "../categories-admin.server";

export interface CategoryFormValues {
  name: string;
  color: string;
  description: string;
}

/** A failed create or edit, as the action answers it (success redirects with a toast). */
export interface CategoryFormResult {
  intent: "create" | "update";
  id: string | null;
  error: string;
  fieldErrors: CategoryFieldErrors;
  values: CategoryFormValues;
}

const defaultColor = "#2563eb";

/**
 * Create a category, or edit one (`category` given): name, colour and description. A plain
 * POST; errors show next to their fields and the first invalid one takes the focus.
 */
export function CategoryForm({
  category,
  result,
}: {
  category?: { id: string; slug: string } & CategoryFormValues;
  result?: CategoryFormResult;
}) {
  const intent = category ? "update" : "create";
  const mine = result && result.intent === intent && result.id === (category?.id ?? null);
  const errors = mine ? result.fieldErrors : {};
  const values = mine ? result.values : category;
  const idPrefix = category ? "edit-category" : "new-category";
  const headingId = `${idPrefix}-heading`;
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;

  useEffect(() => {
    if (!mine) return;
    const first = (["name", "color", "description"] as const).find((field) => errors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [mine, errors]);

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border p-6">
      <h2 id={headingId} className="mb-4 text-lg font-semibold">
        {category ? `Edit “${category.name}”` : "New category"}
      </h2>
      <Form
        ref={formRef}
        method="post"
        noValidate
        aria-labelledby={headingId}
        className="grid gap-5 md:grid-cols-[2fr_1fr]"
      >
        <input type="hidden" name="intent" value={intent} />
        {category ? <input type="hidden" name="id" value={category.id} /> : null}
        {mine && Object.keys(errors).length === 0 ? (
          <FormAlert tone="error" className="md:col-span-2">
            {result.error}
          </FormAlert>
        ) : null}
        <Field
          idPrefix={idPrefix}
          name="name"
          label="Name"
          maxLength={80}
          autoComplete="off"
          defaultValue={values?.name}
          error={errors.name}
          hint={
            category
              ? `Its slug stays ${category.slug}, so links that use it keep working.`
              : "Its address (slug) is made from the name and does not change later."
          }
        />
        <Field
          idPrefix={idPrefix}
          name="color"
          type="color"
          label="Colour"
          defaultValue={values?.color || defaultColor}
          error={errors.color}
          className="[&_input]:w-24 [&_input]:p-1"
        />
        <TextAreaField
          idPrefix={idPrefix}
          name="description"
          label="Description (optional)"
          rows={2}
          maxLength={500}
          defaultValue={values?.description}
          error={errors.description}
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
