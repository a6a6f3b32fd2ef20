import { getInputProps, type SubmissionResult } from "@conform-to/react";
import type { Root } from "hast";
import { type ChangeEvent, type ReactNode, useState } from "react";
import { useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import {
  describedBy,
  Field,
  InputField,
  type Meta,
  SelectField,
  TextareaField,
} from "~/components/ui/field";
import { ServerCheckedForm } from "~/components/ui/form";
import { Input } from "~/components/ui/input";
import { serverCheckedForm } from "~/components/ui/server-checked-form";
import { slugify } from "~/lib/slugify";
import {
  metaDescriptionAdvice,
  metaTitleAdvice,
  type PostFormField,
  type PostFormValues,
  postFormFields,
  readTimeFor,
  templateChoices,
} from "../post-fields";
import type { PostState } from "../post-state";
import { loadPostPreview, MarkdownEditor } from "./markdown-editor";
import { PublishChoice } from "./publish-choice";

type PostTemplateChoice = (typeof templateChoices)[number];

/** A category as the editor offers it, with the layout "Automatic" gives its posts. */
export interface PostCategoryChoice {
  id: string;
  name: string;
  template: PostTemplateChoice;
}

const templateLabels: Record<PostTemplateChoice, string> = {
  technical: "Technical",
  "case-study": "Case study",
  news: "News",
  standard: "Standard",
};

/** A control the editor keeps in its own state (the slug, the preview, the length hints). */
function controlled<Element extends { value: string }>(
  value: string,
  onValue: (value: string) => void,
) {
  return {
    value,
    defaultValue: undefined,
    onChange: (event: ChangeEvent<Element>) => onValue(event.target.value),
  };
}

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
  metas,
}: {
  fields: PlainField[];
  metas: Record<PostFormField, Meta>;
}) {
  return fields.map((field) => (
    <InputField
      key={field.name}
      meta={metas[field.name]}
      label={field.label}
      description={field.hint}
      required={false}
      maxLength={field.maxLength}
      controlHeight="h-10"
    />
  ));
}

