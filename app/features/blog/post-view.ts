import type { PostDetail, PostSummary, PostTemplate } from "./types";

/** The spec's defaults for a post's missing fields. */
export const postDefaults = {
  authorName: "Unknown Author",
  authorRole: "Writer",
  image: "/images/blog/placeholder.svg",
  readTime: 5,
  template: "standard" as PostTemplate,
} as const;

const explicitTemplates: readonly PostTemplate[] = ["technical", "case-study", "news", "standard"];

/** The automatic template of the categories that have one (by category id). */
export const templateByCategory: Record<string, PostTemplate> = {
  "case-studies": "case-study",
  news: "news",
  "web-development": "technical",
  "mobile-development": "technical",
  "ai-ml": "technical",
};

/**
 * The spec's template rule: an explicit template wins; otherwise the category decides
 * (case-studies, news, the three technical categories), and anything else is standard.
 */
export function choosePostTemplate(
  template: string | null | undefined,
  categoryId: string | null | undefined,
): PostTemplate {
  if (template && (explicitTemplates as readonly string[]).includes(template)) {
    return template as PostTemplate;
  }
  return (categoryId && templateByCategory[categoryId]) || postDefaults.template;
}

/** The byline and image with the spec's defaults filled in. */
export function withPostDefaults<T extends PostSummary>(post: T) {
  return {
    ...post,
    authorName: post.authorName || postDefaults.authorName,
    authorRole: post.authorRole || postDefaults.authorRole,
    image: post.image || postDefaults.image,
    readTime: post.readTime && post.readTime > 0 ? post.readTime : postDefaults.readTime,
  };
}

/** The post's own path on this site. */
export function postPath(post: Pick<PostSummary, "slug">): string {
  return `/knowledge-center/${post.slug}`;
}

/**
 * Where the post canonically lives: its canonical_url (a site path or an absolute URL), or its
 * knowledge-center path.
 */
export function canonicalPostUrl(
  post: Pick<PostDetail, "slug" | "canonicalUrl">,
  siteUrl: string,
): string {
  return new URL(post.canonicalUrl || postPath(post), siteUrl).toString();
}

/** The knowledge-center address of a category: its name lowercased, spaces as hyphens. */
export function categoryPath(category: { name: string }): string {
  return `/knowledge-center/categories/${category.name.toLowerCase().replace(/\s+/g, "-")}`;
}

/** Whether a route parameter names this category: its slug, or its hyphenated name. */
export function categoryMatches(category: { slug: string; name: string }, param: string): boolean {
  const wanted = param.trim().toLowerCase();
  return (
    category.slug.toLowerCase() === wanted ||
    category.name.toLowerCase().replace(/\s+/g, "-") === wanted
  );
}
