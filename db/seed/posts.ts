import type { Queryable } from "../../app/lib/db.server.ts";
import { blogPosts } from "../schema/index.ts";
import { aiMlPosts } from "./posts/ai-ml.ts";
import { businessPosts } from "./posts/business.ts";
import { caseStudyPosts } from "./posts/case-studies.ts";
import { cloudDevopsPosts } from "./posts/cloud-devops.ts";
import { dataEngineeringPosts } from "./posts/data-engineering.ts";
import { mobilePosts } from "./posts/mobile.ts";
import { newsPosts } from "./posts/news.ts";
import { serviceTopicPosts } from "./posts/service-topics.ts";
import type { PostSeed } from "./posts/types.ts";
import { unpublishedPosts } from "./posts/unpublished.ts";
import { webPosts } from "./posts/web.ts";

/** Every demo post of the knowledge center, published, draft and scheduled. */
export const postSeed: readonly PostSeed[] = [
  ...webPosts,
  ...mobilePosts,
  ...aiMlPosts,
  ...businessPosts,
  ...caseStudyPosts,
  ...newsPosts,
  ...cloudDevopsPosts,
  ...dataEngineeringPosts,
  ...serviceTopicPosts,
  ...unpublishedPosts,
];

const wordsPerMinute = 200;

/** Words of the Markdown body a reader reads: code blocks and image syntax count too. */
export function countWords(markdown: string): number {
  return markdown.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

/** Minutes to read the body, rounded up, at least one. */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(countWords(markdown) / wordsPerMinute));
}

const dayMs = 24 * 60 * 60 * 1000;

/** The post's publish date: a fixed day, or for a scheduled post a day after `now`. */
export function publishDateOf(post: PostSeed, now: Date): Date {
  if ("inDays" in post.publish) return new Date(now.getTime() + post.publish.inDays * dayMs);
  return new Date(post.publish.on);
}

/** The post as a blog_posts row. */
export function postRow(post: PostSeed, now: Date): typeof blogPosts.$inferInsert {
  const publishDate = publishDateOf(post, now);
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    status: post.status ?? "published",
    publishDate,
    categoryId: post.category,
    tags: [...post.tags],
    keywords: [...post.keywords],
    authorName: post.author.name,
    authorRole: post.author.role,
    authorImage: post.author.image,
    readTime: readingMinutes(post.content),
    template: post.template ?? null,
    metaTitle: post.metaTitle ?? null,
    metaDescription: post.metaDescription ?? null,
    canonicalUrl: post.canonicalUrl ?? null,
    legacyUrl: post.legacyUrl ?? null,
    ogImage: post.ogImage ?? null,
    twitterImage: post.twitterImage ?? null,
    image: post.image,
    createdAt: publishDate < now ? publishDate : now,
    updatedAt: post.updated ? new Date(post.updated) : publishDate < now ? publishDate : now,
  };
}

/** Inserts the demo posts (all, or the list given) not there yet (by slug); existing posts are left alone. */
export async function seedPosts(
  db: Queryable,
  now: Date = new Date(),
  posts: readonly PostSeed[] = postSeed,
) {
  await db
    .insert(blogPosts)
    .values(posts.map((post) => postRow(post, now)))
    .onConflictDoNothing({ target: blogPosts.slug });
}
