import type { Element, Root } from "hast";
import { toText } from "hast-util-to-text";
import { visit } from "unist-util-visit";
import { clearedOnContentChange } from "~/lib/content-caches.server";
import { errorFields, logger } from "~/lib/logger.server";
import { createPromiseCache } from "~/lib/promise-cache";
import { markdownToHast } from "./markdown.server";
import type { PostPageData, TocEntry } from "./post-page/types";
import { choosePostTemplate, postPath, withPostDefaults } from "./post-view";
import {
  getPublishedPostByLegacySlug,
  getPublishedPostBySlug,
  listRelatedPosts,
} from "./posts.server";
import type { PostDetail, PostSummary } from "./types";

/** The body's h2/h3 headings that have an id (rehype-slug gives every heading one). */
export function tableOfContents(tree: Root): TocEntry[] {
  const entries: TocEntry[] = [];
  visit(tree, "element", (node: Element) => {
    if (node.tagName !== "h2" && node.tagName !== "h3") return;
    const id = node.properties.id;
    const text = toText(node).trim();
    if (typeof id !== "string" || !id || !text) return;
    entries.push({ id, text, depth: node.tagName === "h2" ? 2 : 3 });
  });
  return entries;
}

/**
 * The post page of a slug: the post found by its slug or by its canonical_url, in the template
 * the spec's rule chooses, with its body rendered; null when no readable post answers.
 */
export async function loadPostPage(
  slug: string,
  { now = new Date() }: { now?: Date } = {},
): Promise<PostPageData | null> {
  const found = await getPublishedPostBySlug(slug, now);
  if (!found) return null;
  const template = choosePostTemplate(found.template, found.category?.id);
  const body = markdownToHast(found.content, { highlight: template === "technical" });
  const post = withPostDefaults(found);
  const publishDate = Number.isNaN(new Date(post.publishDate).getTime()) ? now : post.publishDate;
  return {
    post: { ...post, publishDate, template },
    template,
    body,
    toc: tableOfContents(body),
  };
}

const relatedCache = clearedOnContentChange(
  createPromiseCache<PostSummary[]>({ ttlMs: 5 * 60_000, maxEntries: 500 }),
);

/**
 * Up to 3 readable posts of the post's category other than itself, newest first; kept for
 * 5 minutes (spec: related articles cache 5 minutes). Posts without a category have none.
 */
export function relatedPostsFor(
  post: Pick<PostSummary, "id" | "category">,
  { now = new Date() }: { now?: Date } = {},
): Promise<PostSummary[]> {
  const categoryId = post.category?.id;
  if (!categoryId) return Promise.resolve([]);
  return relatedCache.get(
    `${post.id}:${categoryId}`,
    () => listRelatedPosts({ categoryIds: [categoryId], excludeId: post.id, limit: 3, now }),
    now.getTime(),
  );
}

/** The related posts for streaming: a failure is logged and hides the block (null). */
export function streamRelatedPosts(
  post: Pick<PostSummary, "id" | "slug" | "category">,
): Promise<PostSummary[] | null> {
  return relatedPostsFor(post).catch((error: unknown) => {
    logger.warn("related posts failed to load", {
      slug: post.slug,
      ...errorFields(error),
    });
    return null;
  });
}

/**
 * Where a post canonically lives, as a redirect target: its canonical_url when that is a path of
 * this site or an absolute URL on the site's own origin (as a path), else /knowledge-center/{slug}.
 * Never another origin: a stored URL must not turn the legacy route into an open redirect.
 */
export function canonicalRedirectTarget(
  post: Pick<PostDetail, "slug" | "canonicalUrl">,
  siteUrl: string,
): string {
  const fallback = postPath(post);
  const canonical = post.canonicalUrl?.trim();
  if (!canonical) return fallback;
  if (canonical.startsWith("/") && !canonical.startsWith("//") && !canonical.includes("\\")) {
    return canonical;
  }
  try {
    const url = new URL(canonical);
    if (url.origin !== new URL(siteUrl).origin) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The new address of an old /post/{legacySlug} URL, or null when no readable post had it. */
export async function legacyPostTarget(
  legacySlug: string,
  siteUrl: string,
  { now = new Date() }: { now?: Date } = {},
): Promise<string | null> {
  const post = await getPublishedPostByLegacySlug(legacySlug, now);
  return post ? canonicalRedirectTarget(post, siteUrl) : null;
}
