import { and, asc, count, desc, eq, ilike, inArray, lte, ne, or, type SQL, sql } from "drizzle-orm";
import { hasAnyTag } from "~/features/tags/tag-condition.server";
import { getDb, withDbRetry } from "~/lib/db.server";
import { escapeLikePattern } from "~/lib/sql";
import { blogCategories, blogPosts } from "../../../db/schema/index.ts";
import type { BlogCategory, BlogCategoryWithCount, PostDetail, PostSummary } from "./types";

/** A post visitors may read: published, and its publish date has come. */
export function publishedPostCondition(now: Date = new Date()): SQL {
  return and(eq(blogPosts.status, "published"), lte(blogPosts.publishDate, now)) as SQL;
}

/**
 * Title, excerpt, tags and the author's name as one text, joined by newlines: the expression the
 * trigram index `blog_posts_text_trgm_idx` (migration 0013) is built on, so `ILIKE '%text%'`
 * reads the index.
 */
const searchedText = sql`(${blogPosts.title} || E'\\n' || ${blogPosts.excerpt} || E'\\n' || immutable_array_to_string(${blogPosts.tags}, E'\\n') || E'\\n' || coalesce(${blogPosts.authorName}, ''))`;

/**
 * The blog search: title, excerpt, any tag or the author's name contains the text, ignoring case
 * (the spec's search box promises authors). Text without a line break (the lists collapse
 * whitespace) matches the joined text exactly when it matches one of its parts, and so can use
 * the trigram index.
 */
export function postSearchCondition(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = `%${escapeLikePattern(text)}%`;
  if (!/[\r\n]/.test(text)) return sql`${searchedText} ilike ${pattern}`;
  return or(
    ilike(blogPosts.title, pattern),
    ilike(blogPosts.excerpt, pattern),
    sql`exists (select 1 from unnest(${blogPosts.tags}) as tag where tag ilike ${pattern})`,
    ilike(blogPosts.authorName, pattern),
  );
}

const categoryColumns = {
  categoryId: blogCategories.id,
  categoryName: blogCategories.name,
  categorySlug: blogCategories.slug,
  categoryDescription: blogCategories.description,
  categoryColor: blogCategories.color,
};

const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  tags: blogPosts.tags,
  authorName: blogPosts.authorName,
  authorRole: blogPosts.authorRole,
  authorImage: blogPosts.authorImage,
  readTime: blogPosts.readTime,
  image: blogPosts.image,
  publishDate: blogPosts.publishDate,
  updatedAt: blogPosts.updatedAt,
  ...categoryColumns,
};

type CategoryRow = { [K in keyof typeof categoryColumns]: string | null };

function toCategory(row: CategoryRow): BlogCategory | null {
  if (!row.categoryId || !row.categoryName || !row.categorySlug) return null;
  return {
    id: row.categoryId,
    name: row.categoryName,
    slug: row.categorySlug,
    description: row.categoryDescription,
    color: row.categoryColor,
  };
}

export function toPostSummary(row: SummaryRow): PostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    tags: row.tags,
    authorName: row.authorName,
    authorRole: row.authorRole,
    authorImage: row.authorImage,
    readTime: row.readTime,
    image: row.image,
    publishDate: row.publishDate,
    updatedAt: row.updatedAt,
    category: toCategory(row),
  };
}

/** Post cards joined with their category. */
export function selectPostSummaries() {
  return getDb()
    .select(summaryColumns)
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId));
}

type SummaryRow = Awaited<ReturnType<typeof selectPostSummaries>>[number];

const newestFirst = [desc(blogPosts.publishDate), desc(blogPosts.id)];

export interface PostListQuery {
  q?: string;
  categoryId?: string;
  limit: number;
  offset?: number;
  now?: Date;
}

/** Published posts, newest first, narrowed by search and category, with the total count. */
export async function listPublishedPosts({
  q,
  categoryId,
  limit,
  offset = 0,
  now = new Date(),
}: PostListQuery): Promise<{ posts: PostSummary[]; total: number }> {
  const where = and(
    publishedPostCondition(now),
    categoryId ? eq(blogPosts.categoryId, categoryId) : undefined,
    postSearchCondition(q),
  );
  const [rows, totals] = await withDbRetry(() =>
    Promise.all([
      selectPostSummaries()
        .where(where)
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset),
      getDb().select({ total: count() }).from(blogPosts).where(where),
    ]),
  );
  return { posts: rows.map(toPostSummary), total: Number(totals[0]?.total ?? 0) };
}

/**
 * The newest `perCategory` published posts of every category, in one query, for the 'Explore by
 * Category' section: per category a lateral lookup that stops after `perCategory` rows of the
 * published-by-category index, so it costs the same with 30 posts or 30,000.
 */
