import type { postTemplates } from "../../../db/schema/blog.ts";

export type PostTemplate = (typeof postTemplates)[number];

export interface BlogCategory {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  color: string | null;
}

/** A category with how many posts visitors can read in it. */
export interface BlogCategoryWithCount extends BlogCategory {
  postCount: number;
}

/** What a post card shows. */
export interface PostSummary {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  authorName: string | null;
  authorRole: string | null;
  authorImage: string | null;
  readTime: number | null;
  image: string | null;
  publishDate: Date;
  updatedAt: Date;
  category: BlogCategory | null;
}

/** Everything the post page shows. */
export interface PostDetail extends PostSummary {
  content: string;
  keywords: string[];
  template: PostTemplate | null;
  metaTitle: string | null;
  metaDescription: string | null;
  canonicalUrl: string | null;
  legacyUrl: string | null;
  ogImage: string | null;
  twitterImage: string | null;
}
