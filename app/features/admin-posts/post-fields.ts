/**
 * The post editor's fields and limits, for the form in the browser and the server's checks
 * (post-input.ts). No zod here: the editor's page would ship it.
 */

/** Longest Markdown body the editor accepts (a long article is about 60,000 characters). */
export const postContentLimit = 200_000;
/** Past these lengths search engines cut the text off: the form warns, it does not refuse. */
export const metaTitleAdvice = 60;
export const metaDescriptionAdvice = 160;
/** Words a reader reads a minute, for the computed read time. */
const wordsPerMinute = 200;

// Listed here, not imported from the schema, so the browser bundle stays free of drizzle.
export const templateChoices = ["technical", "case-study", "news", "standard"] as const;
export const publishModes = ["draft", "now", "schedule"] as const;
export type PublishMode = (typeof publishModes)[number];

export const postFormFields = [
  "title",
  "slug",
  "excerpt",
  "content",
  "categoryId",
  "tags",
  "keywords",
  "authorName",
  "authorRole",
  "authorImage",
  "readTime",
  "template",
  "metaTitle",
  "metaDescription",
  "canonicalUrl",
  "legacyUrl",
  "ogImage",
  "twitterImage",
  "image",
  "publish",
  "scheduleAt",
] as const;
export type PostFormField = (typeof postFormFields)[number];
export type PostFormValues = Record<PostFormField, string>;
export type PostFieldErrors = Partial<Record<PostFormField, string>>;

/** Minutes to read a Markdown body at 200 words a minute, at least 1. */
export function readTimeFor(markdown: string): number {
  const words = markdown.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}
