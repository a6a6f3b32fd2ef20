import type { postTemplates } from "../../schema/blog.ts";

export type BlogCategoryId =
  | "web-development"
  | "mobile-development"
  | "ai-ml"
  | "business"
  | "case-studies"
  | "news"
  | "cloud-devops"
  | "data-engineering";

export interface Author {
  name: string;
  role: string;
  /** Site path of the avatar in public/. */
  image: string;
}

/** One demo post. Missing optional fields stay empty in the row, so the page's defaults show. */
export interface PostSeed {
  slug: string;
  title: string;
  excerpt: string;
  /** Markdown. */
  content: string;
  category: BlogCategoryId;
  tags: readonly string[];
  keywords: readonly string[];
  /** A fixed day (ISO date), or, for a scheduled post, this many days after the seed runs. */
  publish: { on: string } | { inDays: number };
  /** Published unless said otherwise. */
  status?: "draft" | "published";
  /** Last edited (ISO date), when later than the publish date. */
  updated?: string;
  /** Every demo post is signed and has a cover: the page's defaults are for posts staff write. */
  author: Author;
  template?: (typeof postTemplates)[number];
  /** Cover image, site path. */
  image: string;
  ogImage?: string;
  twitterImage?: string;
  metaTitle?: string;
  metaDescription?: string;
  canonicalUrl?: string;
  legacyUrl?: string;
}

/** Site path of a post's cover in public/images/blog/covers/. */
export const cover = (name: string) => `/images/blog/covers/${name}.svg`;

/** Site path of an illustration used inside a post body. */
export const figure = (name: string) => `/images/blog/figures/${name}.svg`;

/**
 * Markdown written in a template literal. Code fences are typed `~~~` so the bodies need no
 * escaped backticks; they are stored as the usual triple backticks.
 */
export function md(strings: TemplateStringsArray, ...values: unknown[]): string {
  const text = strings.reduce(
    (out, part, index) => out + part + (index < values.length ? String(values[index]) : ""),
    "",
  );
  return `${text.replace(/^~~~/gm, "```").trim()}\n`;
}
