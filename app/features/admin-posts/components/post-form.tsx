import type { Root } from "hast";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { choosePostTemplate, templateByCategory } from "~/features/blog/post-view";
import { inputClass } from "~/features/forms/styles";
import { slugify } from "~/lib/slugify";
import { cn } from "~/lib/utils";
import {
  metaDescriptionAdvice,
  metaTitleAdvice,
  type PostFieldErrors,
  type PostFormField,
  type PostFormValues,
  type PublishMode,
  postFormFields,
  readTimeFor,
  templateChoices,
} from "../post-input";
import type { PostState } from "../post-state";
import { MarkdownEditor } from "./markdown-editor";
import { type ControlProps, PostField } from "./post-field";
import { PublishChoice } from "./publish-choice";

/** A failed save, as the action answers it (success redirects with a toast). */
export interface PostFormResult {
  error: string;
  fieldErrors: PostFieldErrors;
  values: PostFormValues;
}

const templateLabels: Record<(typeof templateChoices)[number], string> = {
  technical: "Technical",
  "case-study": "Case study",
  news: "News",
  standard: "Standard",
};

const input = (control: ControlProps, props: Record<string, unknown> = {}) => (
  <input type="text" className={cn(inputClass, "h-10")} {...control} {...props} />
);

/** "42 characters", or a warning once search engines would cut the text off. */
function LengthHint({ length, advice }: { length: number; advice: number }) {
  if (length <= advice) return <>{`${length} characters; search results show about ${advice}.`}</>;
  return (
    <span className="font-medium text-warning">
      {`${length} characters: past ${advice}, search results may cut it off.`}
    </span>
  );
}

interface PlainField {
  name: PostFormField;
  label: string;
  hint?: string;
  maxLength?: number;
}

const imageHint = "A site path (/images/…) or an https:// address.";

const topicFields: PlainField[] = [
  {
    name: "tags",
    label: "Tags",
    hint: "Separated by commas, e.g. React, TypeScript. Repeats are dropped.",
  },
  {
    name: "keywords",
    label: "Keywords",
    hint: "Separated by commas; for search engines and the site search.",
  },
];

const authorFields: PlainField[] = [
  { name: "authorName", label: "Author name", maxLength: 200 },
  { name: "authorRole", label: "Author role", maxLength: 200 },
  { name: "authorImage", label: "Author image", hint: imageHint },
];

const addressFields: PlainField[] = [
  {
    name: "canonicalUrl",
    label: "Canonical URL",
    hint: "Where the post canonically lives, when not here: a site path starting with / or an https:// address.",
  },
  {
    name: "legacyUrl",
    label: "Legacy URL",
    hint: "The post's old address, /post/{slug}; it redirects here.",
  },
  { name: "image", label: "Image", hint: `The cover image. ${imageHint}` },
  {
    name: "ogImage",
    label: "Open Graph image",
    hint: "For link previews; the cover image when empty.",
  },
  {
    name: "twitterImage",
    label: "Twitter image",
    hint: "For X/Twitter cards; the Open Graph image when empty.",
  },
];

/** Text inputs that only need their saved value, label and hint. */
function PlainFields({
  fields,
  values,
  errors,
}: {
  fields: PlainField[];
  values: PostFormValues;
  errors: PostFieldErrors;
}) {
  return fields.map((field) => (
    <PostField
      key={field.name}
      name={field.name}
      label={field.label}
      errors={errors}
      hint={field.hint}
    >
      {(control) =>
        input(control, { defaultValue: values[field.name], maxLength: field.maxLength })
      }
    </PostField>
  ));
}

