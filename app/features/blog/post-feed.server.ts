import { desc, eq } from "drizzle-orm";
import type { Element, Root } from "hast";
import { toHtml } from "hast-util-to-html";
import { LRUCache } from "lru-cache";
import { visit } from "unist-util-visit";
import type { FeedFormat } from "~/features/feeds/feed";
import { feedResponse } from "~/features/feeds/respond.server";
import { clearedOnContentChange } from "~/lib/content-caches.server";
import { getDb, withDbRetry } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { absoluteUrl } from "~/lib/page-meta";
import { blogCategories, blogPosts } from "../../../db/schema/index.ts";
import { markdownToHast } from "./markdown.server";
import { type FeedPostInput, postsFeedModel } from "./post-feed";
import { publishedPostCondition } from "./posts.server";

/** RSS, Atom and JSON Feed carry the newest 50 readable posts. */
export const postFeedLimit = 50;

/** Site paths in links and images become absolute: a feed reader has no page to resolve them against. */
function makeLinksAbsolute(tree: Root, siteUrl: string) {
  visit(tree, "element", (node: Element) => {
    for (const name of ["href", "src"] as const) {
      const value = node.properties[name];
      if (typeof value === "string" && value.startsWith("/") && !value.startsWith("//")) {
        node.properties[name] = absoluteUrl(siteUrl, value);
      }
    }
  });
}

/** A post's Markdown as feed HTML: the page's renderer (sanitized, no raw HTML), absolute URLs. */
export function feedContentHtml(markdown: string, siteUrl: string): string {
  const tree = markdownToHast(markdown);
  makeLinksAbsolute(tree, siteUrl);
  return toHtml(tree);
}

/**
 * Rendered bodies by post id and updated_at. Rendering Markdown is the costly part of a feed
 * (50 posts on every request, three formats); a post's body only changes with its updated_at, so
 * the key can never serve a stale body. Bounded (least recently used out) so an edited post's old
 * renderings do not pile up: 200 holds the feed's 50 posts several times over.
 */
const renderedBodies = clearedOnContentChange(new LRUCache<string, string>({ max: 200 }));

export function cachedFeedContentHtml(
  post: { id: string; updatedAt: Date; content: string },
  siteUrl: string,
): string {
  const key = `${post.id}:${post.updatedAt.getTime()}:${siteUrl}`;
  const cached = renderedBodies.get(key);
  if (cached !== undefined) return cached;
  const html = feedContentHtml(post.content, siteUrl);
  renderedBodies.set(key, html);
  return html;
}

/** How many rendered bodies the cache holds (tests). */
export function renderedBodyCount(): number {
  return renderedBodies.size;
}

/** The newest readable posts with their category's name and their body as feed HTML. */
export async function listFeedPosts({
  limit = postFeedLimit,
  now = new Date(),
  siteUrl,
}: {
  limit?: number;
  now?: Date;
  siteUrl: string;
}): Promise<FeedPostInput[]> {
  const rows = await withDbRetry(() =>
    getDb()
      .select({
        id: blogPosts.id,
        slug: blogPosts.slug,
        title: blogPosts.title,
        excerpt: blogPosts.excerpt,
        content: blogPosts.content,
        tags: blogPosts.tags,
        authorName: blogPosts.authorName,
        image: blogPosts.image,
        ogImage: blogPosts.ogImage,
        canonicalUrl: blogPosts.canonicalUrl,
        categoryName: blogCategories.name,
        publishDate: blogPosts.publishDate,
        updatedAt: blogPosts.updatedAt,
      })
      .from(blogPosts)
      .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .where(publishedPostCondition(now))
      .orderBy(desc(blogPosts.publishDate), desc(blogPosts.id))
      .limit(limit),
  );
  return rows.map(({ content, ...post }) => ({
    ...post,
    contentHtml: cachedFeedContentHtml({ ...post, content }, siteUrl),
  }));
}

/** The knowledge-center feed in one format, with ETag, Last-Modified and 304s. */
export async function postFeedResponse(request: Request, format: FeedFormat): Promise<Response> {
  const { SITE_URL } = getEnv();
  const posts = await listFeedPosts({ siteUrl: SITE_URL });
  return feedResponse(request, postsFeedModel(posts, SITE_URL), format);
}