export async function listNewestPostsPerCategory(
  perCategory: number,
  now: Date = new Date(),
): Promise<PostSummary[]> {
  const db = getDb();
  const newest = db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.categoryId, blogCategories.id), publishedPostCondition(now)))
    .orderBy(...newestFirst)
    .limit(perCategory)
    .as("newest");
  const rows = await withDbRetry(() =>
    db
      .select(summaryColumns)
      .from(blogCategories)
      .crossJoinLateral(newest)
      .innerJoin(blogPosts, eq(blogPosts.id, newest.id))
      .orderBy(asc(blogCategories.name), ...newestFirst),
  );
  return rows.map(toPostSummary);
}

/**
 * Every category by name with its count of readable posts: one count per category over the
 * published-by-category index (an index-only scan), never a join of every post.
 */
export async function listCategoriesWithCounts(
  now: Date = new Date(),
): Promise<BlogCategoryWithCount[]> {
  const published = getDb()
    .select({ total: count() })
    .from(blogPosts)
    .where(and(eq(blogPosts.categoryId, blogCategories.id), publishedPostCondition(now)));
  const rows = await withDbRetry(() =>
    getDb()
      .select({
        id: blogCategories.id,
        name: blogCategories.name,
        slug: blogCategories.slug,
        description: blogCategories.description,
        color: blogCategories.color,
        postCount: sql<number>`(${published})`.mapWith(Number),
      })
      .from(blogCategories)
      .orderBy(asc(blogCategories.name)),
  );
  return rows;
}

/** The shape of a slug we could have generated; anything else cannot name a post. */
const slugPattern = /^[a-z0-9][a-z0-9-]{0,199}$/i;

async function findPublishedPost(where: SQL, now: Date): Promise<PostDetail | null> {
  const [row] = await withDbRetry(() =>
    getDb()
      .select({ post: blogPosts, ...categoryColumns })
      .from(blogPosts)
      .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .where(and(publishedPostCondition(now), where))
      .limit(1),
  );
  if (!row) return null;
  const { post } = row;
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    tags: post.tags,
    keywords: post.keywords,
    authorName: post.authorName,
    authorRole: post.authorRole,
    authorImage: post.authorImage,
    readTime: post.readTime,
    image: post.image,
    publishDate: post.publishDate,
    updatedAt: post.updatedAt,
    template: post.template,
    metaTitle: post.metaTitle,
    metaDescription: post.metaDescription,
    canonicalUrl: post.canonicalUrl,
    legacyUrl: post.legacyUrl,
    ogImage: post.ogImage,
    twitterImage: post.twitterImage,
    category: toCategory(row),
  };
}

/**
 * A readable post by its slug, or else the one whose canonical_url is /knowledge-center/{slug}
 * (a post renamed after it was shared); null when neither exists.
 */
export async function getPublishedPostBySlug(
  slug: string,
  now: Date = new Date(),
): Promise<PostDetail | null> {
  if (!slugPattern.test(slug)) return null;
  return (
    (await findPublishedPost(eq(blogPosts.slug, slug), now)) ??
    (await findPublishedPost(eq(blogPosts.canonicalUrl, `/knowledge-center/${slug}`), now))
  );
}

/** A readable post whose old address was /post/{legacySlug}. */
export function getPublishedPostByLegacySlug(
  legacySlug: string,
  now: Date = new Date(),
): Promise<PostDetail | null> {
  if (!slugPattern.test(legacySlug)) return Promise.resolve(null);
  return findPublishedPost(eq(blogPosts.legacyUrl, `/post/${legacySlug}`), now);
}

/** Up to `limit` readable posts of the given categories, newest first, leaving one post out. */
export async function listRelatedPosts({
  categoryIds,
  anyTags = [],
  excludeId,
  limit = 3,
  now = new Date(),
}: {
  categoryIds: readonly string[];
  /** When given, only posts carrying at least one of these tags. */
  anyTags?: readonly string[];
  excludeId?: string;
  limit?: number;
  now?: Date;
}): Promise<PostSummary[]> {
  if (categoryIds.length === 0) return [];
  const rows = await withDbRetry(() =>
    selectPostSummaries()
      .where(
        and(
          publishedPostCondition(now),
          categoryIds.length === 1
            ? eq(blogPosts.categoryId, categoryIds[0] as string)
            : inArray(blogPosts.categoryId, [...categoryIds]),
          hasAnyTag(blogPosts.tags, anyTags),
          excludeId ? ne(blogPosts.id, excludeId) : undefined,
        ),
      )
      .orderBy(...newestFirst)
      .limit(limit),
  );
  return rows.map(toPostSummary);
}