/** The automatic rule in words, with the categories' current names, and what it picks now. */
function AutomaticTemplateHint({
  categories,
  current,
}: {
  categories: PostCategoryChoice[];
  current: PostTemplateChoice;
}) {
  const namesFor = (choice: string) =>
    categories
      .filter((category) => category.template === choice)
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
 * choice. A plain POST that works without JavaScript, checked on the server only (the slug and
 * the legacy URL need the database; no form state in the browser, ADR 082); its field errors
 * show next to their fields and the first invalid one takes the focus.
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
  /** A failed save, as the action answers it (success redirects with a toast). */
  result?: SubmissionResult<string[]>;
  categories: PostCategoryChoice[];
  preview: Root;
  current: { state: PostState; publishDate: string } | null;
  isNew: boolean;
}) {
  const { form, fields } = serverCheckedForm("post", postFormFields, result, initial);
  const sent = (name: PostFormField) => String(fields[name].initialValue ?? "");
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";

  const [title, setTitle] = useState(sent("title"));
  const [slug, setSlug] = useState(sent("slug"));
  // A new post's slug follows its title until someone edits the slug.
  const [slugEdited, setSlugEdited] = useState(!isNew || slug !== slugify(title));
  const [content, setContent] = useState(sent("content"));
  const [categoryId, setCategoryId] = useState(sent("categoryId"));
  const [template, setTemplate] = useState(sent("template"));
  const [metaTitle, setMetaTitle] = useState(sent("metaTitle"));
  const [metaDescription, setMetaDescription] = useState(sent("metaDescription"));

  const automatic =
    categories.find((category) => category.id === categoryId)?.template ?? "standard";
  const slugDescription = (
    <>
      The address: /knowledge-center/{slug || "…"}.{" "}
      {isNew
        ? "Suggested from the title; you can change it."
        : "Changing it changes the post's address."}
    </>
  );

  return (
    <ServerCheckedForm form={form} className="space-y-6">
      <input type="hidden" name="intent" value="save" />

      <Section title="Content">
        <div className="grid gap-5 md:grid-cols-2">
          <InputField
            meta={fields.title}
            label="Title"
            required
            maxLength={200}
            controlHeight="h-10"
            {...controlled<HTMLInputElement>(title, (value) => {
              setTitle(value);
              if (!slugEdited) setSlug(slugify(value));
            })}
          />
          {/* Marked required, but left to the server without JavaScript: it takes the title's. */}
          <Field meta={fields.slug} label="Slug" required description={slugDescription}>
            <Input
              {...getInputProps(fields.slug, {
                type: "text",
                ...describedBy({ meta: fields.slug, description: slugDescription }),
              })}
              maxLength={200}
              autoComplete="off"
              controlHeight="h-10"
              {...controlled<HTMLInputElement>(slug, (value) => {
                setSlug(value);
                setSlugEdited(true);
              })}
            />
          </Field>
          <TextareaField
            meta={fields.excerpt}
            label="Excerpt"
            required={false}
            className="md:col-span-2"
            description="The summary on post cards, in feeds, and the default meta description."
            rows={3}
            maxLength={1000}
          />
        </div>
        <MarkdownEditor
          meta={fields.content}
          content={content}
          onContentChange={setContent}
          template={template}
          categoryId={categoryId}
          initialPreview={preview}
        />
      </Section>

      <Section title="Publishing and topics">
        <div className="grid gap-6 md:grid-cols-2">
          <PublishChoice
            name={fields.publish.name}
            mode={sent("publish")}
            scheduleAt={fields.scheduleAt}
            current={current}
          />
          <div className="space-y-5">
            <SelectField
              meta={fields.categoryId}
              label="Category"
              required={false}
              controlHeight="h-10"
              {...controlled<HTMLSelectElement>(categoryId, (value) => {
                setCategoryId(value);
                void loadPostPreview();
              })}
            >
              <option value="">No category</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              meta={fields.template}
              label="Template"
              required={false}
              description={<AutomaticTemplateHint categories={categories} current={automatic} />}
              controlHeight="h-10"
              {...controlled<HTMLSelectElement>(template, (value) => {
                setTemplate(value);
                void loadPostPreview();
              })}
            >
              <option value="">Automatic</option>
              {templateChoices.map((choice) => (
                <option key={choice} value={choice}>
                  {templateLabels[choice]}
                </option>
              ))}
            </SelectField>
          </div>
          <PlainFields fields={topicFields} metas={fields} />
          <InputField
            meta={fields.readTime}
            label="Read time (minutes)"
            required={false}
            description={`Leave empty to compute it from the word count: now ${readTimeFor(content)} min.`}
            type="number"
            min={1}
            max={600}
            inputMode="numeric"
            controlHeight="h-10"
          />
        </div>
      </Section>

      <Section title="Author">
        <div className="grid gap-5 md:grid-cols-3">
          <PlainFields fields={authorFields} metas={fields} />
        </div>
      </Section>

      <Section title="Search and sharing">
        <div className="grid gap-5 md:grid-cols-2">
          <InputField
            meta={fields.metaTitle}
            label="Meta title"
            required={false}
            description={<LengthHint length={metaTitle.length} advice={metaTitleAdvice} />}
            maxLength={200}
            controlHeight="h-10"
            {...controlled<HTMLInputElement>(metaTitle, setMetaTitle)}
          />
          <TextareaField
            meta={fields.metaDescription}
            label="Meta description"
            required={false}
            description={
              <LengthHint length={metaDescription.length} advice={metaDescriptionAdvice} />
            }
            rows={3}
            maxLength={500}
            {...controlled<HTMLTextAreaElement>(metaDescription, setMetaDescription)}
          />
          <PlainFields fields={addressFields} metas={fields} />
        </div>
      </Section>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? "Saving…" : isNew ? "Create post" : "Save post"}
        </Button>
      </div>
    </ServerCheckedForm>
  );
}
