import { site } from "~/content/site";
import { type FeedModel, siteFeedModel } from "~/features/feeds/feed";
import { absoluteUrl } from "~/lib/page-meta";
import { canonicalPostUrl, postDefaults } from "./post-view";

/** What a feed needs of a post (a row of blog_posts with its category's name and its body as HTML). */
export interface FeedPostInput {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  /** The body rendered by the page's Markdown renderer, links and images made absolute. */
  contentHtml: string;
  tags: string[];
  authorName: string | null;
  image: string | null;
  ogImage: string | null;
  canonicalUrl: string | null;
  categoryName: string | null;
  publishDate: Date;
  updatedAt: Date;
}

export const postFeedPaths = {
  rss: "/feed.xml",
  atom: "/atom.xml",
  json: "/feed.json",
} as const;

/** The category first, then the tags, each once. */
export function postFeedCategories(post: Pick<FeedPostInput, "categoryName" | "tags">): string[] {
  return [...new Set([post.categoryName, ...post.tags].filter((name): name is string => !!name))];
}

/**
 * When the entry last changed for a reader: its edit, or its publication when that came later
 * (a scheduled post written last month appears today, and the feed's Last-Modified must move).
 */
export function postFeedUpdated(post: Pick<FeedPostInput, "publishDate" | "updatedAt">): Date {
  return new Date(Math.max(post.updatedAt.getTime(), post.publishDate.getTime()));
}

/** The published posts as the site's neutral feed model (RSS, Atom and JSON Feed come from it). */
export function postsFeedModel(posts: readonly FeedPostInput[], siteUrl: string): FeedModel {
  const items = posts.map((post) => {
    const image = post.ogImage || post.image;
    return {
      // The id never changes, also when the post is renamed or moved to another address.
      id: `urn:uuid:${post.id}`,
      url: canonicalPostUrl(post, siteUrl),
      title: post.title,
      summary: post.excerpt,
      contentHtml: post.contentHtml,
      published: post.publishDate,
      updated: postFeedUpdated(post),
      categories: postFeedCategories(post),
      authors: [{ name: post.authorName || postDefaults.authorName }],
      image: image ? absoluteUrl(siteUrl, image) : undefined,
    };
  });
  return siteFeedModel(
    {
      title: `${site.name} Knowledge Center`,
      description: `Articles from ${site.name} on software development, AI, hiring remote talent and distributed engineering teams.`,
      homePath: "/knowledge-center",
      paths: postFeedPaths,
      items,
    },
    siteUrl,
  );
}
