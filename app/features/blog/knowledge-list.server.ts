import { knowledgePageSize } from "./knowledge-filters";
import { categoryMatches } from "./post-view";
import {
  listCategoriesWithCounts,
  listNewestPostsPerCategory,
  listPublishedPosts,
} from "./posts.server";
import type { BlogCategoryWithCount, PostSummary } from "./types";

/** Posts shown per category in 'Explore by Category'. */
export const explorePerCategory = 3;
/** The first posts handed to the featured block (it shows up to 3 of them). */
export const featuredListSize = 6;

/** One page of a post list. */
export interface PostPage {
  posts: PostSummary[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
}

/** A category's newest posts for 'Explore by Category'. */
export interface CategoryGroup {
  category: BlogCategoryWithCount;
  posts: PostSummary[];
}

interface Clock {
  now?: Date;
  pageSize?: number;
}

/**
 * One page of readable posts, newest first. A page past the end is answered with the last page,
 * so an old link never shows an empty list by mistake.
 */
export async function listPostPage({
  q,
  categoryId,
  page,
  now = new Date(),
  pageSize = knowledgePageSize,
}: {
  q?: string;
  categoryId?: string;
  page: number;
} & Clock): Promise<PostPage> {
  const fetchPage = (n: number) =>
    listPublishedPosts({ q, categoryId, limit: pageSize, offset: (n - 1) * pageSize, now });
  let result = await fetchPage(page);
  const pageCount = Math.max(1, Math.ceil(result.total / pageSize));
  let shown = page;
  if (page > pageCount) {
    shown = pageCount;
    result = await fetchPage(shown);
  }
  return { posts: result.posts, total: result.total, page: shown, pageCount, pageSize };
}

/**
 * 'Explore by Category': the newest posts of each category that has any, in the categories' order
 * (by name), read in one query.
 */
export async function listExploreGroups(
  categories: readonly BlogCategoryWithCount[],
  now: Date = new Date(),
): Promise<CategoryGroup[]> {
  const newest = await listNewestPostsPerCategory(explorePerCategory, now);
  return categories
    .filter((category) => category.postCount > 0)
    .map((category) => ({
      category,
      posts: newest.filter((post) => post.category?.id === category.id),
    }))
    .filter((group) => group.posts.length > 0);
}

export interface KnowledgeCenterView {
  /** The filters as applied: an unknown category is dropped, the page is clamped. */
  filters: { q: string; category?: string; page: number };
  categories: BlogCategoryWithCount[];
  /** The newest posts on the unfiltered first page (the featured block shows up to 3); else empty. */
  featured: PostSummary[];
  /** 'Explore by Category' on the unfiltered first page (no search, all categories); else null. */
  explore: CategoryGroup[] | null;
  /** 'Latest Articles': the filtered posts, one page. */
  latest: PostPage;
  /** Readable posts altogether: 0 means the knowledge center is empty, not that nothing matched. */
  totalPosts: number;
}

/** Everything the knowledge-center list shows, read with a handful of bounded queries. */
export async function loadKnowledgeCenter(
  filters: { q: string; category?: string; page: number },
  { now = new Date(), pageSize = knowledgePageSize }: Clock = {},
): Promise<KnowledgeCenterView> {
  const categories = await listCategoriesWithCounts(now);
  const category = categories.some((known) => known.id === filters.category)
    ? filters.category
    : undefined;
  const { q } = filters;
  const unfiltered = !q && category === undefined;
  const [latest, earlyExplore] = await Promise.all([
    listPostPage({ q, categoryId: category, page: filters.page, now, pageSize }),
    unfiltered && filters.page === 1 ? listExploreGroups(categories, now) : null,
  ]);
  // Featured and 'Explore by Category' introduce the whole knowledge center: on a search or a
  // category they would repeat the posts 'Latest Articles' lists (ADR 024).
  const overview = unfiltered && latest.page === 1;
  const explore = overview ? (earlyExplore ?? (await listExploreGroups(categories, now))) : null;
  const totalPosts = unfiltered
    ? latest.total
    : (await listPublishedPosts({ limit: 1, now })).total;
  return {
    filters: { q, category, page: latest.page },
    categories,
    featured: overview ? latest.posts.slice(0, featuredListSize) : [],
    explore,
    latest,
    totalPosts,
  };
}

export interface CategoryPageView {
  category: BlogCategoryWithCount;
  categories: BlogCategoryWithCount[];
  filters: { q: string; page: number };
  posts: PostPage;
}

/**
 * A category page: the category the route parameter names (its slug or its hyphenated name),
 * and one page of its posts narrowed by the search; null when no category matches.
 */
export async function loadCategoryPage(
  param: string,
  filters: { q: string; page: number },
  { now = new Date(), pageSize = knowledgePageSize }: Clock = {},
): Promise<CategoryPageView | null> {
  const categories = await listCategoriesWithCounts(now);
  const category = categories.find((candidate) => categoryMatches(candidate, param));
  if (!category) return null;
  const posts = await listPostPage({
    q: filters.q,
    categoryId: category.id,
    page: filters.page,
    now,
    pageSize,
  });
  return { category, categories, filters: { q: filters.q, page: posts.page }, posts };
}