/** The automatic rule in words, with the categories' current names, and what it picks now. */
function AutomaticTemplateHint({
  categories,
  current,
}: {
  categories: { id: string; name: string }[];
  current: (typeof templateChoices)[number];
}) {
  const namesFor = (choice: string) =>
    categories
      .filter((category) => templateByCategory[category.id] === choice)
      .map((category) => category.name)
      .join(", ");
  const rules = templateChoices
    .filter((choice) => choice !== "standard" && namesFor(choice))
    .map((choice) => `${namesFor(choice)}: ${templateLabels[choice].toLowerCase()}`);
  return (
    <>
      Automatic picks the layout from the category
      {rules.length > 0 ? ` (${rules.join("; ")}; any other: standard)` : ""}. Technical highlights
      code. With the current category, automatic means <strong>{templateLabels[current]}</strong>.
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `post-section-${slugify(title)}`;
  return (
    <section aria-labelledby={id} className="space-y-5 rounded-lg border border-border p-6">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The post editor: every column of a post, a live preview of the body, and the publishing
 * choice. A plain POST that works without JavaScript; the server's field errors show next to
 * their fields and the first invalid one takes the focus.
 */
export function PostForm({
  initial,
  result,
  categories,
  preview,
  current,
  isNew,
}: {
  initial: PostFormValues;
  result?: PostFormResult;
  categories: { id: string; name: string }[];
  preview: Root;
  current: { state: PostState; publishDate: string } | null;
  isNew: boolean;
}) {
  const values = result?.values ?? initial;
  const errors = result?.fieldErrors ?? {};
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const formRef = useRef<HTMLFormElement>(null);

  const [title, setTitle] = useState(values.title);
  const [slug, setSlug] = useState(values.slug);
  // A new post's slug follows its title until someone edits the slug.
  const [slugEdited, setSlugEdited] = useState(!isNew || values.slug !== slugify(values.title));
  const [content, setContent] = useState(values.content);
  const [categoryId, setCategoryId] = useState(values.categoryId);
  const [template, setTemplate] = useState(values.template);
  const [metaTitle, setMetaTitle] = useState(values.metaTitle);
  const [metaDescription, setMetaDescription] = useState(values.metaDescription);
  const [publish, setPublish] = useState(values.publish as PublishMode);

  useEffect(() => {
    if (!result) return;
    const first = postFormFields.find((field) => result.fieldErrors[field]);
    const target = first
      ? formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)
      : formRef.current?.querySelector<HTMLElement>("[role=alert]");
    target?.focus();
  }, [result]);

  const automatic = choosePostTemplate(null, categoryId || null);

  return (
    <Form ref={formRef} method="post" noValidate className="space-y-6">
      <input type="hidden" name="intent" value="save" />
      {result ? <FormAlert tone="error">{result.error}</FormAlert> : null}

      <Section title="Content">
        <div className="grid gap-5 md:grid-cols-2">
          <PostField name="title" label="Title" errors={errors} required>
            {(control) =>
              input(control, {
                value: title,
                maxLength: 200,
                onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
                  setTitle(event.target.value);
                  if (!slugEdited) setSlug(slugify(event.target.value));
                },
              })
            }
          </PostField>
          <PostField
            name="slug"
            label="Slug"
            errors={errors}
            required
            hint={
              <>
                The address: /knowledge-center/{slug || "…"}.{" "}
                {isNew
                  ? "Suggested from the title; you can change it."
                  : "Changing it changes the post's address."}
              </>
            }
          >
            {(control) =>
              input(control, {
                value: slug,
                maxLength: 200,
                autoComplete: "off",
                onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
                  setSlug(event.target.value);
                  setSlugEdited(true);
                },
              })
            }
          </PostField>
          <PostField
            name="excerpt"
            label="Excerpt"
            errors={errors}
            className="md:col-span-2"
            hint="The summary on post cards, in feeds, and the default meta description."
          >
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={1000}
                defaultValue={values.excerpt}
                className={inputClass}
              />
            )}
          </PostField>
        </div>
        <MarkdownEditor
          content={content}
          onContentChange={setContent}
          template={template}
          categoryId={categoryId}
          initialPreview={preview}
          errors={errors}
        />
      </Section>

      <Section title="Publishing and topics">
        <div className="grid gap-6 md:grid-cols-2">
          <PublishChoice
            mode={publish}
            onModeChange={setPublish}
            scheduleAt={values.scheduleAt}
            current={current}
            errors={errors}
          />
          <div className="space-y-5">
            <PostField name="categoryId" label="Category" errors={errors}>
              {(control) => (
                <select
                  {...control}
                  value={categoryId}
                  onChange={(event) => setCategoryId(event.target.value)}
                  className={cn(inputClass, "h-10")}
                >
                  <option value="">No category</option>
                  {categories.map((category) => (
                    <option key={category.id} value={category.id}>
                      {category.name}
                    </option>
                  ))}
                </select>
              )}
            </PostField>
            <PostField
              name="template"
              label="Template"
              errors={errors}
              hint={<AutomaticTemplateHint categories={categories} current={automatic} />}
            >
              {(control) => (
                <select
                  {...control}
                  value={template}
                  onChange={(event) => setTemplate(event.target.value)}
                  className={cn(inputClass, "h-10")}
                >
                  <option value="">Automatic</option>
                  {templateChoices.map((choice) => (
                    <option key={choice} value={choice}>
                      {templateLabels[choice]}
                    </option>
                  ))}
                </select>
              )}
            </PostField>
          </div>
          <PlainFields fields={topicFields} values={values} errors={errors} />
          <PostField
            name="readTime"
            label="Read time (minutes)"
            errors={errors}
            hint={`Leave empty to compute it from the word count: now ${readTimeFor(content)} min.`}
          >
            {(control) =>
              input(control, {
                type: "number",
                min: 1,
                max: 600,
                inputMode: "numeric",
                defaultValue: values.readTime,
              })
            }
          </PostField>
        </div>
      </Section>

      <Section title="Author">
        <div className="grid gap-5 md:grid-cols-3">
          <PlainFields fields={authorFields} values={values} errors={errors} />
        </div>
      </Section>

      <Section title="Search and sharing">
        <div className="grid gap-5 md:grid-cols-2">
          <PostField
            name="metaTitle"
            label="Meta title"
            errors={errors}
            hint={<LengthHint length={metaTitle.length} advice={metaTitleAdvice} />}
          >
            {(control) =>
              input(control, {
                value: metaTitle,
                maxLength: 200,
                onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
                  setMetaTitle(event.target.value),
              })
            }
          </PostField>
          <PostField
            name="metaDescription"
            label="Meta description"
            errors={errors}
            hint={<LengthHint length={metaDescription.length} advice={metaDescriptionAdvice} />}
          >
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={500}
                value={metaDescription}
                onChange={(event) => setMetaDescription(event.target.value)}
                className={inputClass}
              />
            )}
          </PostField>
          <PlainFields fields={addressFields} values={values} errors={errors} />
        </div>
      </Section>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? "Saving…" : isNew ? "Create post" : "Save post"}
        </Button>
      </div>
    </Form>
  );
}
