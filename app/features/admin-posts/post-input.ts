import { z } from "zod";
import { firstIssuePerField } from "~/lib/first-issue-per-field";
import { slugify } from "~/lib/slugify";
import {
  type PostFieldErrors,
  type PostFormField,
  type PostFormValues,
  postContentLimit,
  postFormFields,
  publishModes,
  readTimeFor,
  templateChoices,
} from "./post-fields";

/**
 * The post editor's rules, checked on the server (the browser would need classic zod for them).
 * Everything arrives as text from a plain form post.
 */

/** The form's text values (absent fields are empty). */
export function postFormValues(form: FormData): PostFormValues {
  const values = {} as PostFormValues;
  for (const field of postFormFields) {
    const value = form.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

/** "React, react ,  Node.js," → ["React", "Node.js"]: trimmed, empty and repeated (any case) dropped. */
export function splitList(text: string): string[] {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const part of text.split(",")) {
    const item = part.trim().replace(/\s+/g, " ");
    const key = item.toLowerCase();
    if (!item || seen.has(key)) continue;
    seen.add(key);
    items.push(item);
  }
  return items;
}

/** A datetime-local value ("2026-05-01T09:30") read as UTC; null when it is not one. */
export function parseUtcDateTime(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(`${value.length === 16 ? `${value}:00` : value}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A date as a datetime-local value in UTC ("2026-05-01T09:30"). */
export function toUtcDateTimeValue(date: Date): string {
  return date.toISOString().slice(0, 16);
}

const sitePath = /^\/(?!\/)[^\s\\]*$/;

/** A path of this site ("/images/a.png") or an absolute https URL. */
export function isSitePathOrHttpsUrl(value: string): boolean {
  if (sitePath.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && Boolean(url.hostname) && !/\s/.test(value);
  } catch {
    return false;
  }
}

const slugRule = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const legacyRule = /^\/post\/[a-z0-9]+(?:-[a-z0-9]+)*$/i;

const text = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters.`);
const optionalText = (max: number, label: string) =>
  text(max, label).transform((value) => value || null);
const optionalUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(2000, `${label} must be at most 2000 characters.`)
    .refine(
      (value) => !value || isSitePathOrHttpsUrl(value),
      `${label} must be a site path starting with "/" or an https:// address.`,
    )
    .transform((value) => value || null);

const postSchema = z.object({
  title: text(200, "Title").min(1, "Enter a title."),
  slug: z
    .string()
    .trim()
    .min(1, "Enter a slug.")
    .max(200, "Slug must be at most 200 characters.")
    .regex(slugRule, "Use lowercase letters, digits and single hyphens, e.g. my-first-post."),
  excerpt: text(1000, "Excerpt"),
  content: z
    .string()
    .max(
      postContentLimit,
      `The content is too long: at most ${postContentLimit.toLocaleString("en-US")} characters.`,
    ),
  categoryId: optionalText(100, "Category"),
  tags: text(2000, "Tags").transform(splitList),
  keywords: text(2000, "Keywords").transform(splitList),
  authorName: optionalText(200, "Author name"),
  authorRole: optionalText(200, "Author role"),
  authorImage: optionalUrl("Author image"),
  readTime: z
    .string()
    .trim()
    .refine(
      (value) => !value || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 600),
      "Read time must be a whole number of minutes from 1 to 600, or empty.",
    )
    .transform((value) => (value ? Number(value) : null)),
  template: z
    .string()
    .refine(
      (value) => !value || (templateChoices as readonly string[]).includes(value),
      "Choose a template from the list.",
    )
    .transform((value) => (value ? (value as (typeof templateChoices)[number]) : null)),
  metaTitle: optionalText(200, "Meta title"),
  metaDescription: optionalText(500, "Meta description"),
  canonicalUrl: optionalUrl("Canonical URL"),
  legacyUrl: z
    .string()
    .trim()
    .refine((value) => !value || legacyRule.test(value), "Legacy URL must look like /post/{slug}.")
    .transform((value) => value || null),
  ogImage: optionalUrl("Open Graph image"),
  twitterImage: optionalUrl("Twitter image"),
  image: optionalUrl("Image"),
  publish: z.enum(publishModes, { error: "Choose Draft, Publish now or Schedule." }),
  scheduleAt: z.string().trim(),
});

/** The columns a save writes, except status and publish_date, which the publishing choice sets. */
export type PostFields = Omit<z.output<typeof postSchema>, "publish" | "scheduleAt">;

export type PostPublishing = { mode: "draft" } | { mode: "now" } | { mode: "schedule"; at: Date };

export type PostValidation =
  | { ok: true; fields: PostFields; publishing: PostPublishing }
  | { ok: false; fieldErrors: PostFieldErrors };

/**
 * Checks the form: every field's rule, a schedule in the future, the slug taken from the title
 * and the read time computed from the content when they are left empty. Uniqueness (slug, legacy URL) is the database's to check.
 */
export function validatePost(values: PostFormValues, { now = new Date() } = {}): PostValidation {
  // Without JavaScript nobody suggested a slug: the title's is the natural one.
  const parsed = postSchema.safeParse({
    ...values,
    slug: values.slug.trim() || slugify(values.title),
  });
  const fieldErrors: PostFieldErrors = parsed.success
    ? {}
    : firstIssuePerField<PostFormField>(parsed.error.issues);
  let at: Date | null = null;
  if (values.publish === "schedule") {
    at = parseUtcDateTime(values.scheduleAt.trim());
    if (!at) fieldErrors.scheduleAt = "Enter the date and time to publish (UTC).";
    else if (at.getTime() <= now.getTime()) {
      fieldErrors.scheduleAt = "The scheduled time must be in the future.";
    }
  }
  if (!parsed.success || Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  const { publish, scheduleAt: _scheduleAt, ...fields } = parsed.data;
  fields.readTime ??= readTimeFor(fields.content);
  const publishing: PostPublishing =
    publish === "schedule" && at ? { mode: "schedule", at } : { mode: publish as "draft" | "now" };
  return { ok: true, fields, publishing };
}

/** The columns the editor shows, as a stored post has them. */
export interface StoredPost {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  status: string;
  publishDate: Date;
  categoryId: string | null;
  tags: string[];
  keywords: string[];
  authorName: string | null;
  authorRole: string | null;
  authorImage: string | null;
  readTime: number | null;
  template: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  canonicalUrl: string | null;
  legacyUrl: string | null;
  ogImage: string | null;
  twitterImage: string | null;
  image: string | null;
}

/** A stored post as the editor's initial values; a new post starts as a draft. */
export function postToFormValues(post: StoredPost | null, now: Date = new Date()): PostFormValues {
  const values = Object.fromEntries(postFormFields.map((field) => [field, ""])) as PostFormValues;
  if (!post) return { ...values, publish: "draft" };
  const scheduled = post.status === "published" && post.publishDate.getTime() > now.getTime();
  for (const field of postFormFields) {
    if (field === "publish" || field === "scheduleAt") continue;
    const value = post[field];
    values[field] = Array.isArray(value) ? value.join(", ") : value == null ? "" : String(value);
  }
  return {
    ...values,
    publish: post.status !== "published" ? "draft" : scheduled ? "schedule" : "now",
    scheduleAt: scheduled ? toUtcDateTimeValue(post.publishDate) : "",
  };
}
